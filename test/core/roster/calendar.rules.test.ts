import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildCalendar, isSuspendedDay, type CalendarView } from '../../../core/roster/calendar.rules'
import { aRange, anEvent, date, display, zone } from './fixtures'

const UTC = zone('UTC')
const dayOf = (view: CalendarView, iso: string) => view.weeks.flat().find((d) => d.date.toString() === iso)

const Suspended = suite('isSuspendedDay')

Suspended('"A day is suspended if any of its events is SUSP"', () => {
  const events = [
    anEvent({ type: 'LEG', fromDateTimeUTC: '2026-03-10T08:00:00+00:00', toDateTimeUTC: '2026-03-10T10:00:00+00:00' }),
    anEvent({ type: 'SUSP', fromDateTimeUTC: '2026-03-11T00:00:00+00:00', toDateTimeUTC: '2026-03-13T00:00:00+00:00' }),
  ]
  assert.not.ok(isSuspendedDay(date('2026-03-10'), events, UTC))
  assert.ok(isSuspendedDay(date('2026-03-11'), events, UTC))
  assert.ok(isSuspendedDay(date('2026-03-12'), events, UTC))
  assert.not.ok(isSuspendedDay(date('2026-03-13'), events, UTC), 'ends exactly at midnight: not the 13th')
})

Suspended.run()

const Build = suite('buildCalendar')

const events = [
  anEvent({ id: 'leg', type: 'FPR', fromDateTimeUTC: '2026-03-15T22:00:00+00:00', toDateTimeUTC: '2026-03-16T01:00:00+00:00' }),
  anEvent({ id: 'early', type: 'SBY', fromDateTimeUTC: '2026-03-15T05:00:00+00:00', toDateTimeUTC: '2026-03-15T09:00:00+00:00' }),
  anEvent({ id: 'tag', type: 'RTG', fromDateTimeUTC: '2026-03-15T00:00:00+00:00', toDateTimeUTC: '2026-03-16T00:00:00+00:00' }),
  anEvent({ id: 'remark', type: 'DREM', fromDateTimeUTC: '2026-03-15T00:00:00+00:00', toDateTimeUTC: '2026-03-15T00:00:00+00:00' }),
  anEvent({ id: 'susp', type: 'SUSP', fromDateTimeUTC: '2026-03-20T00:00:00+00:00', toDateTimeUTC: '2026-03-21T00:00:00+00:00' }),
  anEvent({ id: 'old', type: 'VAC', fromDateTimeUTC: '2026-01-10T00:00:00+00:00', toDateTimeUTC: '2026-01-11T00:00:00+00:00' }),
]
const build = (showRosterTags: boolean, weekStartsOnMonday = false) =>
  buildCalendar({
    blockMonth: aRange(),
    events,
    display: display({ weekStartsOnMonday, calendarCodeMapping: { FPR: 'DH', SBY: 'RAP' } }),
    preferences: { showRosterTags },
    timeZone: UTC,
  })

Build('each day lists the tags of the shown events by start slot, with mapped codes and kinds', () => {
  const day = dayOf(build(false), '2026-03-15')!
  assert.equal(day.tags.map((t) => [t.event.id, t.code, t.kind, t.placement.startSlot, t.placement.span]), [
    ['early', 'RAP', 'standby', 5, 4],
    ['leg', 'DH', 'positioning', 22, 2],
  ])
  assert.equal(dayOf(build(false), '2026-03-16')!.tags.map((t) => [t.event.id, t.placement.startSlot, t.placement.span]), [['leg', 0, 1]])
})

Build('DREM never shows; RTG shows with the preference on', () => {
  const ids = (view: CalendarView) => view.weeks.flat().flatMap((d) => d.tags.map((t) => t.event.id))
  assert.not.ok(ids(build(true)).includes('remark'))
  assert.ok(ids(build(true)).includes('tag'))
  assert.not.ok(ids(build(false)).includes('tag'))
})

Build('"Suspension events fill the whole day": the day is flagged suspended', () => {
  const view = build(false)
  assert.ok(dayOf(view, '2026-03-20')!.suspended)
  assert.not.ok(dayOf(view, '2026-03-21')!.suspended)
})

Build('whole weeks, week start per profile, and events outside the grid are dropped', () => {
  assert.is(build(false).weeks.length, 5)
  assert.is(build(false, true).weeks.length, 6)
  assert.is(build(false).weeks.flat().filter((d) => d.tags.some((t) => t.event.id === 'old')).length, 0)
  assert.is(build(false).columns, 7)
})

Build('in a zone far from UTC, events just outside the UTC days of the grid still reach its first and last day', () => {
  const edge = [
    anEvent({ id: 'before', type: 'SBY', fromDateTimeUTC: '2026-02-28T10:00:00+00:00', toDateTimeUTC: '2026-02-28T11:00:00+00:00' }),
    anEvent({ id: 'after', type: 'SBY', fromDateTimeUTC: '2026-04-05T10:00:00+00:00', toDateTimeUTC: '2026-04-05T11:00:00+00:00' }),
    anEvent({ id: 'susp-after', type: 'SUSP', fromDateTimeUTC: '2026-04-05T11:00:00+00:00', toDateTimeUTC: '2026-04-05T11:30:00+00:00' }),
    anEvent({ id: 'far', type: 'SBY', fromDateTimeUTC: '2026-04-07T10:00:00+00:00', toDateTimeUTC: '2026-04-07T11:00:00+00:00' }),
  ]
  const view = (id: string) => buildCalendar({ blockMonth: aRange(), events: edge, display: display(), preferences: { showRosterTags: true }, timeZone: zone(id) })
  const ids = (v: CalendarView, iso: string) => dayOf(v, iso)!.tags.map((t) => t.event.id)
  assert.equal(ids(view('+14:00'), '2026-03-01'), ['before'])
  assert.equal(ids(view('-12:00'), '2026-04-04'), ['after', 'susp-after'])
  assert.ok(dayOf(view('-12:00'), '2026-04-04')!.suspended)
  assert.is(view('-12:00').weeks.flat().filter((d) => ids(view('-12:00'), d.date.toString()).includes('far')).length, 0)
  assert.equal(ids(view('UTC'), '2026-03-01'), [])
  assert.equal(ids(view('UTC'), '2026-04-04'), [])
})

Build('a day is suspended in the calendar exactly when isSuspendedDay says so, in any zone', () => {
  const susp = [
    ...events,
    anEvent({ id: 'late', type: 'SUSP', fromDateTimeUTC: '2026-03-05T22:30:00+00:00', toDateTimeUTC: '2026-03-06T02:00:00+00:00' }),
    anEvent({ id: 'backwards', type: 'SUSP', fromDateTimeUTC: '2026-03-25T12:00:00+00:00', toDateTimeUTC: '2026-03-24T12:00:00+00:00' }),
  ]
  for (const id of ['UTC', 'Europe/Paris', 'America/Los_Angeles', '+14:00', '-12:00']) {
    const view = buildCalendar({ blockMonth: aRange(), events: susp, display: display(), preferences: { showRosterTags: false }, timeZone: zone(id) })
    for (const day of view.weeks.flat()) assert.is(day.suspended, isSuspendedDay(day.date, susp, zone(id)), `${id} ${day.date.toString()}`)
  }
})

Build.run()
