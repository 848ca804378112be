import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { DutyEvent } from '../../../../core/roster/event.codec'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { featureAccess } from '../../../../core/access/feature-access'
import { DEFAULT_DISPLAY_OPTIONS, DEFAULT_FEATURE_SWITCHES } from '../../../../core/access/profile-defaults'
import { UTC_ZONE } from '../../../../core/roster/time-zone.rules'
import { calendarZone, dutyLinks, dutyTimes, layoutTags, rowsAround } from '../../../../ui/features/home/home.view-model'
import { ALL_ENABLINGS, aUser } from '../../app-harness'
import { aRoster, aWireEvent } from './fixtures'

const event = (o: Record<string, unknown>) => {
  const found = aRoster([aWireEvent(o)]).events[0]
  if (found === undefined) throw new Error('no event')
  return found
}
const paris = Temporal.ZonedDateTime.from('2026-03-15T09:00:00+01:00[+01:00]')

const Zone = suite('calendarZone')
Zone('UTC when the profile shows no local time', () => {
  assert.is(calendarZone(aUser({ refTimestampLtAtHb: paris }), { showLocalTime: false }, 'Europe/Paris'), UTC_ZONE)
})
Zone('the device zone when it agrees with the home-base offset (daylight saving followed)', () => {
  assert.is(calendarZone(aUser({ refTimestamp: paris, refTimestampLtAtHb: paris }), { showLocalTime: true }, 'Europe/Paris'), 'Europe/Paris')
})
Zone('the fixed home-base offset when the device zone differs', () => {
  assert.is(calendarZone(aUser({ refTimestamp: paris, refTimestampLtAtHb: paris }), { showLocalTime: true }, 'America/New_York'), '+01:00')
})
Zone('UTC without a home-base reference time', () => {
  assert.is(calendarZone(aUser(), { showLocalTime: true }, 'Europe/Paris'), UTC_ZONE)
})

const Links = suite('dutyLinks')
const all = featureAccess(DEFAULT_FEATURE_SWITCHES, ALL_ENABLINGS)
Links('a pairing opens pairing details; a hotel opens hotel details by its event id; check-in its screen', () => {
  assert.equal(dutyLinks(event({ type: 'PAR', logicalId: 'C1:P 1' }), 'C1', all).map((l) => [l.kind, l.href]).slice(0, 1), [['pairing', '/pairing/C1/C1%3AP%201']])
  assert.equal(dutyLinks(event({ type: 'HOT', id: 'H1', eventId: 'HOT-9' }), 'C1', all)[0]?.href, '/hotel/C1/HOT-9')
  assert.equal(dutyLinks(event({ type: 'C_I', logicalId: 'C1:CI' }), 'C1', all)[0]?.href, '/check-in/C1/C1%3ACI')
})
Links('a leg without the leg view has no leg link; no event remark without IDP_EVENT_REMARK', () => {
  const noLeg = featureAccess({ ...DEFAULT_FEATURE_SWITCHES, viewLeg: false }, [])
  assert.equal(dutyLinks(event({ type: 'LEG' }), 'C1', noLeg), [])
})
Links('the event remark link carries the event as navigation state, in its wire form (history state cannot hold Temporal values)', () => {
  const e = event({ type: 'OTHER' })
  const link = dutyLinks(e, 'C1', all).find((l) => l.kind === 'eventRemark')
  const state = link?.state as { event: unknown }
  assert.equal(state, { event: DutyEvent.encode(e) })
  assert.equal(JSON.parse(JSON.stringify(state)), state, 'survives structured cloning as plain JSON')
  assert.ok(E.isRight(DutyEvent.decode(state.event)))
})

const Lanes = suite('layoutTags')
const tag = (startSlot: number, span: number) => ({ event: event({}), code: 'X', kind: 'off' as const, placement: { date: Temporal.PlainDate.from('2026-03-01'), startSlot, span, startsOnDay: true, endsOnDay: true }, rosterChange: [] })
Lanes('overlapping tags sit side by side, later ones reuse a freed lane', () => {
  const laid = layoutTags([tag(0, 10), tag(5, 10), tag(12, 2)])
  assert.equal(laid.map((l) => [l.lane, l.lanes]), [[0, 2], [1, 2], [0, 2]])
})
Lanes('a single tag fills the day', () => {
  assert.equal(layoutTags([tag(3, 2)]).map((l) => [l.lane, l.lanes]), [[0, 1]])
})

const Times = suite('dutyTimes')
Times('"An event end exactly at midnight counts as 23:59:59 of the prior day": a one-day OFF shows one date', () => {
  const off = event({ type: 'OFF', fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' })
  assert.is(dutyTimes(off, DEFAULT_DISPLAY_OPTIONS, 'en').date, '16 Mar 2026')
})
Times('local time with the LT postfix first, then UTC', () => {
  const leg = event({ type: 'LEG', fromDateTimeUTC: '2026-03-16T10:00:00+00:00', toDateTimeUTC: '2026-03-16T12:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-16T11:00:00+01:00', toDateTimeLtAtAirport: '2026-03-16T13:00:00+01:00' })
  assert.equal(dutyTimes(leg, DEFAULT_DISPLAY_OPTIONS, 'en').times, [{ kind: 'local', text: '11:00 LT – 13:00 LT' }, { kind: 'utc', text: '10:00 – 12:00' }])
})

Times('whole-day kinds show their days only, never "00:00 – 00:00"; a daily remark is not listed with times', () => {
  const off = event({ type: 'OFF', fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' })
  assert.equal(dutyTimes(off, DEFAULT_DISPLAY_OPTIONS, 'en'), { date: '16 Mar 2026', times: [] })
  const holiday = event({ type: 'VAC', fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-19T00:00:00+00:00' })
  assert.equal(dutyTimes(holiday, DEFAULT_DISPLAY_OPTIONS, 'fr'), { date: '16 mars 2026 – 18 mars 2026', times: [] })
  const remark = event({ type: 'DREM', fromDateTimeUTC: '2026-03-16T08:00:00+00:00', toDateTimeUTC: '2026-03-16T08:00:00+00:00' })
  assert.equal(dutyTimes(remark, DEFAULT_DISPLAY_OPTIONS, 'en').times, [])
})
Times('a hotel night over midnight shows both dates with its times, in English and French', () => {
  const hotel = event({ type: 'HOT', fromDateTimeUTC: '2026-11-28T17:14:00+00:00', toDateTimeUTC: '2026-11-29T00:19:00+00:00', fromDateTimeLtAtAirport: '2026-11-28T18:14:00+01:00', toDateTimeLtAtAirport: '2026-11-29T01:19:00+01:00' })
  assert.equal(dutyTimes(hotel, DEFAULT_DISPLAY_OPTIONS, 'en').times, [{ kind: 'local', text: '28 Nov 18:14 LT – 29 Nov 01:19 LT' }, { kind: 'utc', text: '28 Nov 17:14 – 29 Nov 00:19' }])
  assert.equal(dutyTimes(hotel, DEFAULT_DISPLAY_OPTIONS, 'fr').times[0], { kind: 'local', text: '28 nov. 18:14 LT – 29 nov. 01:19 LT' })
  const pairing = event({ type: 'PAR', fromDateTimeUTC: '2026-11-28T12:49:00+00:00', toDateTimeUTC: '2026-11-30T15:59:00+00:00', fromDateTimeLtAtAirport: '2026-11-28T13:49:00+01:00', toDateTimeLtAtAirport: '2026-11-30T16:59:00+01:00' })
  assert.equal(dutyTimes(pairing, DEFAULT_DISPLAY_OPTIONS, 'en').times[0], { kind: 'local', text: '28 Nov 13:49 LT – 30 Nov 16:59 LT' })
})

Zone.run()
Links.run()
Lanes.run()
Times.run()

const First = suite('rowsAround (the rows the duty list draws first)')
const ten = aRoster(Array.from({ length: 10 }, (_, i) => aWireEvent({ id: `E${i}`, logicalId: `C:E${i}`, type: 'SBY', name: `Standby ${i}`, fromDateTimeUTC: `2026-03-${String(10 + i)}T04:00:00+00:00`, toDateTimeUTC: `2026-03-${String(10 + i)}T16:00:00+00:00` }))).events
const ids = (events: ReadonlyArray<DutyEvent>) => events.map((e) => e.id).join(' ')
First('the start row with `before` rows above it and `after` below, in list order', () => {
  assert.is(ids(rowsAround(ten, O.some({ eventId: 'E5' }), 2, 3)), 'E3 E4 E5 E6 E7 E8')
})
First('cut at the ends of the list; from the top when the list has no start row or it is not in the list', () => {
  assert.is(ids(rowsAround(ten, O.some({ eventId: 'E1' }), 2, 1)), 'E0 E1 E2')
  assert.is(ids(rowsAround(ten, O.some({ eventId: 'E9' }), 1, 5)), 'E8 E9')
  assert.is(ids(rowsAround(ten, O.none, 2, 2)), 'E0 E1 E2')
  assert.is(ids(rowsAround(ten, O.some({ eventId: 'gone' }), 2, 2)), 'E0 E1 E2')
})
First('the list itself (the same array) when the rows asked for are all of it', () => {
  assert.is(rowsAround(ten, O.some({ eventId: 'E5' }), 5, 4), ten)
  assert.is.not(rowsAround(ten, O.some({ eventId: 'E5' }), 4, 4), ten)
})
First.run()
