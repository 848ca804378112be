import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { calendarGrid, startOfWeek, weekdayOrder } from '../../../core/roster/calendar-grid.rules'
import { aRange, date } from './fixtures'

const Grid = suite('calendarGrid')

Grid('"Seven columns, with weeks starting Sunday by default"', () => {
  const grid = calendarGrid(aRange(), false)
  assert.is(grid.columns, 7)
  assert.equal(grid.weekdays, [7, 1, 2, 3, 4, 5, 6])
  for (const week of grid.weeks) {
    assert.is(week.length, 7)
    assert.is(week[0]!.date.dayOfWeek, 7)
  }
})

Grid('"or Monday per profile"', () => {
  const grid = calendarGrid(aRange(), true)
  assert.equal(grid.weekdays, [1, 2, 3, 4, 5, 6, 7])
  for (const week of grid.weeks) assert.is(week[0]!.date.dayOfWeek, 1)
})

Grid('"It spans whole weeks around the block month" (March 2026: Sun 1 Mar to Tue 31 Mar)', () => {
  const sunday = calendarGrid(aRange(), false)
  assert.is(sunday.weeks.length, 5)
  assert.is(sunday.weeks[0]![0]!.date.toString(), '2026-03-01')
  assert.is(sunday.weeks[4]![6]!.date.toString(), '2026-04-04')
  const monday = calendarGrid(aRange(), true)
  assert.is(monday.weeks.length, 6)
  assert.is(monday.weeks[0]![0]!.date.toString(), '2026-02-23')
  assert.is(monday.weeks[5]![6]!.date.toString(), '2026-04-05')
})

Grid('days outside the block month are marked as such', () => {
  const monday = calendarGrid(aRange(), true)
  assert.not.ok(monday.weeks[0]![5]!.inBlockMonth)
  assert.ok(monday.weeks[0]![6]!.inBlockMonth)
  assert.not.ok(monday.weeks[5]![2]!.inBlockMonth)
})

Grid('"Each day has 24 hour slots"', () => {
  const grid = calendarGrid(aRange(), false)
  assert.is(grid.hourSlots.length, 24)
  assert.is(grid.hourSlots[0], 0)
  assert.is(grid.hourSlots[23], 23)
})

Grid.run()

const Week = suite('startOfWeek')

Week('Sunday start goes back to the Sunday on or before; Monday start to the Monday', () => {
  assert.is(startOfWeek(date('2026-03-18'), false).toString(), '2026-03-15')
  assert.is(startOfWeek(date('2026-03-15'), false).toString(), '2026-03-15')
  assert.is(startOfWeek(date('2026-03-15'), true).toString(), '2026-03-09')
  assert.is(weekdayOrder(true)[6], 7)
})

Week.run()
