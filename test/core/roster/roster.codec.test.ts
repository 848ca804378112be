import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { decodeWith } from '../../../core/shared/decode'
import { BlockMonth, RosterPeriod } from '../../../core/roster/block-month.codec'
import { EventByIdBody, RosterData, RosterDataEnvelope, UpdateEventBody } from '../../../core/roster/roster.codec'
import { badDateTimeArb, wireBlockMonthArb, wireEventArb, wireRosterDataArb, wireRosterPeriodArb } from './arbitraries'
import { wireEvent } from './fixtures'

const RUNS = { numRuns: 1000 }

const Examples = suite('roster codecs: examples')

Examples('"Roster data: events, rosterPeriod, blockMonthList" decodes from GET roster/{crmId}/events', () => {
  const wire = {
    events: [wireEvent({ type: 'VAC' })],
    rosterPeriod: { from: '2026-02-01T00:00:00+00:00', to: '2026-04-30T23:59:59+00:00' },
    blockMonthList: [{ id: 'BM03', name: 'March', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' }],
  }
  const result = decodeWith(RosterDataEnvelope)({ success: true, result: wire })
  assert.ok(E.isRight(result))
  if (E.isRight(result)) assert.equal(RosterData.encode(result.right.result!), wire)
})

Examples('"Block month: id, name or description, from, to": a missing from fails at its path', () => {
  const result = decodeWith(RosterData)({
    events: [],
    rosterPeriod: { from: '2026-02-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00' },
    blockMonthList: [{ id: 'BM03', description: 'March', to: '2026-03-31T00:00:00+00:00' }],
  })
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.equal(result.left.issues.map((i) => i.path), ['blockMonthList[0].from'])
})

Examples('"Roster period: from, to (optionally fromLocalAtHb, toLocalAtHb)"', () => {
  const wire = { from: '2026-02-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00', fromLocalAtHb: '2026-02-01T01:00:00+01:00' }
  assert.ok(E.isRight(RosterPeriod.decode(wire)))
  assert.ok(E.isLeft(RosterPeriod.decode({ from: wire.from })))
})

Examples('"POST roster/{crmId}/eventById: body logicalEventId" needs a non-empty logical id', () => {
  assert.ok(E.isRight(EventByIdBody.decode({ logicalEventId: 'PAR-1' })))
  assert.ok(E.isLeft(EventByIdBody.decode({ logicalEventId: '' })))
  assert.ok(E.isLeft(EventByIdBody.decode({})))
})

Examples('"PUT roster/{crmId}/events/{eventId}: body event" is the event itself', () => {
  const wire = wireEvent({ remark: 'late pick-up' })
  const result = UpdateEventBody.decode(wire)
  assert.ok(E.isRight(result))
  if (E.isRight(result)) assert.equal(UpdateEventBody.encode(result.right), wire)
})

Examples.run()

const Properties = suite('roster codecs: properties')

Properties('generated valid roster data, block months and periods decode and re-encode unchanged', () => {
  fc.assert(
    fc.property(wireRosterDataArb, (wire) => {
      const result = RosterData.decode(wire)
      if (E.isLeft(result)) return false
      assert.equal(RosterData.encode(result.right), wire)
      return true
    }),
    RUNS,
  )
  for (const [codec, arb] of [
    [BlockMonth, wireBlockMonthArb],
    [RosterPeriod, wireRosterPeriodArb],
  ] as const) {
    fc.assert(
      fc.property(arb as fc.Arbitrary<unknown>, (wire) => {
        const result = codec.decode(wire)
        if (E.isLeft(result)) return false
        assert.equal((codec.encode as (a: unknown) => unknown)(result.right), wire)
        return true
      }),
      RUNS,
    )
  }
})

Properties('generated invalid roster data give Left and never throw', () => {
  const corrupt = fc.oneof(
    fc.tuple(wireRosterDataArb, badDateTimeArb).map(([w, bad]) => ({ ...w, rosterPeriod: { ...w.rosterPeriod, to: bad } })),
    fc.tuple(wireRosterDataArb, wireBlockMonthArb, badDateTimeArb).map(([w, bm, bad]) => ({ ...w, blockMonthList: [{ ...bm, from: bad }] })),
    fc.tuple(wireRosterDataArb, wireEventArb).map(([w, e]) => ({ ...w, events: [...w.events, { ...e, id: 7 }] })),
    wireRosterDataArb.map(({ events: _events, ...rest }) => rest),
    wireRosterDataArb.map((w) => ({ ...w, blockMonthList: null })),
  )
  fc.assert(fc.property(corrupt, (bad) => E.isLeft(RosterData.decode(bad))), RUNS)
  fc.assert(fc.property(fc.anything(), (u) => E.isLeft(RosterData.decode(u))), RUNS)
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.record({ logicalEventId: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)) })), (u) =>
      E.isLeft(EventByIdBody.decode(u)),
    ),
    RUNS,
  )
})

Properties.run()
