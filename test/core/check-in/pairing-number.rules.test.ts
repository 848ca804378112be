import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { checkInTitle } from '../../../core/check-in/pairing-number.rules'

const Title = suite('checkInTitle (pairing-number display modes)')
Title('SHOW_ONLY_PAIRING_NUMBER shows only the pairing number', () => {
  assert.equal(checkInTitle({ mode: 'SHOW_ONLY_PAIRING_NUMBER', event: 'C/I FRA', pairingNumber: '4711' }), {
    _tag: 'PairingNumberOnly',
    pairingNumber: '4711',
  })
})
Title('ADD_PAIRING_NUMBER shows the event plus the pairing number', () => {
  assert.equal(checkInTitle({ mode: 'ADD_PAIRING_NUMBER', event: 'C/I FRA', pairingNumber: '4711' }), {
    _tag: 'EventAndPairingNumber',
    event: 'C/I FRA',
    pairingNumber: '4711',
  })
})
Title('NO_PAIRING_NUMBER shows the event only', () => {
  assert.equal(checkInTitle({ mode: 'NO_PAIRING_NUMBER', event: 'C/I FRA', pairingNumber: '4711' }), { _tag: 'EventOnly', event: 'C/I FRA' })
})
Title('"optionally with a pairing number": without one (null or blank) every mode shows the event only', () => {
  for (const mode of ['SHOW_ONLY_PAIRING_NUMBER', 'ADD_PAIRING_NUMBER', 'NO_PAIRING_NUMBER'] as const)
    for (const pairingNumber of [null, '  '])
      assert.equal(checkInTitle({ mode, event: 'C/I FRA', pairingNumber }), { _tag: 'EventOnly', event: 'C/I FRA' }, mode)
})
Title.run()
