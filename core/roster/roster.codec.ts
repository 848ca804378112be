import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { Envelope } from '../shared/envelope.codec'
import { BlockMonth, RosterPeriod } from './block-month.codec'
import { DutyEvent, DutyEvents } from './event.codec'

/**
 * The roster data, result of `GET roster/{crmId}/events` (SPEC section 7: "Result: events,
 * rosterPeriod, blockMonthList"; section 3 Roster data).
 */
export const RosterData = t.type(
  { events: DutyEvents, rosterPeriod: RosterPeriod, blockMonthList: t.array(BlockMonth) },
  'RosterData',
)
export type RosterData = t.TypeOf<typeof RosterData>

/** The envelope of `GET roster/{crmId}/events`. */
export const RosterDataEnvelope = Envelope(RosterData)

/**
 * The body of `PUT roster/{crmId}/events/{eventId}` (SPEC section 7: "body event").
 * Decision: the event itself, not wrapped.
 */
export const UpdateEventBody = DutyEvent
export type UpdateEventBody = DutyEvent

/** The result of `PUT roster/{crmId}/events/{eventId}`. Decision: the stored event as the server now holds it. */
export const UpdateEventResult = DutyEvent
export type UpdateEventResult = DutyEvent

/** The envelope of `PUT roster/{crmId}/events/{eventId}`. */
export const UpdateEventEnvelope = Envelope(UpdateEventResult)

/** The body of `POST roster/{crmId}/eventById` (SPEC section 7: "body logicalEventId (cached by body)"). */
export const EventByIdBody = t.type({ logicalEventId: LogicalId }, 'EventByIdBody')
export type EventByIdBody = t.TypeOf<typeof EventByIdBody>

/** The result of `POST roster/{crmId}/eventById`. Decision: the one event, with its pairing children. */
export const EventByIdResult = DutyEvent
export type EventByIdResult = DutyEvent

/** The envelope of `POST roster/{crmId}/eventById`. */
export const EventByIdEnvelope = Envelope(EventByIdResult)

/** Body of `POST roster/{crmId}/events`: the roster-change confirm result (shared codec). */
export { ConfirmRosterChangeResult as DutiesAfterConfirmBody } from '../shared/confirm-result.codec'
