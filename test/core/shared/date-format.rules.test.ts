import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import * as fc from 'fast-check'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../core/access/profile-defaults'
import { formatDate, formatDateTimeText, formatInstantText, formatPickerDate, pickerDateParams, SPOKEN_DAY } from '../../../core/shared/date-format.rules'

const Shown = suite('the one formatting module: dates and times as the UI shows them')
const patterns = DEFAULT_DISPLAY_OPTIONS.dateFormats

Shown('a date and time is the profile day and a 24-hour time, month names per language', () => {
  const afternoon = Temporal.ZonedDateTime.from('2026-11-28T15:04:00+01:00[Europe/Paris]')
  assert.is(formatDateTimeText(afternoon, patterns, 'en'), '28 Nov 2026 15:04')
  assert.is(formatDateTimeText(afternoon, patterns, 'fr'), '28 nov. 2026 15:04')
  assert.is(formatInstantText(Temporal.Instant.from('2026-11-28T10:21:00Z'), 'Europe/Paris', patterns, 'en'), '28 Nov 2026 11:21')
  assert.is(formatInstantText(Temporal.Instant.from('2026-11-28T23:30:00Z'), 'UTC', patterns, 'fr'), '28 nov. 2026 23:30')
})

Shown('the details’ compact date and time reads its day as the lists do (dd MMM), per language; no dd/MM by default', () => {
  const late = Temporal.ZonedDateTime.from('2026-11-28T23:59:00+01:00[Europe/Paris]')
  assert.is(formatDate(late, patterns.SHORT_DATE_TIME, 'en'), '28 Nov 23:59')
  assert.is(formatDate(late, patterns.SHORT_DATE_TIME, 'fr'), '28 nov. 23:59')
  assert.is(formatDate(late.add({ minutes: 1 }), patterns.SHORT_DATE_TIME, 'en'), '29 Nov 00:00', 'midnight is the next day at 00:00')
})

Shown('a day a screen reader says: unpadded, with the month name', () => {
  assert.is(formatDate(Temporal.PlainDate.from('2026-03-01'), SPOKEN_DAY, 'en'), '1 March')
  assert.is(formatDate(Temporal.PlainDate.from('2026-03-01'), SPOKEN_DAY, 'fr'), '1 mars')
  assert.is(formatDate(Temporal.PlainDate.from('2026-03-15'), `${SPOKEN_DAY} yyyy`, 'en'), '15 March 2026')
})

Shown('never a 12-hour clock: every minute of a day prints HH:mm from 00:00 to 23:59, no AM/PM', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.constantFrom('en' as const, 'fr' as const), (minute, language) => {
      const at = Temporal.PlainDateTime.from('2026-03-29T00:00').add({ minutes: minute })
      const text = formatDateTimeText(at, patterns, language)
      const [hh, mm] = text.slice(-5).split(':').map(Number)
      return hh === at.hour && mm === at.minute && !/am|pm/i.test(text)
    }),
  )
})

Shown('the summary pickers: dd-MM-yyyy for the hint, and the same for the dates of their error messages', () => {
  assert.is(formatPickerDate(Temporal.PlainDate.from('2026-02-01')), '01-02-2026')
  assert.equal(pickerDateParams({ min: '2026-02-01' }), { min: '01-02-2026' })
  assert.equal(pickerDateParams({ max: '2026-05-30', label: 'end', n: 3 }), { max: '30-05-2026', label: 'end', n: 3 })
})

Shown.run()
