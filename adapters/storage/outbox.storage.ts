import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import { EMPTY_OUTBOX, Outbox } from '../../core/outbox/outbox.codec'
import type { OutboxStore } from '../../core/outbox/outbox.port'
import { pendingCount } from '../../core/outbox/outbox.rules'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { StorageError } from '../../core/platform/storage-error'
import type { CacheStore } from './cache-store'

/** The cache key of a crew member's outbox. */
export const outboxKey = (crmId: string): string => `outbox:${crmId}`

/**
 * The name of the plain (unencrypted) count of a crew member's waiting actions in the store's metadata: a SHA-256 of
 * the crmId, so the crmId itself is not readable in the device's storage (pseudonymous, not secret: a crmId is short).
 */
export const waitingCountKey = (crmId: string): TE.TaskEither<StorageError, string> =>
  TE.tryCatch(
    async () => {
      const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`outbox-waiting:${crmId}`))
      return `outbox-waiting:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    },
    (error): StorageError => ({ _tag: 'Storage', name: 'DigestFailed', message: String(error) }),
  )

const WaitingCount = t.type({ waiting: t.number })

/**
 * The outbox in the encrypted offline cache (AES-GCM, key from the sign-in secret; SPEC
 * section 7 "persistType (use an encrypted local cache when offline)"), one entry per crew member, so the
 * actions made offline outlive a closed app. Like every entry it expires 7 days after its last write (SPEC
 * section 9). An entry that no longer decodes reads as empty (it cannot be sent anyway). Beside it, in the
 * store's plain metadata, only the number of actions waiting, so a session resumed without the password can ask
 * for it (the one thing readable without the key: that N actions wait, not what they are).
 */
export const createOutboxStore = (
  cache: EncryptedCache,
  meta: Pick<CacheStore, 'getMeta' | 'putMeta'>,
  onUnreadable?: (message: string) => void,
): OutboxStore => ({
  load: (crmId) =>
    pipe(
      cache.get(outboxKey(crmId)),
      TE.map(
        O.match(
          () => EMPTY_OUTBOX,
          (u) =>
            pipe(
              Outbox.decode(u),
              E.getOrElse(() => {
                onUnreadable?.('stored outbox does not decode; read as empty')
                return EMPTY_OUTBOX
              }),
            ),
        ),
      ),
    ),
  // The count follows the encrypted entry: written only once the entry is, so it never says less than waits.
  save: (crmId, outbox) =>
    pipe(
      cache.put(outboxKey(crmId), Outbox.encode(outbox)),
      TE.chainW(() => waitingCountKey(crmId)),
      TE.chainW((key) => meta.putMeta(key, { waiting: pendingCount(outbox) })),
    ),
  waitingCount: (crmId) =>
    pipe(
      waitingCountKey(crmId),
      TE.chainW((key) => meta.getMeta(key)),
      TE.map((u) => pipe(WaitingCount.decode(u), E.match(() => 0, (c) => c.waiting))),
    ),
})
