import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATE_FORMATS } from '../../../core/shared/constants'
import { formatDate } from '../../../core/roster/date-format.rules'
import { date, zdt } from './fixtures'

const Format = suite('formatDate')
const t = zdt('2026-03-05T07:04:09+01:00')

Format('every date format of SPEC section 9', () => {
  assert.is(formatDate(t, DATE_FORMATS.DATE), '05 Mar 2026')
  assert.is(formatDate(t, DATE_FORMATS.DAY_MONTH_COMPACT), '05Mar')
  assert.is(formatDate(t, DATE_FORMATS.DAY_LONG_MONTH), '05 March')
  assert.is(formatDate(t, DATE_FORMATS.DAY_MONTH), '05 Mar')
  assert.is(formatDate(t, DATE_FORMATS.TIME), '07:04')
  assert.is(formatDate(t, DATE_FORMATS.DATE_TIME), '05/03/2026 07:04')
  assert.is(formatDate(t, DATE_FORMATS.SHORT_DATE_TIME), '05/03 07:04')
  assert.is(formatDate(t, DATE_FORMATS.SUMMARY_DATE), '05-03-2026')
})

Format('French month names with the fr locale', () => {
  assert.is(formatDate(zdt('2026-02-01T00:00:00+00:00'), 'dd MMMM yyyy', 'fr'), '01 février 2026')
  assert.is(formatDate(zdt('2026-12-01T00:00:00+00:00'), 'dd MMM', 'fr'), '01 déc.')
  assert.is(formatDate(zdt('2026-08-01T00:00:00+00:00'), 'ddMMM', 'en'), '01Aug')
})

Format('prints the fields as given (no zone conversion), quoted text literally, plain dates at 00:00', () => {
  assert.is(formatDate(t.withTimeZone('UTC'), 'HH:mm:ss'), '06:04:09')
  assert.is(formatDate(t, "dd 'at' HH"), '05 at 07')
  assert.is(formatDate(date('2026-03-05'), 'dd/MM HH:mm'), '05/03 00:00')
})

Format.run()
