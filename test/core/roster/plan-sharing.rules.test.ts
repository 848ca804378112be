import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { dutyPlanOf, type DutyPlan } from '../../../core/roster/load-duties.use-case'
import { sharePlan } from '../../../core/roster/plan-sharing.rules'
import { RosterData } from '../../../core/roster/roster.codec'
import { deepEqual } from '../../../core/shared/validation/form.rules'
import type { DutyEventWire } from '../../../core/roster/event.codec'
import { wireRosterDataArb } from './arbitraries'
import { wireEvent } from './fixtures'

/** Decodes wire roster data into a plan: each call makes new objects, as a second answer from the server does. */
const planOf = (wire: unknown): DutyPlan => {
  const result = RosterData.decode(wire)
  if (E.isLeft(result)) throw new Error('fixture does not decode')
  return dutyPlanOf(result.right)
}

const PERIOD = { from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' }
const MONTHS = [{ id: 'BM03', name: 'March', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' }]
const legs: ReadonlyArray<DutyEventWire> = [
  wireEvent({ id: 'A', type: 'LEG', fromDateTimeUTC: '2026-03-02T08:00:00+00:00', toDateTimeUTC: '2026-03-02T10:00:00+00:00' }),
  wireEvent({ id: 'B', type: 'LEG', fromDateTimeUTC: '2026-03-03T08:00:00+00:00', toDateTimeUTC: '2026-03-03T10:00:00+00:00' }),
  // Ends exactly at midnight.
  wireEvent({ id: 'C', type: 'OTHER', fromDateTimeUTC: '2026-03-04T20:00:00+00:00', toDateTimeUTC: '2026-03-05T00:00:00+00:00' }),
]
const wireOf = (events: ReadonlyArray<DutyEventWire>, period = PERIOD, months = MONTHS) => ({ events, rosterPeriod: period, blockMonthList: months })

const Examples = suite('sharePlan: the fresh plan with the shown plan\'s objects where equal')

Examples('an unchanged roster: the shown plan itself (nothing to draw again)', () => {
  const shown = planOf(wireOf(legs))
  const fresh = planOf(wireOf(legs))
  assert.ok(shown.events[0] !== fresh.events[0], 'two decodes make two objects')
  assert.is(sharePlan(shown, fresh), shown)
})

Examples('one duty changed: only that duty is the fresh object, the others and the list frame are the shown ones', () => {
  const shown = planOf(wireOf(legs))
  const changed = [legs[0]!, { ...legs[1]!, toDateTimeUTC: '2026-03-03T11:00:00+00:00' }, legs[2]!]
  const fresh = planOf(wireOf(changed))
  const shared = sharePlan(shown, fresh)
  assert.ok(deepEqual(shared, fresh))
  assert.is(shared.events[0], shown.events[0])
  assert.is(shared.events[1], fresh.events[1])
  assert.is(shared.events[2], shown.events[2])
  assert.ok(shared.events !== shown.events, 'a new list: the screen draws the changed row')
  assert.is(shared.rosterPeriod, shown.rosterPeriod)
  assert.is(shared.blockMonthList, shown.blockMonthList)
})

Examples('the same instant in another offset is a change (the local times shown differ)', () => {
  const shown = planOf(wireOf(legs))
  const moved = [legs[0]!, { ...legs[1]!, fromDateTimeUTC: '2026-03-03T09:00:00+01:00' }, legs[2]!]
  const fresh = planOf(wireOf(moved))
  const shared = sharePlan(shown, fresh)
  assert.is(shared.events[1], fresh.events[1])
  assert.ok(shared !== shown)
})

Examples('a pairing whose child changed is a changed duty', () => {
  const child = wireEvent({ id: 'P-1', type: 'LEG', fromDateTimeUTC: '2026-03-02T08:00:00+00:00', toDateTimeUTC: '2026-03-02T10:00:00+00:00' })
  const pairing = (remark: string) => wireEvent({ id: 'P', type: 'PAR', fromDateTimeUTC: '2026-03-02T07:00:00+00:00', toDateTimeUTC: '2026-03-02T11:00:00+00:00', events: [{ ...child, remark }] })
  const shown = planOf(wireOf([pairing('crew bus 06:10')]))
  const fresh = planOf(wireOf([pairing('crew bus 06:25')]))
  const shared = sharePlan(shown, fresh)
  assert.is(shared.events[0], fresh.events[0])
  assert.is(shared.events[0]?.events?.[0]?.remark, 'crew bus 06:25')
})

Examples('a duty added, one removed, the order changed: the list is the fresh one, unchanged duties kept', () => {
  const shown = planOf(wireOf(legs))
  const added = wireEvent({ id: 'D', type: 'LEG', fromDateTimeUTC: '2026-03-01T08:00:00+00:00', toDateTimeUTC: '2026-03-01T10:00:00+00:00' })
  const fresh = planOf(wireOf([legs[2]!, added, legs[0]!]))
  const shared = sharePlan(shown, fresh)
  assert.equal(shared.events.map((e) => e.id), ['D', 'A', 'C'])
  assert.is(shared.events[0], fresh.events[0])
  assert.is(shared.events[1], shown.events[0])
  assert.is(shared.events[2], shown.events[2])

  const fewer = planOf(wireOf([legs[0]!, legs[1]!]))
  const after = sharePlan(shown, fewer)
  assert.is(after.events.length, 2)
  assert.is(after.events[0], shown.events[0])
  assert.ok(after.events !== shown.events)
})

Examples('only the roster period or the block months changed: the duties are the shown list itself', () => {
  const shown = planOf(wireOf(legs))
  const fresh = planOf(wireOf(legs, { ...PERIOD, to: '2026-04-30T00:00:00+00:00' }))
  const shared = sharePlan(shown, fresh)
  assert.is(shared.events, shown.events)
  assert.is(shared.rosterPeriod, fresh.rosterPeriod)
  assert.is(shared.blockMonthList, shown.blockMonthList)

  const renamed = sharePlan(shown, planOf(wireOf(legs, PERIOD, [{ ...MONTHS[0]!, name: 'Mars' }])))
  assert.is(renamed.events, shown.events)
  assert.is(renamed.blockMonthList[0]?.name, 'Mars')
})

Examples('two duties with one id: each compared with the one at its place, else with the first of its id', () => {
  const twin = { ...legs[0]!, remark: 'second' }
  const shown = planOf(wireOf([legs[0]!, twin]))
  const fresh = planOf(wireOf([legs[0]!, twin]))
  assert.is(sharePlan(shown, fresh), shown)
  // Swapped: neither is at its place; the first of the id is kept where it equals, the other is fresh.
  const swapped = planOf(wireOf([twin, legs[0]!]))
  const shared = sharePlan(shown, swapped)
  assert.ok(deepEqual(shared, swapped))
  assert.is(shared.events[0], swapped.events[0])
  assert.is(shared.events[1], shown.events[0])
})

const Properties = suite('sharePlan: properties')

Properties('the result always equals the fresh plan, and is made only of shown objects equal to it or fresh objects', () => {
  fc.assert(
    fc.property(wireRosterDataArb, wireRosterDataArb, fc.boolean(), (a, b, mix) => {
      const shown = planOf(a)
      // Half the time the fresh plan shares duties with the shown one (a real refresh changes a few).
      const fresh = planOf(mix ? { ...b, events: [...a.events.slice(0, 1), ...b.events] } : b)
      const shared = sharePlan(shown, fresh)
      assert.ok(deepEqual(shared, fresh), 'equal to the fresh plan')
      shared.events.forEach((event, i) => {
        assert.ok(event === fresh.events[i] || (shown.events.includes(event) && deepEqual(event, fresh.events[i])))
      })
    }),
    { numRuns: 300 },
  )
})

Properties('a plan decoded again from the same data gives back the shown plan itself', () => {
  fc.assert(
    fc.property(wireRosterDataArb, (wire) => {
      const shown = planOf(wire)
      assert.is(sharePlan(shown, planOf(wire)), shown)
      assert.is(sharePlan(shown, shown), shown)
    }),
    { numRuns: 300 },
  )
})

Examples.run()
Properties.run()
