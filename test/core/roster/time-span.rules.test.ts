import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { rangeTimePattern, showsTimes, spansDays, viewSpans } from '../../../core/roster/time-span.rules'
import { anEvent } from './fixtures'

const Span = suite('time spans: whole days, remarks, and ranges over midnight')
const z = (iso: string) => Temporal.ZonedDateTime.from(iso)

Span('whole-day kinds (day off, holiday, sick leave) and daily remarks show no times; duties do', () => {
  for (const type of ['OFF', 'VAC', 'SICK', 'DREM'] as const) assert.not.ok(showsTimes({ type }), type)
  for (const type of ['PAR', 'LEG', 'HOT', 'SBY', 'C_I', 'SIM'] as const) assert.ok(showsTimes({ type }), type)
})

Span('a hotel night 18:14 – 01:19 spans days; an event ending exactly at midnight does not (SPEC: 23:59:59 of the prior day)', () => {
  assert.ok(spansDays(z('2026-11-28T18:14+01:00[Europe/Paris]'), z('2026-11-29T01:19+01:00[Europe/Paris]')))
  assert.not.ok(spansDays(z('2026-11-28T18:00+01:00[Europe/Paris]'), z('2026-11-29T00:00+01:00[Europe/Paris]')))
  assert.ok(spansDays(z('2026-11-28T18:00+01:00[Europe/Paris]'), z('2026-11-29T00:00:01+01:00[Europe/Paris]')))
})

Span('over the DST change (night of 29 Mar 2026, Paris): 22:00 – 06:00 local is two days, 01:00 – 04:00 local one', () => {
  assert.ok(spansDays(z('2026-03-28T22:00+01:00[Europe/Paris]'), z('2026-03-29T06:00+02:00[Europe/Paris]')))
  assert.not.ok(spansDays(z('2026-03-29T01:00+01:00[Europe/Paris]'), z('2026-03-29T04:00+02:00[Europe/Paris]')))
})

Span('the range pattern: the time alone on one day in every view, day and time when any view crosses midnight', () => {
  const sameDay = anEvent({ type: 'LEG', fromDateTimeUTC: '2026-11-28T08:00:00+00:00', toDateTimeUTC: '2026-11-28T10:00:00+00:00' })
  assert.is(rangeTimePattern(viewSpans(sameDay), 'HH:mm'), 'HH:mm')
  // 22:30Z – 23:30Z is one UTC day, but 23:30 – 00:30 at the Paris airport: both dates.
  const localNight = anEvent({
    type: 'LEG',
    fromDateTimeUTC: '2026-11-28T22:30:00+00:00',
    toDateTimeUTC: '2026-11-28T23:30:00+00:00',
    fromDateTimeLtAtAirport: '2026-11-28T23:30:00+01:00',
    toDateTimeLtAtAirport: '2026-11-29T00:30:00+01:00',
  })
  assert.is(rangeTimePattern(viewSpans(localNight), 'HH:mm'), 'dd MMM HH:mm')
  const pairing = anEvent({ type: 'PAR', fromDateTimeUTC: '2026-11-28T12:49:00+00:00', toDateTimeUTC: '2026-11-30T15:59:00+00:00' })
  assert.is(rangeTimePattern(viewSpans(pairing), 'HH:mm'), 'dd MMM HH:mm')
})

Span.run()
