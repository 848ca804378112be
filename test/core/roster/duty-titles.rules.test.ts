import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { legTitle, pairingTitle, splitPairingNumber } from '../../../core/roster/duty-titles.rules'
import { aLeg, aPairing } from './fixtures'

const Split = suite('splitPairingNumber')

Split('"pairingNumber (may be of the form a/b, split on \'/\' into two display parts)"', () => {
  assert.equal(splitPairingNumber('1234/5'), { first: '1234', second: '5' })
  assert.equal(splitPairingNumber('1234'), { first: '1234' })
})

Split('only the first slash splits; empty parts stay empty', () => {
  assert.equal(splitPairingNumber('a/b/c'), { first: 'a', second: 'b/c' })
  assert.equal(splitPairingNumber('/5'), { first: '', second: '5' })
})

Split.run()

const Titles = suite('titles')

Titles('leg: "The title is built from date, flight number and departure airport code"', () => {
  assert.is(legTitle(aLeg(), { pattern: 'dd MMM yyyy' }), '15 Mar 2026 LH400 FRA')
  assert.is(legTitle(aLeg(), { pattern: 'dd MMMM', locale: 'fr' }), '15 mars LH400 FRA')
})

Titles('leg title uses the local date at the departure airport, and leaves out missing parts', () => {
  const late = aLeg({ fromDateTimeUTC: '2026-03-15T23:30:00+00:00', fromDateTimeLtAtAirport: '2026-03-16T00:30:00+01:00', eventDescription: {} })
  assert.is(legTitle(late, { pattern: 'dd MMM yyyy' }), '16 Mar 2026 FRA')
})

Titles('pairing: "A title \'from-airport from-date - to-airport to-date\'"', () => {
  assert.is(pairingTitle(aPairing(), { pattern: 'dd MMM yyyy' }), 'FRA 15 Mar 2026 - FRA 17 Mar 2026')
})

Titles('pairing title: an end exactly at midnight shows the prior day', () => {
  const pairing = aPairing([], { toDateTimeUTC: '2026-03-17T23:00:00+00:00', toDateTimeLtAtAirport: '2026-03-18T00:00:00+01:00', toAirport: 'MUC' })
  assert.is(pairingTitle(pairing, { pattern: 'dd/MM/yyyy' }), 'FRA 15/03/2026 - MUC 17/03/2026')
})

Titles.run()
