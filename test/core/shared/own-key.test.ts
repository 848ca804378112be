import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { refusalError } from '../../../core/auth/sso-return.rules'
import { fastDutyEvent } from '../../../core/roster/event.fast-decode'
import { rosterChangeKindOf } from '../../../core/roster/roster-change-marker.rules'
import { bareRecord, ownValue } from '../../../core/shared/own-key'
import { wireEventArb } from '../roster/arbitraries'

// Keys from outside (a URL, a wire payload) named like Object.prototype members find nothing in a lookup table.
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'] as const

const Own = suite('ownValue and bareRecord: only own keys count')

Own('a prototype-named key finds nothing; an own key finds its value, even one named like a member', () => {
  const table: Readonly<Record<string, number>> = { a: 1, toString: 2 }
  for (const name of PROTOTYPE_NAMES) assert.is(ownValue(table, name), name === 'toString' ? 2 : undefined, name)
  assert.is(ownValue(table, 'a'), 1)
})

Own('a bare record keeps __proto__ and constructor as own fields, and touches no prototype', () => {
  const record = bareRecord<string>()
  for (const name of PROTOTYPE_NAMES) record[name] = 'x'
  assert.equal(Object.keys(record).sort(), [...PROTOTYPE_NAMES].sort())
  assert.is(Object.getPrototypeOf(record), null)
  assert.is(({} as Record<string, unknown>)['x'], undefined)
})

const Uses = suite('lookups keyed by outside input')

Uses('an SSO refusal code named like a prototype member is "validation failed", like any unknown code', () => {
  const unknown = refusalError('NO_SUCH_CODE')
  for (const name of PROTOTYPE_NAMES) assert.equal(refusalError(name), unknown, name)
})

Uses('a roster change type named like a prototype member is OTHER', () => {
  for (const name of PROTOTYPE_NAMES) assert.is(rosterChangeKindOf(name), 'OTHER', name)
})

Uses('an event with an own __proto__ field (as JSON.parse makes it) never gets that prototype from the fast path', () => {
  fc.assert(
    fc.property(wireEventArb, (wire) => {
      const json = JSON.stringify(wire).replace(/^\{/, '{"__proto__":{"polluted":"yes"},')
      const event = fastDutyEvent(JSON.parse(json))
      return event === undefined || Reflect.get(event, 'polluted') === undefined
    }),
    { numRuns: 50, seed: 33 },
  )
})

Own.run()
Uses.run()
