import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { blockStatus, collapseAllButToggle, setBlock, toggleBlock } from '../../../core/roster/event-blocks.rules'

const Blocks = suite('event blocks')

Blocks('"Toggle flips open/closed" (a block never set is closed)', () => {
  assert.is(blockStatus({}, 'a'), 'closed')
  const opened = toggleBlock({}, 'a')
  assert.is(blockStatus(opened, 'a'), 'open')
  assert.is(blockStatus(toggleBlock(opened, 'a'), 'a'), 'closed')
})

Blocks('"an explicit status sets it"', () => {
  assert.is(blockStatus(setBlock({ a: 'open' }, 'a', 'open'), 'a'), 'open')
  assert.is(blockStatus(setBlock({ a: 'open' }, 'a', 'closed'), 'a'), 'closed')
  assert.equal(setBlock({ b: 'open' }, 'a', 'open'), { b: 'open', a: 'open' })
})

Blocks('"\'collapse all but toggle current\' closes all others and flips the current one"', () => {
  assert.equal(collapseAllButToggle({ a: 'open', b: 'open', c: 'closed' }, 'c'), { a: 'closed', b: 'closed', c: 'open' })
  assert.equal(collapseAllButToggle({ a: 'open', b: 'open' }, 'b'), { a: 'closed', b: 'closed' })
  assert.equal(collapseAllButToggle({ a: 'open' }, 'new'), { a: 'closed', new: 'open' })
})

Blocks('ids that are object-prototype names are plain ids', () => {
  assert.is(blockStatus({}, 'toString'), 'closed')
  assert.is(blockStatus(toggleBlock({}, '__proto__'), '__proto__'), 'open')
})

Blocks.run()
