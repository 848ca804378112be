import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { shownTimes, timeViewsOf, withLocalPostfix } from '../../../core/roster/time-display.rules'
import { aLeg, display } from './fixtures'

const Views = suite('timeViewsOf')

Views('"Three views of a time: UTC, local at the airport, local at home base"', () => {
  const leg = aLeg({ fromDateTimeLtAtHb: '2026-03-15T09:00:00+01:00', fromDateTimeUTC: '2026-03-15T09:00:00+01:00' })
  const views = timeViewsOf(leg, 'from')
  assert.is(views.utc.toString({ timeZoneName: 'never' }), '2026-03-15T08:00:00+00:00')
  assert.is(O.isSome(views.atAirport) && views.atAirport.value.offset, '+01:00')
  assert.ok(O.isSome(views.atHomeBase))
  const to = timeViewsOf(leg, 'to')
  assert.is(O.isSome(to.atAirport) && to.atAirport.value.hour, 12)
  assert.ok(O.isNone(to.atHomeBase))
})

Views.run()

const Shown = suite('shownTimes')
const views = timeViewsOf(aLeg(), 'from')

Shown('"Times show local and/or UTC per profile, with local time carrying a local-time postfix"', () => {
  assert.equal(shownTimes(views, display(), { pattern: 'HH:mm' }), [
    { kind: 'local', text: '09:00 LT' },
    { kind: 'utc', text: '08:00' },
  ])
  assert.equal(shownTimes(views, display({ showUTCTime: false }), { pattern: 'HH:mm' }), [{ kind: 'local', text: '09:00 LT' }])
  assert.equal(shownTimes(views, display({ showLocalTime: false }), { pattern: 'dd/MM HH:mm' }), [{ kind: 'utc', text: '15/03 08:00' }])
})

Shown('the postfix is the profile\'s localTimePostfix; local at home base on request; no local view sent shows none', () => {
  const hb = timeViewsOf(aLeg({ fromDateTimeLtAtHb: '2026-03-15T10:00:00+02:00' }), 'from')
  assert.equal(shownTimes(hb, display({ localTimePostfix: 'HL', showUTCTime: false }), { pattern: 'HH:mm', local: 'homeBase' }), [
    { kind: 'local', text: '10:00 HL' },
  ])
  assert.equal(shownTimes(views, display({ showUTCTime: false }), { pattern: 'HH:mm', local: 'homeBase' }), [])
  assert.is(withLocalPostfix('09:00', ''), '09:00')
})

Shown.run()
