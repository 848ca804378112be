import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  blockMonthTitle,
  containsInstant,
  currentBlockMonth,
  hasNext,
  hasPrevious,
  nextBlockMonth,
  previousBlockMonth,
  selectBlockMonth,
  sortBlockMonths,
  toBlockMonthRange,
} from '../../../core/roster/block-month.rules'
import { aBlockMonth, display, instant } from './fixtures'

const FEB = aBlockMonth('BM02', '2026-02-01T00:00:00+00:00', '2026-02-28T00:00:00+00:00', { name: 'February' })
const MAR = aBlockMonth('BM03', '2026-03-01T00:00:00+00:00', '2026-03-31T00:00:00+00:00', { description: 'March 2026' })
const APR = aBlockMonth('BM04', '2026-04-01T00:00:00+00:00', '2026-04-30T00:00:00+00:00')
const sorted = sortBlockMonths([APR, FEB, MAR])
const ids = (o: O.Option<{ id: string }>) => O.map((bm: { id: string }) => bm.id)(o)

const Bounds = suite('toBlockMonthRange')

Bounds('"Start is set to start of day and end to end of day in UTC" (00:00:00 and 23:59:59.999)', () => {
  const range = toBlockMonthRange(aBlockMonth('X', '2026-03-01T10:15:00+00:00', '2026-03-31T06:00:00+00:00'))
  assert.is(range.start.toString(), '2026-03-01T00:00:00+00:00[UTC]')
  assert.is(range.end.toString(), '2026-03-31T23:59:59.999+00:00[UTC]')
})

Bounds('the UTC day is taken: 00:30 at +02:00 belongs to the previous UTC day', () => {
  const range = toBlockMonthRange(aBlockMonth('X', '2026-03-01T00:30:00+02:00', '2026-03-31T00:30:00+02:00'))
  assert.is(range.start.toPlainDate().toString(), '2026-02-28')
  assert.is(range.end.toPlainDate().toString(), '2026-03-30')
})

Bounds('name and description are kept when present', () => {
  assert.is(toBlockMonthRange(FEB).name, 'February')
  assert.is(toBlockMonthRange(MAR).description, 'March 2026')
  assert.not.ok('name' in toBlockMonthRange(APR))
})

Bounds.run()

const Sort = suite('sortBlockMonths')

Sort('"Block months are sorted by start"', () => {
  assert.equal(sorted.map((bm) => bm.id), ['BM02', 'BM03', 'BM04'])
})

Sort.run()

const Select = suite('selectBlockMonth')

Select('"The active block month is kept if already set"', () => {
  assert.equal(ids(selectBlockMonth(sorted, O.some('BM04'), instant('2026-03-15T08:00:00Z'))), O.some('BM04'))
})

Select('"Otherwise it is the month containing the current date"', () => {
  assert.equal(ids(selectBlockMonth(sorted, O.none, instant('2026-03-15T08:00:00Z'))), O.some('BM03'))
  assert.equal(ids(currentBlockMonth(sorted, instant('2026-02-28T23:59:59.999Z'))), O.some('BM02'))
})

Select('"or else the last one"; an active id no longer listed counts as unset; empty list selects none', () => {
  assert.equal(ids(selectBlockMonth(sorted, O.none, instant('2027-01-01T00:00:00Z'))), O.some('BM04'))
  assert.equal(ids(selectBlockMonth(sorted, O.some('BM99'), instant('2026-02-10T00:00:00Z'))), O.some('BM02'))
  assert.equal(selectBlockMonth([], O.none, instant('2026-02-10T00:00:00Z')), O.none)
})

Select('containment includes both UTC day bounds', () => {
  const mar = toBlockMonthRange(MAR)
  assert.ok(containsInstant(mar, instant('2026-03-01T00:00:00Z')))
  assert.ok(containsInstant(mar, instant('2026-03-31T23:59:59.999Z')))
  assert.not.ok(containsInstant(mar, instant('2026-04-01T00:00:00Z')))
})

Select.run()

const Step = suite('previous/next')

Step('"Previous/next moves one step and stops at the ends"', () => {
  assert.equal(ids(previousBlockMonth(sorted, 'BM03')), O.some('BM02'))
  assert.equal(ids(nextBlockMonth(sorted, 'BM03')), O.some('BM04'))
  assert.equal(previousBlockMonth(sorted, 'BM02'), O.none)
  assert.equal(nextBlockMonth(sorted, 'BM04'), O.none)
  assert.equal(nextBlockMonth(sorted, 'unknown'), O.none)
})

Step('"The arrows are hidden when there is no previous or next block month"', () => {
  assert.equal([hasPrevious(sorted, 'BM02'), hasNext(sorted, 'BM02')], [false, true])
  assert.equal([hasPrevious(sorted, 'BM04'), hasNext(sorted, 'BM04')], [true, false])
  assert.equal([hasPrevious([sorted[1]!], 'BM03'), hasNext([sorted[1]!], 'BM03')], [false, false])
})

Step.run()

const Title = suite('blockMonthTitle')

Title('"name or description", with the interval per profile', () => {
  assert.is(blockMonthTitle(toBlockMonthRange(FEB), display({ showBlockMonthCode: false, showBlockMonthInterval: false })).text, 'February')
  const march = blockMonthTitle(toBlockMonthRange(MAR), display({ showBlockMonthCode: false, showBlockMonthInterval: true }))
  assert.is(march.label, 'March 2026')
  assert.is(march.interval, '01 Mar - 31 Mar')
  assert.is(march.text, 'March 2026 (01 Mar - 31 Mar)')
})

Title('"block month code" per profile, and French month names', () => {
  const title = blockMonthTitle(toBlockMonthRange(MAR), display({ showBlockMonthCode: true, showBlockMonthInterval: true }), 'fr')
  assert.is(title.code, 'BM03')
  assert.is(title.text, 'BM03 Mars 2026 (01 mars - 31 mars)')
  assert.is(blockMonthTitle(toBlockMonthRange(APR), display({ showBlockMonthCode: true, showBlockMonthInterval: false })).text, 'BM04')
})

Title('a month name sent by the server is written in the user\'s language: "March 2026" reads "Mars 2026" in French', () => {
  const none = display({ showBlockMonthCode: false, showBlockMonthInterval: false })
  assert.is(blockMonthTitle(toBlockMonthRange(MAR), none, 'fr').label, 'Mars 2026')
  assert.is(blockMonthTitle(toBlockMonthRange(FEB), none, 'fr').label, 'Février')
  assert.is(blockMonthTitle(toBlockMonthRange(MAR), none, 'en').label, 'March 2026')
  for (const name of ['MAR 2026', 'mars 2026', 'Mar. 2026', 'march   2026']) {
    assert.is(blockMonthTitle({ ...toBlockMonthRange(MAR), name }, none, 'fr').label, 'Mars 2026', name)
    assert.is(blockMonthTitle({ ...toBlockMonthRange(MAR), name }, none, 'en').label, 'March 2026', name)
  }
  assert.is(blockMonthTitle({ ...toBlockMonthRange(MAR), name: 'Août 2026' }, none, 'en').label, 'August 2026')
  assert.is(blockMonthTitle({ ...toBlockMonthRange(MAR), name: 'Summer block 1' }, none, 'fr').label, 'Summer block 1', 'an airline\'s own name shows as sent')
})

Title.run()
