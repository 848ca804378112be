import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { type DisplayOptions } from '../../../core/access/profile.codec'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../core/access/profile-defaults'
import { BlockMonth } from '../../../core/roster/block-month.codec'
import { toBlockMonthRange, type BlockMonthRange } from '../../../core/roster/block-month.rules'
import { DutyEvent, type DutyEventWire } from '../../../core/roster/event.codec'
import { toTimeZone, type TimeZone } from '../../../core/roster/time-zone.rules'

type Wire = Omit<DutyEventWire, 'events'> & { events?: DutyEventWire[] }

let counter = 0

/** A wire event (a generic OTHER duty on 2026-03-15 08:00-10:00 UTC) with overrides. */
export const wireEvent = (overrides: Partial<Wire> = {}): DutyEventWire => {
  counter += 1
  return {
    id: `E${counter}`,
    logicalId: `L${counter}`,
    type: 'OTHER',
    fromDateTimeUTC: '2026-03-15T08:00:00+00:00',
    toDateTimeUTC: '2026-03-15T10:00:00+00:00',
    ...overrides,
  }
}

/** Decodes a fixture; a fixture that does not decode is a bug in the test. */
export const decoded = (wire: unknown): DutyEvent => {
  const result = DutyEvent.decode(wire)
  if (E.isLeft(result)) throw new Error(`fixture does not decode: ${JSON.stringify(wire)}`)
  return result.right
}

/** A decoded event with overrides on its wire form. */
export const anEvent = (overrides: Partial<Wire> = {}): DutyEvent => decoded(wireEvent(overrides))

/** A leg FRA -> JFK (LH400), with local times at the airports. */
export const aLeg = (overrides: Partial<Wire> = {}): DutyEvent =>
  anEvent({
    type: 'LEG',
    fromDateTimeUTC: '2026-03-15T08:00:00+00:00',
    toDateTimeUTC: '2026-03-15T16:30:00+00:00',
    fromDateTimeLtAtAirport: '2026-03-15T09:00:00+01:00',
    toDateTimeLtAtAirport: '2026-03-15T12:30:00-04:00',
    departure: { airportCode: 'FRA' },
    arrival: { airportCode: 'JFK' },
    eventDescription: { flightNumber: 'LH400' },
    ...overrides,
  })

/** A pairing FRA -> FRA with children (wire form given). */
export const aPairing = (children: DutyEventWire[] = [], overrides: Partial<Wire> = {}): DutyEvent =>
  anEvent({
    type: 'PAR',
    originalEventType: 'LEG',
    fromDateTimeUTC: '2026-03-15T07:00:00+00:00',
    toDateTimeUTC: '2026-03-17T18:00:00+00:00',
    fromDateTimeLtAtAirport: '2026-03-15T08:00:00+01:00',
    toDateTimeLtAtAirport: '2026-03-17T19:00:00+01:00',
    fromAirport: 'FRA',
    toAirport: 'FRA',
    events: children,
    ...overrides,
  })

/** A UTC instant. */
export const instant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)

/** A zoned date-time from `2026-03-15T08:00:00+01:00`-style text (fixed offset). */
export const zdt = (iso: string): Temporal.ZonedDateTime => {
  const offset = /([+-]\d{2}:\d{2})$/.exec(iso)?.[1] ?? '+00:00'
  return Temporal.Instant.from(iso).toZonedDateTimeISO(offset)
}

/** A plain date. */
export const date = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)

/** A wire block month. */
export const aBlockMonth = (id: string, from: string, to: string, extra: { name?: string; description?: string } = {}): BlockMonth => {
  const result = BlockMonth.decode({ id, from, to, ...extra })
  if (E.isLeft(result)) throw new Error(`block month fixture does not decode: ${id}`)
  return result.right
}

/** A block month widened to UTC days, March 2026 unless told otherwise. */
export const aRange = (id = 'BM03', from = '2026-03-01T00:00:00+00:00', to = '2026-03-31T00:00:00+00:00'): BlockMonthRange =>
  toBlockMonthRange(aBlockMonth(id, from, to))

/** Display options with overrides. */
export const display = (overrides: Partial<DisplayOptions> = {}): DisplayOptions => ({ ...DEFAULT_DISPLAY_OPTIONS, ...overrides })

/** A checked time zone. */
export const zone = (id: string): TimeZone => {
  const tz = toTimeZone(id)
  if (O.isNone(tz)) throw new Error(`bad zone ${id}`)
  return tz.value
}
