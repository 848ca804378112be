import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { autoRefreshReducer, initialAutoRefreshState } from '../../../core/refresh/auto-refresh.machine'
import { UPDATE_POLL_INTERVAL_MS } from '../../../core/shared/constants'
import { at, fakeClock, login, received, run, seen } from './fixtures'

const SEEN = '2026-03-15T07:00:00+00:00'
const CHANGED = '2026-03-15T08:00:00+00:00'
const signedIn = (autoRefresh = true) => run([login({ autoRefresh })]).state

const Polling = suite('auto-refresh: update checks')
Polling('"Update checks run at login": a check now and the next poll in UPDATE_POLL_INTERVAL_MS (15000 ms)', () => {
  const { effects } = run([login()])
  assert.equal(effects, [{ _tag: 'CheckUpdates' }, { _tag: 'SchedulePoll', delayMs: 15_000, token: 1 }])
  assert.is(UPDATE_POLL_INTERVAL_MS, 15_000)
})
Polling('"and then every 15 seconds": on a fake clock, checks at 0, 15, 30 and 45 s, none at 44.999 s', () => {
  const clock = fakeClock()
  clock.dispatch(login())
  clock.advance(44_999)
  assert.equal(clock.checksAt(), [0, 15_000, 30_000])
  clock.advance(1)
  assert.equal(clock.checksAt(), [0, 15_000, 30_000, 45_000])
})
Polling('no checks without a session; logging out stops the polls', () => {
  const clock = fakeClock()
  clock.advance(60_000)
  clock.dispatch(login())
  clock.advance(15_000)
  clock.dispatch({ _tag: 'SessionEnded' })
  clock.advance(60_000)
  assert.equal(clock.checksAt(), [60_000, 75_000])
})
Polling('a poll timer from before a logout does not fire after a new login (one 15 s rhythm only)', () => {
  const clock = fakeClock()
  clock.dispatch(login())
  clock.advance(5_000)
  clock.dispatch({ _tag: 'SessionEnded' })
  clock.dispatch(login())
  clock.advance(30_000)
  assert.equal(clock.checksAt(), [0, 5_000, 20_000, 35_000])
})
Polling('offline, polls keep their rhythm without calling the server', () => {
  const clock = fakeClock()
  clock.dispatch(login())
  clock.dispatch({ _tag: 'OnlineChanged', online: false })
  clock.advance(30_000)
  assert.equal(clock.checksAt(), [0])
})
Polling('"and on coming back online while a session exists"', () => {
  const offline = run([{ _tag: 'OnlineChanged', online: false }], signedIn()).state
  assert.equal(run([{ _tag: 'OnlineChanged', online: true }], offline).effects, [{ _tag: 'CheckUpdates' }])
})
Polling('coming back online without a session, or staying online, checks nothing', () => {
  const signedOutOffline = run([{ _tag: 'OnlineChanged', online: false }]).state
  assert.equal(run([{ _tag: 'OnlineChanged', online: true }], signedOutOffline).effects, [])
  assert.equal(run([{ _tag: 'OnlineChanged', online: true }], signedIn()).effects, [])
})
Polling('in the background polls stop; back in front: a check at once, then every 15 s again', () => {
  const clock = fakeClock()
  clock.dispatch(login())
  clock.advance(5_000)
  clock.dispatch({ _tag: 'AppPaused' })
  clock.advance(60_000)
  assert.equal(clock.checksAt(), [0], 'no check while in the background')
  clock.dispatch({ _tag: 'AppResumed' })
  clock.advance(15_000)
  assert.equal(clock.checksAt(), [0, 65_000, 80_000])
})
Polling('coming back online in the background checks nothing; a resume without a session checks nothing', () => {
  const paused = run([{ _tag: 'OnlineChanged', online: false }, { _tag: 'AppPaused' }], signedIn()).state
  assert.equal(run([{ _tag: 'OnlineChanged', online: true }], paused).effects, [])
  assert.equal(run([{ _tag: 'AppPaused' }, { _tag: 'AppResumed' }]).effects, [])
})
Polling('a sign-in while in the background waits for the resume to check', () => {
  const { state, effects } = run([{ _tag: 'AppPaused' }, login()])
  assert.equal(effects, [])
  assert.equal(run([{ _tag: 'AppResumed' }], state).effects, [{ _tag: 'CheckUpdates' }, { _tag: 'SchedulePoll', delayMs: 15_000, token: state.pollToken + 1 }])
})
Polling('a push received while open checks at once; offline, in the background or signed out it does not', () => {
  assert.equal(run([{ _tag: 'PushReceived' }], signedIn()).effects, [{ _tag: 'CheckUpdates' }])
  assert.equal(run([{ _tag: 'OnlineChanged', online: false }, { _tag: 'PushReceived' }], signedIn()).effects, [])
  assert.equal(run([{ _tag: 'AppPaused' }, { _tag: 'PushReceived' }], signedIn()).effects, [])
  assert.equal(run([{ _tag: 'PushReceived' }]).effects, [])
})
Polling.run()

const Roster = suite('auto-refresh: roster changes')
Roster('"When the last roster-change time differs from the one last seen, duties reload automatically if auto-refresh is on"', () => {
  const { state, effects } = run([received({ roster: CHANGED })], signedIn(true))
  assert.equal(effects, [
    { _tag: 'RememberSeen', key: 'lastRosterChange', value: at(CHANGED) },
    { _tag: 'ReloadDuties', scope: 'ALL' },
  ])
  assert.is(state.updatesAvailable, false)
})
Roster('"Otherwise a badge shows on the refresh button, and pressing it reloads"', () => {
  const shown = run([received({ roster: CHANGED })], signedIn(false))
  assert.equal(shown.effects[1], { _tag: 'ShowBadge', badge: 'refresh' })
  assert.is(shown.state.updatesAvailable, true)
  assert.equal(run([{ _tag: 'RefreshPressed' }], shown.state).effects, [{ _tag: 'ReloadDuties', scope: 'ALL' }])
})
Roster('the same time as last seen (even written with another offset) neither reloads nor shows a badge', () => {
  assert.equal(run([received({ roster: SEEN }), received({ roster: '2026-03-15T08:00:00+01:00' })], signedIn(false)).effects, [])
})
Roster('the badge shows once: the next poll with the same change adds nothing', () => {
  const { effects } = run([received({ roster: CHANGED }), received({ roster: CHANGED })], signedIn(false))
  assert.equal(effects.filter((e) => e._tag === 'ShowBadge').length, 1)
})
Roster('"Loading sets hasLoaded and clears the updates flag"', () => {
  const pending = run([received({ roster: CHANGED })], signedIn(false)).state
  const loaded = run([{ _tag: 'DutiesLoaded' }], pending).state
  assert.is(pending.hasLoaded, false)
  assert.is(loaded.hasLoaded, true)
  assert.is(loaded.updatesAvailable, false)
})
Roster('pressing refresh with no change waiting reloads the CURRENT_PERIOD', () => {
  assert.equal(run([{ _tag: 'RefreshPressed' }], signedIn()).effects, [{ _tag: 'ReloadDuties', scope: 'CURRENT_PERIOD' }])
})
Roster('with no roster-change time ever seen the first one is remembered without a reload (duties load at login)', () => {
  const fresh = run([login({ seen: seen() })]).state
  const { state, effects } = run([received({ roster: CHANGED })], fresh)
  assert.equal(effects, [{ _tag: 'RememberSeen', key: 'lastRosterChange', value: at(CHANGED) }])
  assert.ok(state.seen.lastRosterChange?.equals(at(CHANGED)))
})
Roster('switching auto-refresh off turns the next change into a badge instead of a reload', () => {
  const off = run([{ _tag: 'AutoRefreshChanged', enabled: false }], signedIn(true)).state
  assert.equal(run([received({ roster: CHANGED })], off).effects.map((e) => e._tag), ['RememberSeen', 'ShowBadge'])
})
Roster('updates arriving without a session are ignored', () => {
  assert.equal(run([received({ roster: CHANGED }), { _tag: 'RefreshPressed' }]).effects, [])
})
Roster.run()

const Badges = suite('auto-refresh: daily-remark and news red dots')
Badges('a new lastDailyRemarkTimestamp (differing from lastDailyRemark seen) shows the daily-remarks red dot', () => {
  const start = run([login({ seen: seen({ lastRosterChange: SEEN, lastDailyRemark: '2026-03-14T10:00:00Z' }) })]).state
  const { state, effects } = run([received({ remark: '2026-03-15T07:30:00+00:00' })], start)
  assert.equal(effects, [{ _tag: 'ShowBadge', badge: 'dailyRemarks' }])
  assert.equal(state.badges, { dailyRemarks: true, news: false })
})
Badges('a new lastNewsTimestamp shows the news red dot; an unchanged one does not', () => {
  const start = run([login({ seen: seen({ lastRosterChange: SEEN, lastNews: '2026-03-14T10:00:00Z' }) })]).state
  assert.equal(run([received({ news: '2026-03-14T10:00:00+00:00' })], start).effects, [])
  assert.equal(run([received({ news: '2026-03-15T00:00:00+00:00' })], start).effects, [{ _tag: 'ShowBadge', badge: 'news' }])
})
Badges('opening the tab clears its red dot and remembers the time as seen (lastNews)', () => {
  const dotted = run([received({ news: '2026-03-15T00:00:00+00:00' })], signedIn()).state
  const opened = run([{ _tag: 'TabOpened', tab: 'news' }], dotted)
  assert.equal(opened.effects, [{ _tag: 'RememberSeen', key: 'lastNews', value: at('2026-03-15T00:00:00Z') }])
  assert.equal(opened.state.badges, { dailyRemarks: false, news: false })
  assert.equal(run([received({ news: '2026-03-15T00:00:00+00:00' })], opened.state).effects, [])
})
Badges('logging out clears every badge and flag', () => {
  const dotted = run([received({ news: CHANGED, remark: CHANGED, roster: CHANGED })], signedIn(false)).state
  const out = autoRefreshReducer(dotted, { _tag: 'SessionEnded' }).state
  assert.equal({ ...out, pollToken: 0 }, initialAutoRefreshState)
})
Badges.run()
