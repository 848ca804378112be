import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { decodeWith } from '../../../core/shared/decode'
import {
  ConfirmRosterChangeBody,
  ConfirmRosterChangeResponse,
  ConfirmRosterChangeResult,
  RosterChange,
  RosterChangeNavigationState,
  RosterChangeResponse,
} from '../../../core/roster-changes/roster-change.codec'
import {
  breakField,
  notAStringOrBoolean,
  wireConfirmBody,
  wireConfirmResult,
  wireNavigationState,
  wireRosterChange,
} from './fixtures'
import { RUNS, roundTrips } from '../shared/codec-laws'

const Examples = suite('roster change codecs: examples')

Examples('"Roster change: id, changes list (date, confirmable, items with old, new, freeText)" decodes dates to Temporal', () => {
  const decoded = decodeWith(RosterChangeResponse)({
    success: true,
    result: { id: 'RC-1', changes: [{ date: '2026-03-16', confirmable: true, items: [{ old: 'OFF', new: 'SBY', freeText: 'Cover' }] }] },
  })
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    const first = decoded.right.result?.changes[0]
    assert.is(first?.date.toString(), '2026-03-16')
    assert.is(first?.date.dayOfWeek, 1)
    assert.is(first?.items[0]?.freeText, 'Cover')
  }
})

Examples('a decoding failure names the path of the bad field, never throws', () => {
  const decoded = decodeWith(RosterChange)({ id: 'RC-1', changes: [{ date: '16/03/2026', confirmable: 'yes', items: [] }] })
  assert.ok(E.isLeft(decoded))
  if (E.isLeft(decoded)) {
    const paths = decoded.left.issues.map((i) => i.path)
    assert.ok(paths.includes('changes[0].date'), paths.join())
    assert.ok(paths.includes('changes[0].confirmable'), paths.join())
  }
})

Examples('"The confirm response has periods": a result without periods is a decode error', () => {
  assert.ok(E.isLeft(decodeWith(ConfirmRosterChangeResponse)({ success: true, result: { failed: [] } })))
})

Examples('the navigation state "carries fromDateTimeUTC, toDateTimeUTC, redirectTo": without redirectTo it is rejected', () => {
  const state = { fromDateTimeUTC: '2026-03-01T00:00:00+00:00', toDateTimeUTC: '2026-04-01T00:00:00+00:00' }
  assert.ok(E.isLeft(RosterChangeNavigationState.decode(state)))
  assert.ok(E.isRight(RosterChangeNavigationState.decode({ ...state, redirectTo: '/' })))
})

Examples.run()

const Properties = suite('roster change codecs: properties (1000 runs each)')

Properties('valid GET notif results decode and re-encode unchanged', () => roundTrips(RosterChange, wireRosterChange))
Properties('valid confirm bodies "id and changes (list of dates)" decode and re-encode unchanged', () =>
  roundTrips(ConfirmRosterChangeBody, wireConfirmBody),
)
Properties('valid confirm results "periods" decode and re-encode unchanged', () =>
  roundTrips(ConfirmRosterChangeResult, wireConfirmResult),
)
Properties('valid navigation states decode and re-encode unchanged', () =>
  roundTrips(RosterChangeNavigationState, wireNavigationState),
)

Properties('invalid payloads give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.tuple(wireRosterChange, fc.constantFrom('id', 'changes'), notAStringOrBoolean).map(([p, k, bad]) => ({ codec: RosterChange, u: breakField(p, k, bad) })),
    fc.tuple(wireConfirmBody, fc.constantFrom('id', 'changes'), notAStringOrBoolean).map(([p, k, bad]) => ({ codec: ConfirmRosterChangeBody, u: breakField(p, k, bad) })),
    fc.tuple(wireConfirmResult, notAStringOrBoolean).map(([p, bad]) => ({ codec: ConfirmRosterChangeResult, u: breakField(p, 'periods', bad) })),
    fc.tuple(wireNavigationState, fc.constantFrom('fromDateTimeUTC', 'toDateTimeUTC', 'redirectTo'), notAStringOrBoolean).map(([p, k, bad]) => ({ codec: RosterChangeNavigationState, u: breakField(p, k, bad) })),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)).map((u) => ({ codec: RosterChange, u })),
  )
  fc.assert(
    fc.property(invalid, ({ codec, u }) => E.isLeft((codec as t.Type<unknown, unknown, unknown>).decode(u))),
    RUNS,
  )
})

Properties('a non-canonical or impossible date in a day is rejected', () => {
  for (const date of ['2026-02-30', '2026-3-16', '2026-03-16T00:00:00+00:00']) {
    assert.ok(E.isLeft(RosterChange.decode({ id: 'x', changes: [{ date, confirmable: true, items: [] }] })), date)
  }
})

Properties.run()
