import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { PilotFlyingMarks } from '../../core/logbook/logbook.codec'
import type { LogbookDeviceMarks } from '../../core/logbook/logbook.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Preferences } from '../../core/platform/preferences.port'
import type { CrmId } from '../../core/shared/brands'

/** The cache key of a crew member's "I flew" marks. */
export const logbookMarksKey = (crmId: string): string => `logbook-marks:${crmId}`

/**
 * The logbook's "I flew" marks on this device, in the encrypted offline cache (AES-GCM, key from the sign-in
 * secret), one entry per crew member: read while offline, and the only copy against a backend without the marks
 * endpoint. Like every entry of the cache it expires 7 days after its last write (SPEC section 9), as the outbox;
 * each read writes the marks again, so the 7 days run from their last use.
 * Marks kept in local storage before (`logbookMarks` of the crew member's preferences) are moved into the cache
 * once, at the first read or write with the cache unlocked, and then deleted from local storage. An entry that no
 * longer decodes reads as no marks.
 */
export const createLogbookDeviceMarks = (cache: EncryptedCache, preferences: Preferences): LogbookDeviceMarks => {
  /** The marks of local storage, moved into the cache unless it has its own already; kept there if the cache is locked. */
  const migrate = (crmId: CrmId): T.Task<void> => {
    const scope = preferences.forUser(crmId)
    const legacy = scope.read('logbookMarks', PilotFlyingMarks)
    if (O.isNone(legacy)) return T.of(undefined)
    return pipe(
      cache.get(logbookMarksKey(crmId)),
      TE.chain(O.match(() => cache.put(logbookMarksKey(crmId), PilotFlyingMarks.encode(legacy.value)), () => TE.right<never, void>(undefined))),
      T.map(E.match(() => undefined, () => scope.remove('logbookMarks'))),
    )
  }
  return {
    read: (crmId) =>
      pipe(
        migrate(crmId),
        T.chain(() => cache.get(logbookMarksKey(crmId))),
        T.map(
          E.match(
            (): PilotFlyingMarks => [],
            O.match(
              (): PilotFlyingMarks => [],
              (u) => E.getOrElse((): PilotFlyingMarks => [])(PilotFlyingMarks.decode(u)),
            ),
          ),
        ),
        // Written again as read: the 7 days run from the last time the marks were used (the logbook, home's recency
        // warning), so a pilot who opens the app at least once a week keeps the only copy a backend without the
        // marks endpoint leaves. A failed write keeps the entry as it was.
        T.chainFirst((marks) => (marks.length === 0 ? T.of(undefined) : T.map(() => undefined)(cache.put(logbookMarksKey(crmId), PilotFlyingMarks.encode(marks))))),
      ),
    write: (crmId, marks) =>
      pipe(
        TE.fromTask<void, never>(migrate(crmId)),
        TE.chainW(() => cache.put(logbookMarksKey(crmId), PilotFlyingMarks.encode(marks))),
      ),
  }
}
