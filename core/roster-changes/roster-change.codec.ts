import * as t from 'io-ts'
import { ConfirmRosterChangeResult } from '../shared/confirm-result.codec'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset, IsoDate } from '../shared/time.codec'

/**
 * One changed duty of a day (SPEC section 3, "Roster change": items with old, new, freeText).
 * `old` and `new` are the duty texts (empty when a duty was added or removed); `freeText` is the
 * scheduler's message.
 */
export const RosterChangeItem = t.intersection(
  [t.type({ old: t.string, new: t.string }), t.partial({ freeText: t.string })],
  'RosterChangeItem',
)
export type RosterChangeItem = t.TypeOf<typeof RosterChangeItem>

/** The changes of one day: `date` (ISO date), whether it can be confirmed, and its items. */
export const RosterChangeDay = t.type(
  { date: IsoDate, confirmable: t.boolean, items: t.array(RosterChangeItem) },
  'RosterChangeDay',
)
export type RosterChangeDay = t.TypeOf<typeof RosterChangeDay>

/** Result of `GET roster/{crmId}/notif?ltype=mobile` (SPEC section 7: "result id and changes"). */
export const RosterChange = t.type({ id: t.string, changes: t.array(RosterChangeDay) }, 'RosterChange')
export type RosterChange = t.TypeOf<typeof RosterChange>

/** The envelope of `GET roster/{crmId}/notif?ltype=mobile`. */
export const RosterChangeResponse = Envelope(RosterChange)

/** Query of `GET roster/{crmId}/notif`: `ltype=mobile`. */
export const RosterChangeQuery = t.type({ ltype: t.literal('mobile') }, 'RosterChangeQuery')
export type RosterChangeQuery = t.TypeOf<typeof RosterChangeQuery>

/** Query of `POST roster/{crmId}/notif`: `ltype=mobile&op=confirm`. */
export const ConfirmRosterChangeQuery = t.type(
  { ltype: t.literal('mobile'), op: t.literal('confirm') },
  'ConfirmRosterChangeQuery',
)
export type ConfirmRosterChangeQuery = t.TypeOf<typeof ConfirmRosterChangeQuery>

/** Body of `POST roster/{crmId}/notif?ltype=mobile&op=confirm` (SPEC section 7: "body id and changes (list of dates)"). */
export const ConfirmRosterChangeBody = t.type(
  { id: t.string, changes: t.array(IsoDate) },
  'ConfirmRosterChangeBody',
)
export type ConfirmRosterChangeBody = t.TypeOf<typeof ConfirmRosterChangeBody>

export { ConfirmedPeriod, FailedConfirmation, ConfirmRosterChangeResult } from '../shared/confirm-result.codec'

/** The envelope of the confirm call. */
export const ConfirmRosterChangeResponse = Envelope(ConfirmRosterChangeResult)

/**
 * Navigation state of `/notifications/{crmId}` (SPEC section 2: "state carries fromDateTimeUTC,
 * toDateTimeUTC, redirectTo"). Decode it: history state is untrusted input.
 */
export const RosterChangeNavigationState = t.type(
  { fromDateTimeUTC: DateTimeWithOffset, toDateTimeUTC: DateTimeWithOffset, redirectTo: t.string },
  'RosterChangeNavigationState',
)
export type RosterChangeNavigationState = t.TypeOf<typeof RosterChangeNavigationState>
