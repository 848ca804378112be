import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { EMPTY_OUTBOX, Outbox } from '../../core/outbox/outbox.codec'
import type { OutboxStore } from '../../core/outbox/outbox.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'

/** The cache key of a crew member's outbox. */
export const outboxKey = (crmId: string): string => `outbox:${crmId}`

/**
 * The outbox (issue 12 part 6) in the encrypted offline cache (AES-GCM, key from the sign-in secret; SPEC
 * section 7 "persistType (use an encrypted local cache when offline)"), one entry per crew member, so the
 * actions made offline outlive a closed app. Like every entry it expires 7 days after its last write (SPEC
 * section 9). An entry that no longer decodes reads as empty (it cannot be sent anyway).
 */
export const createOutboxStore = (cache: EncryptedCache, onUnreadable?: (message: string) => void): OutboxStore => ({
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
  save: (crmId, outbox) => cache.put(outboxKey(crmId), Outbox.encode(outbox)),
})
