import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { UpdateScope, UpdatesEnvelope, UpdatesInfo } from '../../../core/refresh/updates.codec'
import { decodeWith } from '../../../core/shared/decode'
import { badDateTime, wireUpdates } from './fixtures'

const RUNS = { numRuns: 1000 }
const Codec = suite('UpdatesInfo codec')

Codec('valid updates results (lastDailyRemarkTimestamp, lastRosterChange, lastNewsTimestamp) decode and re-encode unchanged (1000 runs)', () => {
  fc.assert(
    fc.property(wireUpdates, (wire) => {
      const decoded = decodeWith(UpdatesInfo)(wire)
      if (E.isLeft(decoded)) return false
      assert.equal(UpdatesInfo.encode(decoded.right), wire)
      return true
    }),
    RUNS,
  )
})
Codec('invalid updates results give a Left and never throw (1000 runs)', () => {
  const keys = fc.constantFrom('lastDailyRemarkTimestamp', 'lastRosterChange', 'lastNewsTimestamp')
  const broken = fc.oneof(
    fc.tuple(wireUpdates, keys, badDateTime).map(([w, k, bad]) => ({ ...w, [k]: bad })),
    fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean()),
  )
  fc.assert(fc.property(broken, (wire) => E.isLeft(decodeWith(UpdatesInfo)(wire))), RUNS)
})
Codec('the envelope { success, result } of GET roster/{crmId}/updates round-trips (1000 runs)', () => {
  fc.assert(
    fc.property(fc.boolean(), wireUpdates, (success, result) => {
      const decoded = decodeWith(UpdatesEnvelope)({ success, result })
      if (E.isLeft(decoded)) return false
      assert.equal(UpdatesEnvelope.encode(decoded.right), { success, result })
      return true
    }),
    RUNS,
  )
})
Codec('timestamps decode to instants with their offset kept; absent and null mean "never"', () => {
  const decoded = decodeWith(UpdatesInfo)({ lastRosterChange: '2026-10-25T02:30:00+01:00', lastNewsTimestamp: null })
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.lastRosterChange?.toInstant().toString(), '2026-10-25T01:30:00Z')
    assert.is(decoded.right.lastNewsTimestamp, null)
    assert.is(decoded.right.lastDailyRemarkTimestamp, undefined)
  }
})
Codec('"Update scopes are ALL, NONE and CURRENT_PERIOD"', () => {
  for (const scope of ['ALL', 'NONE', 'CURRENT_PERIOD']) assert.ok(E.isRight(UpdateScope.decode(scope)), scope)
  for (const scope of ['all', 'CURRENT', '', 1]) assert.ok(E.isLeft(UpdateScope.decode(scope)), String(scope))
})
Codec.run()
