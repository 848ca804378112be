import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { toTimeZone, UTC_ZONE } from '../../../core/roster/time-zone.rules'

const Zone = suite('toTimeZone')

Zone('IANA ids and fixed offsets are accepted; unknown zones are none, not a throw', () => {
  assert.equal(toTimeZone('Europe/Paris'), O.some('Europe/Paris'))
  assert.equal(toTimeZone('+02:00'), O.some('+02:00'))
  assert.equal(toTimeZone(UTC_ZONE), O.some('UTC'))
  assert.equal(toTimeZone('Mars/Olympus'), O.none)
  assert.equal(toTimeZone(''), O.none)
})

Zone.run()
