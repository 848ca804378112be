import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { checkInWindowNote } from '../../../core/check-in/check-in-window-note.rules'
import { isCheckInWindowOpen } from '../../../core/check-in/time-window-check-in.rules'

// The duty starts 08:15 UTC: the window opens at 06:15 (120 min before) and closes at 08:45 (30 min after).
const event = { fromDateTimeUTC: Temporal.ZonedDateTime.from('2026-03-15T08:15:00+00:00[UTC]') }
const at = (time: string) => Temporal.Instant.from(`2026-03-15T${time}Z`)
const RUNS = 300

const Note = suite('checkInWindowNote: why a check-in cannot be done now')

Note('42 minutes before the opening (05:33): opens at 06:15, in 42 min', () => {
  assert.equal(checkInWindowNote(event, at('05:33:00')), { _tag: 'NotYetOpen', opensAt: at('06:15:00'), minutesUntil: 42 })
})

Note('41.5 minutes before the opening reads 42 (rounded up: still shut)', () => {
  const note = checkInWindowNote(event, at('05:33:30'))
  assert.ok(note._tag === 'NotYetOpen' && note.minutesUntil === 42)
})

Note('at the opening and until just before 08:45: open', () => {
  assert.equal(checkInWindowNote(event, at('06:15:00')), { _tag: 'Open' })
  assert.equal(checkInWindowNote(event, at('08:44:59')), { _tag: 'Open' })
})

Note('at 09:00: closed at 08:45, 15 min ago', () => {
  assert.equal(checkInWindowNote(event, at('09:00:00')), { _tag: 'Closed', closedAt: at('08:45:00'), minutesSince: 15 })
  assert.equal(checkInWindowNote(event, at('08:45:00')), { _tag: 'Closed', closedAt: at('08:45:00'), minutesSince: 0 }, 'closed at the closing instant itself')
})

Note('across the spring-forward night in Paris the minutes are real minutes (an event at 03:30 CEST, 29 Mar 2026)', () => {
  // 01:30 UTC is 03:30 CEST; the window opens at 23:30 UTC the day before. At 00:30 UTC (01:30 CET, before the
  // clocks jump) the window has been open an hour; at 23:00 UTC it opens in 30 minutes, whatever the wall clock says.
  const paris = { fromDateTimeUTC: Temporal.ZonedDateTime.from('2026-03-29T03:30:00+02:00[Europe/Paris]') }
  assert.equal(checkInWindowNote(paris, Temporal.Instant.from('2026-03-29T00:30:00Z')), { _tag: 'Open' })
  const before = checkInWindowNote(paris, Temporal.Instant.from('2026-03-28T23:00:00Z'))
  assert.ok(before._tag === 'NotYetOpen' && before.minutesUntil === 30)
})

Note(`property (${RUNS} runs): Open exactly when the window rule says open; never a negative count`, () => {
  fc.assert(
    fc.property(fc.integer({ min: -6 * 3600, max: 6 * 3600 }), (seconds) => {
      const now = at('08:15:00').add({ seconds })
      const note = checkInWindowNote(event, now)
      if ((note._tag === 'Open') !== isCheckInWindowOpen(event, now)) return false
      if (note._tag === 'NotYetOpen') return note.minutesUntil >= 1
      if (note._tag === 'Closed') return note.minutesSince >= 0
      return true
    }),
    { numRuns: RUNS },
  )
})

Note.run()
