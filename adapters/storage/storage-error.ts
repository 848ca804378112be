import type { StorageError } from '../../core/platform/storage-error'

/** A failure of any kind as a {@link StorageError}. */
export const toStorageError = (cause: unknown): StorageError => ({
  _tag: 'Storage',
  name: cause instanceof Error || (typeof DOMException !== 'undefined' && cause instanceof DOMException) ? cause.name : 'Error',
  message: cause instanceof Error ? cause.message : String(cause),
})
