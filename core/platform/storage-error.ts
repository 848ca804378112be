/** A storage failure; `name` is the DOMException name (`QuotaExceededError` when storage is full). */
export interface StorageError {
  readonly _tag: 'Storage'
  readonly name: string
  readonly message: string
}

/** A crypto failure (wrong key, tampered data, unavailable WebCrypto) as a value. */
export interface CryptoError {
  readonly _tag: 'Crypto'
  readonly message: string
}
