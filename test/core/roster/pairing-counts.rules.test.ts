import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { pairingCounts } from '../../../core/roster/pairing-counts.rules'
import { aLeg, aPairing, wireEvent } from './fixtures'

const Counts = suite('pairingCounts: what the app says a pairing holds')

Counts('sectors are its LEG, FPR and GPR duties; layovers its hotel stays; check-in and check-out count for nothing', () => {
  const pairing = aPairing([
    wireEvent({ type: 'C_I' }),
    wireEvent({ type: 'LEG' }),
    wireEvent({ type: 'HOT' }),
    wireEvent({ type: 'FPR' }),
    wireEvent({ type: 'GPR' }),
    wireEvent({ type: 'C_O' }),
  ])
  assert.equal(pairingCounts(pairing), { sectors: 3, layovers: 1 })
  assert.equal(pairingCounts(aPairing([wireEvent({ type: 'LEG' })])), { sectors: 1, layovers: 0 })
})

Counts('nothing to count: not a pairing, or a pairing without duties', () => {
  assert.is(pairingCounts(aLeg()), undefined)
  assert.is(pairingCounts(aPairing([])), undefined)
})

Counts.run()
