import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { DUTY_KINDS, dutyKindFromOriginal, dutyKindOf } from '../../../core/roster/duty-kind.rules'
import { EVENT_TYPES } from '../../../core/roster/event-type.codec'

const Derive = suite('dutyKindFromOriginal')

Derive('"originalEventType (LEG, SBY, SIM, GROUND; duty kind derived as PAR, SBY or SIM)"', () => {
  assert.equal(dutyKindFromOriginal('LEG'), O.some('PAR'))
  assert.equal(dutyKindFromOriginal('SBY'), O.some('SBY'))
  assert.equal(dutyKindFromOriginal('SIM'), O.some('SIM'))
  assert.equal(dutyKindFromOriginal('GROUND'), O.some('SIM'))
})

Derive('other or missing original types derive nothing', () => {
  assert.equal(dutyKindFromOriginal('VAC'), O.none)
  assert.equal(dutyKindFromOriginal(undefined), O.none)
})

Derive.run()

const Kind = suite('dutyKindOf')

Kind('a pairing takes the kind derived from its originalEventType', () => {
  assert.is(dutyKindOf({ type: 'PAR', originalEventType: 'SBY' }), 'standby')
  assert.is(dutyKindOf({ type: 'PAR', originalEventType: 'SIM' }), 'simulator')
  assert.is(dutyKindOf({ type: 'PAR', originalEventType: 'LEG' }), 'pairing')
  assert.is(dutyKindOf({ type: 'PAR' }), 'pairing')
})

Kind('every event type has one kind of the fixed set; FPR and GPR are positioning, DREM a remark marker', () => {
  for (const type of EVENT_TYPES) assert.ok(DUTY_KINDS.includes(dutyKindOf({ type })), type)
  assert.is(dutyKindOf({ type: 'FPR' }), 'positioning')
  assert.is(dutyKindOf({ type: 'GPR' }), 'positioning')
  assert.is(dutyKindOf({ type: 'SUSP' }), 'suspension')
  assert.is(dutyKindOf({ type: 'DREM' }), 'remarkMarker')
  assert.is(dutyKindOf({ type: 'LEG', originalEventType: 'SBY' }), 'leg')
})

Kind.run()
