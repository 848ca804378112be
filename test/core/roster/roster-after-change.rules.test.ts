import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { dutyLimitCounters } from '../../../core/duty-limits/duty-limits.rules'
import type { ChangeEffects } from '../../../core/roster/change-effects.codec'
import { rosterAfterChange } from '../../../core/roster/roster-after-change.rules'
import { anEvent } from './fixtures'

const NOW = Temporal.Instant.from('2026-03-15T08:00:00Z')
const day = (s: string) => Temporal.PlainDate.from(s)

const off17 = anEvent({ id: 'OFF-17', type: 'OFF', fromDateTimeUTC: '2026-03-16T23:00:00+00:00', toDateTimeUTC: '2026-03-17T22:59:59+00:00' })
const sby19 = anEvent({ id: 'SBY-19', type: 'SBY', fromDateTimeUTC: '2026-03-19T06:00:00+00:00', toDateTimeUTC: '2026-03-19T12:00:00+00:00' })
const off20 = anEvent({ id: 'OFF-20', type: 'OFF', fromDateTimeUTC: '2026-03-19T23:00:00+00:00', toDateTimeUTC: '2026-03-20T22:59:59+00:00' })
const newSby17 = anEvent({ id: 'SBY-NEW-17', type: 'SBY', fromDateTimeUTC: '2026-03-17T05:00:00+00:00', toDateTimeUTC: '2026-03-17T13:00:00+00:00' })
const newGround20 = anEvent({ id: 'GRD-NEW-20', type: 'GROUND', fromDateTimeUTC: '2026-03-20T08:00:00+00:00', toDateTimeUTC: '2026-03-20T16:30:00+00:00' })

const EFFECTS: ChangeEffects = {
  id: 'RC-1',
  days: [
    { date: day('2026-03-17'), replacedEventIds: ['OFF-17'], newEvents: [newSby17] },
    { date: day('2026-03-20'), replacedEventIds: ['OFF-20'], newEvents: [newGround20] },
  ],
}
const ROSTER = [off17, sby19, off20]
const ids = (o: O.Option<{ readonly events: ReadonlyArray<{ readonly id: string }> }>) => (O.isSome(o) ? o.value.events.map((e) => e.id) : 'none')

const After = suite('the roster after a roster change (duty-limit counters before confirming)')

After('the selected day: its replaced event goes, its new one comes, in start order; the end of what it touches', () => {
  const after = rosterAfterChange(ROSTER, EFFECTS, 'RC-1', [day('2026-03-17')], NOW)
  assert.equal(ids(after), ['SBY-NEW-17', 'SBY-19', 'OFF-20'])
  // The replaced day off ended 03-17 22:59:59Z, after the new standby (13:00Z).
  assert.is(O.isSome(after) ? after.value.until.toString() : '', '2026-03-17T22:59:59Z')
})

After('nothing selected yet: every day with effects is taken', () => {
  assert.equal(ids(rosterAfterChange(ROSTER, EFFECTS, 'RC-1', [], NOW)), ['SBY-NEW-17', 'SBY-19', 'GRD-NEW-20'])
})

After('worked example: the standby of 8 h and the ground day of 8 h 30 raise duty in 7 days from 6 h to 22 h 30 at 03-21 00:00Z', () => {
  const at = Temporal.Instant.from('2026-03-21T00:00:00Z')
  const before = dutyLimitCounters(ROSTER, 'EASA', at).find((c) => c.rule.id === 'easaDuty7d')
  const after = rosterAfterChange(ROSTER, EFFECTS, 'RC-1', [], NOW)
  const counted = O.isSome(after) ? dutyLimitCounters(after.value.events, 'EASA', at).find((c) => c.rule.id === 'easaDuty7d') : undefined
  assert.is(before?.usedMinutes, 6 * 60)
  assert.is(counted?.usedMinutes, 6 * 60 + 8 * 60 + 8 * 60 + 30)
})

After('unknown after: a date without effects (cannot be confirmed), the effects of another change, no day at all', () => {
  assert.is(ids(rosterAfterChange(ROSTER, EFFECTS, 'RC-1', [day('2026-03-18')], NOW)), 'none')
  assert.is(ids(rosterAfterChange(ROSTER, EFFECTS, 'RC-2', [], NOW)), 'none', 'effects read for another change id')
  assert.is(ids(rosterAfterChange(ROSTER, { id: '', days: [] }, '', [], NOW)), 'none')
})

After.run()
