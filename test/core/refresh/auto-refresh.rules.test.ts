import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hasNewItems, isAutoRefreshOn, rosterChanged } from '../../../core/refresh/auto-refresh.rules'
import { at } from './fixtures'

const Default = suite('isAutoRefreshOn')
Default('"auto-refresh is on (default from profile)": the stored choice wins, else the profile default', () => {
  assert.is(isAutoRefreshOn(null, true), true)
  assert.is(isAutoRefreshOn(null, false), false)
  assert.is(isAutoRefreshOn(false, true), false)
  assert.is(isAutoRefreshOn(true, false), true)
})
Default.run()

const Changed = suite('rosterChanged')
Changed('"the last roster-change time differs from the one last seen": a different instant is a change', () => {
  assert.ok(rosterChanged(at('2026-03-15T07:00:00Z'), at('2026-03-15T07:00:01Z')))
  assert.not.ok(rosterChanged(at('2026-03-15T07:00:00Z'), at('2026-03-15T07:00:00Z')))
})
Changed('a DST change (Paris, 25 October): 02:30+02:00 and 02:30+01:00 read the same on the wall clock but are a change', () => {
  assert.ok(rosterChanged(at('2026-10-25T02:30:00+02:00'), at('2026-10-25T02:30:00+01:00')))
})
Changed('the same instant written with another offset is not a change (01:30+01:00 = 00:30Z)', () => {
  assert.not.ok(rosterChanged(at('2026-03-29T01:30:00+01:00'), at('2026-03-29T00:30:00+00:00')))
})
Changed('no server time, or nothing seen yet, is no change (nothing to compare)', () => {
  assert.not.ok(rosterChanged(at('2026-03-15T07:00:00Z'), null))
  assert.not.ok(rosterChanged(null, at('2026-03-15T07:00:00Z')))
})
Changed.run()

const NewItems = suite('hasNewItems')
NewItems('new remarks or news: a server time never seen, or different from the one seen', () => {
  assert.ok(hasNewItems(null, at('2026-03-16T00:00:00Z')))
  assert.ok(hasNewItems(at('2026-03-15T23:59:59Z'), at('2026-03-16T00:00:00Z')))
  assert.not.ok(hasNewItems(at('2026-03-16T00:00:00+01:00'), at('2026-03-15T23:00:00Z')))
  assert.not.ok(hasNewItems(null, null))
})
NewItems.run()
