import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { SUMMARY_RANGE_EXTRA_DAYS } from '../../../core/shared/constants'
import type { CrmId } from '../../../core/shared/brands'
import {
  canApplySummaryRange,
  periodDays,
  summaryDateBounds,
  summaryRangeControl,
  validateSummaryRange,
} from '../../../core/summary/date-range.rules'
import {
  expiryStatus,
  highlightsExpiry,
  expiryColumn,
  parameterExpiry,
  rowExpiry,
  summaryDateIn,
  SUMMARY_EXPIRY_WARNING_DAYS,
  warningDaysFor,
} from '../../../core/summary/expiry.rules'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../core/access/profile-defaults'
import type { SummaryParameter } from '../../../core/summary/summary.codec'
import { loadSummary } from '../../../core/summary/load-summary.use-case'
import { aSummaryPort, day, march } from './fixtures'

const range = (start?: string, end?: string) => ({
  start: start === undefined ? O.none : O.some(day(start)),
  end: end === undefined ? O.none : O.some(day(end)),
})

const Range = suite('summary date pickers')

Range('"Start is not before the roster period start"', () => {
  assert.equal(validateSummaryRange(range('2026-02-28', '2026-03-31'), march), E.left({ start: { key: 'dateBeforeMin', params: { min: '2026-03-01' } } }))
  assert.ok(E.isRight(validateSummaryRange(range('2026-03-01', '2026-03-31'), march)))
})

Range('"End is not before the chosen start"', () => {
  assert.equal(summaryDateBounds(march, O.some(day('2026-03-10'))).end.min.toString(), '2026-03-10')
  assert.equal(validateSummaryRange(range('2026-03-10', '2026-03-09'), march), E.left({ end: { key: 'dateBeforeMin', params: { min: '2026-03-10' } } }))
  assert.ok(E.isRight(validateSummaryRange(range('2026-03-10', '2026-03-10'), march)))
})

Range('"... and not after the roster period end plus 30 days"', () => {
  assert.is(SUMMARY_RANGE_EXTRA_DAYS, 30)
  assert.is(summaryDateBounds(march, O.none).end.max.toString(), '2026-04-30')
  assert.ok(E.isRight(validateSummaryRange(range('2026-03-01', '2026-04-30'), march)))
  assert.equal(validateSummaryRange(range('2026-03-01', '2026-05-01'), march), E.left({ end: { key: 'dateAfterMax', params: { max: '2026-04-30' } } }))
})

Range('Apply is enabled only with a valid range', () => {
  assert.ok(canApplySummaryRange(range('2026-03-05', '2026-04-02'), march))
  assert.not.ok(canApplySummaryRange(range('2026-03-05'), march))
  assert.not.ok(canApplySummaryRange(range(undefined, '2026-04-02'), march))
  assert.not.ok(canApplySummaryRange(range('2026-03-05', '2026-03-04'), march))
})

Range('the roster period end "exactly at midnight counts as 23:59:59 of the prior day", also from a DST offset', () => {
  const from = Temporal.ZonedDateTime.from('2026-03-01T00:00:00+00:00[UTC]')
  assert.equal(periodDays({ from, to: Temporal.ZonedDateTime.from('2026-04-01T00:00:00+00:00[UTC]') }).end.toString(), '2026-03-31')
  assert.equal(periodDays({ from, to: Temporal.ZonedDateTime.from('2026-04-01T02:00:00+02:00[Europe/Paris]') }).end.toString(), '2026-03-31')
  assert.equal(periodDays({ from, to: Temporal.ZonedDateTime.from('2026-03-31T23:59:59+00:00[UTC]') }).end.toString(), '2026-03-31')
  assert.equal(periodDays({ from, to: Temporal.ZonedDateTime.from('2026-04-01T00:00:01+00:00[UTC]') }).end.toString(), '2026-04-01')
})

Range('"A block-month switch (if permitted) or a sample-range date picker"', () => {
  assert.is(summaryRangeControl(true), 'blockMonthSwitch')
  assert.is(summaryRangeControl(false), 'datePickers')
})

Range.run()

const Expiry = suite('expiry highlighting')

/** 15 Mar 2026 09:00 in Paris. */
const now = Temporal.ZonedDateTime.from('2026-03-15T09:00:00+01:00[Europe/Paris]')

Expiry('"Groups that highlight expiry: Recurrent trainings/checks, Licences, Passports / Visas"', () => {
  for (const name of ['Recurrent trainings/checks', 'Licences', 'Passports / Visas', ' licences ']) assert.ok(highlightsExpiry(name), name)
  for (const name of ['Flight hours', 'Licence', 'Passports']) assert.not.ok(highlightsExpiry(name), name)
})

Expiry(`a value is expired past its date, expiring within ${SUMMARY_EXPIRY_WARNING_DAYS} days, otherwise valid`, () => {
  assert.equal(expiryStatus('14-03-2026', now), O.some('expired'))
  assert.equal(expiryStatus('15-03-2026', now), O.some('expiring'))
  assert.equal(expiryStatus('14-04-2026', now), O.some('expiring'))
  assert.equal(expiryStatus('15-04-2026', now), O.some('valid'))
  assert.equal(expiryStatus('712:30', now), O.none)
})

Expiry('today is the crew member\'s calendar day: on the DST night the status changes exactly at local midnight', () => {
  const lastSecond = Temporal.ZonedDateTime.from('2026-03-29T23:59:59+02:00[Europe/Paris]')
  assert.equal(expiryStatus('29-03-2026', lastSecond), O.some('expiring'))
  assert.equal(expiryStatus('29-03-2026', lastSecond.add({ seconds: 1 })), O.some('expired'))
})

Expiry('dates are found as dd-MM-yyyy or yyyy-MM-dd inside the text; impossible dates are ignored', () => {
  assert.equal(O.map(String)(summaryDateIn('valid until 31-12-2026 (class 1)')), O.some('2026-12-31'))
  assert.equal(O.map(String)(summaryDateIn('2027-01-15')), O.some('2027-01-15'))
  assert.equal(summaryDateIn('31-02-2026'), O.none)
})

Expiry('a table parameter takes the most severe status of its rows, each read from the validity column', () => {
  const table: SummaryParameter = {
    name: 'Documents',
    table: {
      columns: [{ key: 'doc', label: 'Document' }, { key: 'issued', label: 'Issued' }, { key: 'expiry', label: 'Expiry date' }],
      rows: [{ doc: 'Passport', issued: '01-01-2020', expiry: '01-01-2030' }, { doc: 'Visa', issued: '01-01-2025', expiry: '20-03-2026' }, { doc: 'Old', expiry: 'n/a' }],
    },
  }
  assert.equal(parameterExpiry(table, now), O.some('expiring'))
  assert.equal(parameterExpiry({ name: 'ATPL', value: '01-03-2026' }, now), O.some('expired'))
})

/** The "Recurrent trainings/checks" table as the reference server sends it on 15 March 2026. */
const checkColumns = [{ key: 'check', label: 'Check' }, { key: 'lastDone', label: 'Last done' }, { key: 'validUntil', label: 'Valid until' }]
const checkRow = (check: string, lastDone: string, validUntil: string) => ({ check, lastDone, validUntil })

Expiry('a row\'s status comes from its "Valid until" column only: a past "Last done" never makes a valid check expired', () => {
  const status = (row: Record<string, string>) => rowExpiry(row, checkColumns, now)
  assert.equal(status(checkRow('OPC/LPC', '14-01-2026', '13-07-2026')), O.some('valid'))
  assert.equal(status(checkRow('Line check', '27-08-2025', '27-08-2026')), O.some('valid'))
  assert.equal(status(checkRow('CRM', '19-04-2025', '09-04-2026')), O.some('expiring'))
  assert.equal(status(checkRow('Dangerous goods', '09-02-2025', '10-03-2026')), O.some('expired'))
})

Expiry('the validity column is found by key or label, in English or French; a table without one marks no row', () => {
  assert.equal(O.map((c: { key: string }) => c.key)(expiryColumn(checkColumns)), O.some('validUntil'))
  assert.equal(O.map((c: { key: string }) => c.key)(expiryColumn([{ key: 'c2', label: "Valable jusqu'au" }])), O.some('c2'))
  assert.equal(O.map((c: { key: string }) => c.key)(expiryColumn([{ key: 'expiryDt', label: 'Date' }])), O.some('expiryDt'))
  assert.equal(rowExpiry({ check: 'OPC', lastDone: '01-01-2020' }, [{ key: 'check', label: 'Check' }, { key: 'lastDone', label: 'Last done' }], now), O.none)
  assert.equal(rowExpiry(checkRow('ATPL', '01-01-2020', 'unlimited'), checkColumns, now), O.none)
})

Expiry('a licence or passport line reads the date after its validity word, not an earlier issue date', () => {
  assert.equal(parameterExpiry({ name: 'Class 1 medical', value: 'issued 01-03-2025, valid until 05-04-2026' }, now), O.some('expiring'))
  assert.equal(parameterExpiry({ name: 'Passport', value: 'issued 01-01-2020 expires 01-01-2030' }, now), O.some('valid'))
  assert.equal(parameterExpiry({ name: 'Passport valid until', value: '01-03-2026' }, now), O.some('expired'))
  assert.equal(parameterExpiry({ name: 'Passport', value: '01-01-2020 / 01-01-2030' }, now), O.none, 'two unmarked dates: no guess')
})

Expiry('"expires soon" thresholds are per group and per profile', () => {
  const thresholds = { checks: 30, licences: 60, travelDocuments: 180 }
  assert.equal(warningDaysFor('Recurrent trainings/checks', thresholds), O.some(30))
  assert.equal(warningDaysFor('Licences', thresholds), O.some(60))
  assert.equal(warningDaysFor(' passports / visas ', thresholds), O.some(180))
  assert.equal(warningDaysFor('Qualifications', thresholds), O.none)
  assert.equal(DEFAULT_DISPLAY_OPTIONS.expiryWarningDays, { checks: 30, licences: 30, travelDocuments: 30 })
  const passport = { document: 'Passport', validUntil: '15-08-2026' }
  const columns = [{ key: 'document', label: 'Document' }, { key: 'validUntil', label: 'Valid until' }]
  assert.equal(rowExpiry(passport, columns, now, 30), O.some('valid'))
  assert.equal(rowExpiry(passport, columns, now, 180), O.some('expiring'))
})

Expiry.run()

const Load = suite('loadSummary')

Load('loads "GET roster/{crmId}/summary" with the validated start and end', async () => {
  const queries: Array<{ start: Temporal.PlainDate; end: Temporal.PlainDate }> = []
  const query = validateSummaryRange(range('2026-03-01', '2026-04-30'), march)
  assert.ok(E.isRight(query))
  if (E.isRight(query)) {
    const loaded = await loadSummary({ port: aSummaryPort(queries) })({ crmId: 'C1' as CrmId, query: query.right })()
    assert.ok(E.isRight(loaded) && loaded.right.groups.length === 3)
    assert.equal(queries.map((q) => `${q.start.toString()}..${q.end.toString()}`), ['2026-03-01..2026-04-30'])
  }
})

Load.run()
