import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { rememberIds } from '../../../core/shared/remembered-ids.rules'

const Ids = suite('rememberIds: the stored shown/read ids')
const RUNS = 300

Ids('new ids are appended once, in the order seen; known ones keep their place', () => {
  assert.equal(rememberIds(['a', 'b'], ['b', 'c', 'c', 'd']), ['a', 'b', 'c', 'd'])
})

Ids('at most max ids: the oldest are forgotten first', () => {
  assert.equal(rememberIds(['a', 'b', 'c'], ['d', 'e'], 4), ['b', 'c', 'd', 'e'])
})

Ids(`property (${RUNS} runs): no duplicates, never more than max, every added id kept and idempotent when all fit`, () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.string()), fc.array(fc.string()), fc.integer({ min: 1, max: 50 }), (stored0, added, max) => {
      const stored = stored0.slice(-max)
      const once = rememberIds(stored, added, max)
      if (new Set(once).size !== once.length || once.length > max) return false
      if (new Set([...stored, ...added]).size > max) return true
      // When everything fits: every added id is kept, and remembering the same ids again changes nothing.
      return added.every((id) => once.includes(id)) && JSON.stringify(rememberIds(once, added, max)) === JSON.stringify(once)
    }),
    { numRuns: RUNS },
  )
})

Ids.run()
