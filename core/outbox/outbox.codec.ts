import * as t from 'io-ts'
import { IsoDate, StoredInstant } from '../shared/time.codec'

/** The outbox's instants, as every copy kept on the device stores them (core/shared, also read by the history's kept copy). */
export { StoredInstant } from '../shared/time.codec'

/**
 * An action that may wait in the outbox: a roster-change confirmation (the body of
 * `POST roster/{crmId}/notif?op=confirm`: id and confirmed dates) or a new daily remark (the body of
 * `POST .../daily_remark`: date, remarkType, comment). The shapes repeat those of the roster-changes and
 * remarks codecs (a core feature does not import another); TypeScript checks they agree where they meet.
 */
export const OutboxAction = t.union(
  [
    t.type({ _tag: t.literal('ConfirmRosterChange'), body: t.type({ id: t.string, changes: t.array(IsoDate) }) }),
    t.type({ _tag: t.literal('CreateRemark'), body: t.type({ date: IsoDate, remarkType: t.string, comment: t.string }) }),
  ],
  'OutboxAction',
)
export type OutboxAction = t.TypeOf<typeof OutboxAction>
export type OutboxActionKind = OutboxAction['_tag']

/** Keys of the refusals that have no server text (SPEC section 8, "Roster changes" and daily remarks). */
export const RefusalKey = t.union([
  t.literal('confirmationFailed'),
  t.literal('someNotificationConfirmationsFailed'),
  t.literal('couldNotCreateDailyRemark'),
])
export type RefusalKey = t.TypeOf<typeof RefusalKey>

/** Why the server refused an action: its own message, or a dictionary key when it gave none. */
export const RefusalReason = t.union([
  t.type({ _tag: t.literal('ServerMessage'), text: t.string }),
  t.type({ _tag: t.literal('MessageKey'), key: RefusalKey }),
])
export type RefusalReason = t.TypeOf<typeof RefusalReason>

/** Where an action is: waiting for the connection, being sent, sent, or refused by the server (with its reason). */
export const OutboxItemState = t.union([
  t.type({ _tag: t.literal('Waiting') }),
  t.type({ _tag: t.literal('Sending') }),
  t.type({ _tag: t.literal('Sent'), at: StoredInstant }),
  t.type({ _tag: t.literal('Refused'), at: StoredInstant, reason: RefusalReason }),
])
export type OutboxItemState = t.TypeOf<typeof OutboxItemState>

/** One action in the outbox: its place in the order (`seq`), when it was made, what it is and where it is. */
export const OutboxItem = t.type(
  { seq: t.number, createdAt: StoredInstant, action: OutboxAction, state: OutboxItemState },
  'OutboxItem',
)
export type OutboxItem = t.TypeOf<typeof OutboxItem>

/** A crew member's outbox, items in the order they were made; `nextSeq` numbers the next one. */
export const Outbox = t.type({ nextSeq: t.number, items: t.array(OutboxItem) }, 'Outbox')
export type Outbox = t.TypeOf<typeof Outbox>

/** The empty outbox. */
export const EMPTY_OUTBOX: Outbox = { nextSeq: 1, items: [] }
