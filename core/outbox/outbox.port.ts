import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CacheError } from '../platform/encrypted-cache.port'
import type { CrmId } from '../shared/brands'
import type { ConfirmRosterChangeResult } from '../shared/confirm-result.codec'
import type { Outbox, OutboxAction } from './outbox.codec'

/** Where a crew member's outbox is kept: the encrypted offline cache (SPEC section 7), so it outlives the app. */
export interface OutboxStore {
  /** The stored outbox; the empty one when none is stored. A locked cache is an error (nothing can be read). */
  readonly load: (crmId: CrmId) => TE.TaskEither<CacheError, Outbox>
  readonly save: (crmId: CrmId, outbox: Outbox) => TE.TaskEither<CacheError, void>
  /**
   * How many actions wait to be sent, readable while the cache is locked (a session resumed without the password
   * cannot read the outbox, yet must be able to say that something waits): a count written beside every save,
   * never the actions themselves. 0 when nothing was ever saved.
   */
  readonly waitingCount: (crmId: CrmId) => TE.TaskEither<CacheError, number>
}

type BodyOf<K extends OutboxAction['_tag']> = Extract<OutboxAction, { _tag: K }>['body']

/**
 * The two server calls an outbox action becomes (SPEC section 7): `POST roster/{crmId}/notif?op=confirm`
 * and `POST roster/{crmId}/details/daily_remark`. The roster-changes and remarks ports answer this shape.
 */
export interface OutboxSender {
  readonly confirmRosterChanges: (crmId: CrmId, body: BodyOf<'ConfirmRosterChange'>) => TE.TaskEither<TransportError, ConfirmRosterChangeResult>
  readonly createRemark: (crmId: CrmId, body: BodyOf<'CreateRemark'>) => TE.TaskEither<TransportError, void>
}
