import type { Temporal } from 'temporal-polyfill'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { EventType } from '../../../core/roster/event-type.codec'
import { LogicalId } from '../../../core/shared/brands'
import { must } from './must'
import { type Span, timeFields } from './time-fields'

/** `20260316`: the compact date used inside event ids. */
export const ymd = (date: Temporal.PlainDate): string => date.toString().replaceAll('-', '')

/**
 * The logical id of a crew member's event: `<crmId>:<eventId>`. Decision: event ids name the duty
 * (a flight's id is the same for everyone on it, so it is the `segment` of crew member cards); logical
 * ids are unique per crew member and contain a `:`, which travels URL-encoded in routes.
 */
export const logicalIdOf = (crmId: string, eventId: string): LogicalId => must(LogicalId, `${crmId}:${eventId}`)

/** The identity and every time field of an event (`id` is its `eventId`). */
export const eventBase = (crmId: string, eventId: string, type: EventType, span: Span): DutyEvent => ({
  id: eventId,
  eventId,
  logicalId: logicalIdOf(crmId, eventId),
  type,
  ...timeFields(span),
  fromAirport: span.fromAirport,
  toAirport: span.toAirport,
  departure: { airportCode: span.fromAirport },
  arrival: { airportCode: span.toAirport },
})
