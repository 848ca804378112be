import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { blockMonthReducer, initialBlockMonthState, type BlockMonthState } from '../../../core/roster/block-month.machine'
import { aBlockMonth, instant } from './fixtures'

const list = [
  aBlockMonth('BM04', '2026-04-01T00:00:00+00:00', '2026-04-30T00:00:00+00:00'),
  aBlockMonth('BM02', '2026-02-01T00:00:00+00:00', '2026-02-28T00:00:00+00:00'),
  aBlockMonth('BM03', '2026-03-01T00:00:00+00:00', '2026-03-31T00:00:00+00:00'),
]
const now = instant('2026-03-15T08:00:00Z')
const loaded = blockMonthReducer(initialBlockMonthState, { _tag: 'Loaded', blockMonthList: list, now })

const Machine = suite('blockMonthReducer')

Machine('on load the list is sorted and the month containing the current date becomes active', () => {
  assert.equal(loaded.state.blockMonths.map((bm) => bm.id), ['BM02', 'BM03', 'BM04'])
  assert.equal(loaded.state.activeId, O.some('BM03'))
  assert.equal(loaded.effects.map((e) => [e._tag, e.blockMonth.id]), [['ActiveChanged', 'BM03']])
})

Machine('"The active block month is kept if already set": a reload keeps it, with no effect', () => {
  const moved = blockMonthReducer(loaded.state, { _tag: 'Next' }).state
  const reloaded = blockMonthReducer(moved, { _tag: 'Loaded', blockMonthList: list, now })
  assert.equal(reloaded.state.activeId, O.some('BM04'))
  assert.equal(reloaded.effects, [])
})

Machine('"Previous/next moves one step and stops at the ends"', () => {
  const first = blockMonthReducer(loaded.state, { _tag: 'Previous' })
  assert.equal(first.state.activeId, O.some('BM02'))
  const stuck = blockMonthReducer(first.state, { _tag: 'Previous' })
  assert.is(stuck.state, first.state)
  assert.equal(stuck.effects, [])
})

Machine('choosing a listed block month activates it; an unknown id changes nothing', () => {
  assert.equal(blockMonthReducer(loaded.state, { _tag: 'Choose', id: 'BM04' }).state.activeId, O.some('BM04'))
  assert.is(blockMonthReducer(loaded.state, { _tag: 'Choose', id: 'nope' }).state, loaded.state)
})

Machine('an empty list leaves no active block month', () => {
  const state: BlockMonthState = blockMonthReducer(loaded.state, { _tag: 'Loaded', blockMonthList: [], now }).state
  assert.equal(state.activeId, O.none)
})

Machine.run()
