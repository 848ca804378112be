import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { blockMonthReducer, initialBlockMonthState, type BlockMonthState } from '../../../core/roster/block-month.machine'
import { toBlockMonthRange, type BlockMonthRange } from '../../../core/roster/block-month.rules'
import { aBlockMonth, instant } from './fixtures'

const list = [
  aBlockMonth('BM04', '2026-04-01T00:00:00+00:00', '2026-04-30T00:00:00+00:00'),
  aBlockMonth('BM02', '2026-02-01T00:00:00+00:00', '2026-02-28T00:00:00+00:00'),
  aBlockMonth('BM03', '2026-03-01T00:00:00+00:00', '2026-03-31T00:00:00+00:00'),
]
const now = instant('2026-03-15T08:00:00Z')
const loaded = blockMonthReducer(initialBlockMonthState, { _tag: 'Loaded', blockMonthList: list, now })
const activeId = (state: BlockMonthState) => O.map((bm: BlockMonthRange) => bm.id)(state.active)
const listed = (state: BlockMonthState, id: string): BlockMonthRange => {
  const found = state.blockMonths.find((bm) => bm.id === id)
  if (found === undefined) throw new Error(`no ${id} in the fixture list`)
  return found
}

const Machine = suite('blockMonthReducer')

Machine('on load the list is sorted and the month containing the current date becomes active', () => {
  assert.equal(loaded.state.blockMonths.map((bm) => bm.id), ['BM02', 'BM03', 'BM04'])
  assert.equal(activeId(loaded.state), O.some('BM03'))
  assert.equal(loaded.effects.map((e) => [e._tag, e.blockMonth.id]), [['ActiveChanged', 'BM03']])
})

Machine('"The active block month is kept if already set": a reload keeps it, with no effect', () => {
  const moved = blockMonthReducer(loaded.state, { _tag: 'Next' }).state
  const reloaded = blockMonthReducer(moved, { _tag: 'Loaded', blockMonthList: list, now })
  assert.equal(activeId(reloaded.state), O.some('BM04'))
  assert.equal(reloaded.effects, [])
})

Machine('"Previous/next moves one step and stops at the ends"', () => {
  const first = blockMonthReducer(loaded.state, { _tag: 'Previous' })
  assert.equal(activeId(first.state), O.some('BM02'))
  const stuck = blockMonthReducer(first.state, { _tag: 'Previous' })
  assert.is(stuck.state, first.state)
  assert.equal(stuck.effects, [])
})

Machine('choosing a listed block month activates it; an unknown id changes nothing', () => {
  assert.equal(activeId(blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: listed(loaded.state, 'BM04') }).state), O.some('BM04'))
  const unknown = toBlockMonthRange(aBlockMonth('nope', '2026-05-01T00:00:00+00:00', '2026-05-31T00:00:00+00:00'))
  assert.is(blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: unknown }).state, loaded.state)
})

Machine('Choose makes the block month it carries the active one, with ActiveChanged for it', () => {
  const april = listed(loaded.state, 'BM04')
  const chosen = blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: april })
  assert.ok(O.exists((bm) => bm === april)(chosen.state.active), 'the very block month passed in, not a copy looked up again')
  assert.equal(chosen.state.blockMonths, loaded.state.blockMonths, 'the list stays as loaded')
  assert.equal(chosen.effects, [{ _tag: 'ActiveChanged', blockMonth: april }])
})

Machine('choosing the active block month again changes nothing and redraws nothing', () => {
  const march = listed(loaded.state, 'BM03')
  const again = blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: march })
  assert.is(again.state, loaded.state)
  assert.equal(again.effects, [])
})

Machine('a block month chosen on the summary is kept by the next reload (one selection for home and summary)', () => {
  const chosen = blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: listed(loaded.state, 'BM02') }).state
  const later = instant('2026-04-10T08:00:00Z')
  const reloaded = blockMonthReducer(chosen, { _tag: 'Loaded', blockMonthList: list, now: later })
  assert.equal(activeId(reloaded.state), O.some('BM02'))
  assert.equal(reloaded.effects, [])
  assert.equal(activeId(blockMonthReducer(reloaded.state, { _tag: 'Next' }).state), O.some('BM03'), 'the arrows step from the chosen one')
})

Machine('a reload that drops the chosen block month falls back to the month of the clock', () => {
  const chosen = blockMonthReducer(loaded.state, { _tag: 'Choose', blockMonth: listed(loaded.state, 'BM02') }).state
  const withoutFebruary = list.filter((bm) => bm.id !== 'BM02')
  const reloaded = blockMonthReducer(chosen, { _tag: 'Loaded', blockMonthList: withoutFebruary, now: instant('2026-04-10T08:00:00Z') })
  assert.equal(activeId(reloaded.state), O.some('BM04'))
  assert.equal(reloaded.effects.map((e) => e.blockMonth.id), ['BM04'])
})

Machine('an empty list leaves no active block month', () => {
  const state: BlockMonthState = blockMonthReducer(loaded.state, { _tag: 'Loaded', blockMonthList: [], now }).state
  assert.equal(state.active, O.none)
})

Machine.run()
