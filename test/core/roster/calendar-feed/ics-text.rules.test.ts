import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { Temporal } from 'temporal-polyfill'
import { escapeText, foldLine, icsCalendar, ICS_LINE_OCTETS } from '../../../../core/roster/calendar-feed/ics-text.rules'
import type { FeedEntry } from '../../../../core/roster/calendar-feed/calendar-versions.rules'

const Ics = suite('icsCalendar: RFC 5545 text')

const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
const item = (summary: string, description: string, cancelled = false): FeedEntry => ({
  entry: { uid: 'L1@crew-duty-plan', logicalId: 'L1', summary, description, start: '2026-03-16T05:10:00Z', end: '2026-03-16T07:25:00Z', location: 'CDG' },
  sequence: 3,
  changedAt: T0,
  cancelled,
})

const unfold = (text: string): string => text.replace(/\r\n[ \t]/g, '')

Ics('a VCALENDAR with one VEVENT read back by ical.js: UID, SEQUENCE, UTC times, summary, location, description, status', () => {
  const text = icsCalendar({ name: 'Crew Duty Plan' }, [item('Flight AF1234 CDG → NCE', 'Start (local): 2026-03-16 06:10 (UTC+01:00) CDG\nAircraft: A320')])
  assert.ok(text.endsWith('\r\n'))
  assert.not.match(text.replace(/\r\n/g, ''), '\n')
  const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
  assert.ok(event)
  const e = new ICAL.Event(event)
  assert.is(e.uid, 'L1@crew-duty-plan')
  assert.is(e.sequence, 3)
  assert.is(e.startDate.toJSDate().toISOString(), '2026-03-16T05:10:00.000Z')
  assert.is(e.endDate.toJSDate().toISOString(), '2026-03-16T07:25:00.000Z')
  assert.is(e.summary, 'Flight AF1234 CDG → NCE')
  assert.is(e.location, 'CDG')
  assert.is(e.description, 'Start (local): 2026-03-16 06:10 (UTC+01:00) CDG\nAircraft: A320')
  assert.is(event.getFirstPropertyValue('status'), 'CONFIRMED')
})

Ics('a cancelled entry says STATUS:CANCELLED', () => {
  const text = icsCalendar({ name: 'x' }, [item('Flight', 'd', true)])
  assert.match(text, '\r\nSTATUS:CANCELLED\r\n')
})

Ics('escaping: backslash, semicolon, comma and new lines', () => {
  assert.is(escapeText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf')
})

Ics('property: every line is at most 75 octets, no character is split, and ical.js reads back any summary and description', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), (summary, description) => {
      const text = icsCalendar({ name: 'Crew Duty Plan' }, [item(summary, description)])
      for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line, 'utf8') <= ICS_LINE_OCTETS, line)
      assert.not.match(text, '\uFFFD')
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
      assert.ok(vevent)
      const e = new ICAL.Event(vevent)
      // TEXT holds no control characters other than line breaks; the serializer drops them.
      const clean = (s: string) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      assert.is(e.summary, clean(summary))
      assert.is(e.description, clean(description))
    }),
  )
})

Ics('property: folding only inserts CRLF + space (unfolding gives the line back)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
      const line = `DESCRIPTION:${escapeText(s)}`
      assert.is(unfold(foldLine(line)), line)
    }),
  )
})

Ics.run()
