import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES,
  CHECK_IN_WINDOW_OPENS_BEFORE_MINUTES,
  checkInWindowOf,
  isCheckInWindowOpen,
} from '../../../core/check-in/time-window-check-in.rules'
import { anUpcomingEvent, at } from './fixtures'

const Window = suite('isCheckInWindowOpen')
const event = anUpcomingEvent('2026-03-15T10:00:00+00:00')

Window('the window opens exactly 120 minutes before fromDateTimeUTC (inclusive), not a nanosecond earlier', () => {
  assert.is(CHECK_IN_WINDOW_OPENS_BEFORE_MINUTES, 120)
  assert.ok(isCheckInWindowOpen(event, at('2026-03-15T08:00:00Z')))
  assert.not.ok(isCheckInWindowOpen(event, at('2026-03-15T07:59:59.999999999Z')))
})
Window('the window closes 30 minutes after fromDateTimeUTC (exclusive)', () => {
  assert.is(CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES, 30)
  assert.ok(isCheckInWindowOpen(event, at('2026-03-15T10:29:59Z')))
  assert.not.ok(isCheckInWindowOpen(event, at('2026-03-15T10:30:00Z')))
})
Window('the window is absolute time: fromDateTimeUTC written with another offset is the same window', () => {
  const sameInParis = anUpcomingEvent('2026-03-15T11:00:00+01:00')
  assert.ok(checkInWindowOf(sameInParis).opensAt.equals(checkInWindowOf(event).opensAt))
})
Window('a DST change: 00:45+01:00 is 105 real minutes before 03:30+02:00 on 29 March (Paris), so the window is open', () => {
  const afterSpringForward = anUpcomingEvent('2026-03-29T03:30:00+02:00')
  // Wall clocks differ by 165 minutes, but only 105 minutes pass.
  assert.ok(isCheckInWindowOpen(afterSpringForward, at('2026-03-29T00:45:00+01:00')))
  assert.not.ok(isCheckInWindowOpen(afterSpringForward, at('2026-03-28T23:29:00+01:00')))
})
Window('a window ending exactly at midnight: open at 23:59:59, closed at 00:00:00 of the next day', () => {
  const lateEvening = anUpcomingEvent('2026-03-15T23:30:00+00:00')
  assert.is(checkInWindowOf(lateEvening).closesAt.toString(), '2026-03-16T00:00:00Z')
  assert.ok(isCheckInWindowOpen(lateEvening, at('2026-03-15T23:59:59Z')))
  assert.not.ok(isCheckInWindowOpen(lateEvening, at('2026-03-16T00:00:00Z')))
})
Window.run()
