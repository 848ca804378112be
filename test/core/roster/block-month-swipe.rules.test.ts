import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { swipeMove } from '../../../core/roster/block-month-swipe.rules'

const Swipe = suite('swipeMove')
const both = { hasPrevious: true, hasNext: true }

Swipe('"Swiping horizontally by more than 100 px moves to the previous or next block month"', () => {
  assert.equal(swipeMove(101, both), O.some('Previous'))
  assert.equal(swipeMove(-101, both), O.some('Next'))
  assert.equal(swipeMove(100, both), O.none)
  assert.equal(swipeMove(-100, both), O.none)
})

Swipe('"if allowed": no move past the first or last block month', () => {
  assert.equal(swipeMove(250, { hasPrevious: false, hasNext: true }), O.none)
  assert.equal(swipeMove(-250, { hasPrevious: true, hasNext: false }), O.none)
})

Swipe.run()
