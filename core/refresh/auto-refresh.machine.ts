import type { Temporal } from 'temporal-polyfill'
import { STORAGE_KEYS, UPDATE_POLL_INTERVAL_MS } from '../shared/constants'
import { hasNewItems, rosterChanged } from './auto-refresh.rules'
import type { UpdateScope, UpdatesInfo } from './updates.codec'

/** The timestamps last seen, as kept in local storage (lastRosterChange, lastDailyRemark, lastNews). */
export interface SeenTimestamps {
  readonly lastRosterChange: Temporal.Instant | null
  readonly lastDailyRemark: Temporal.Instant | null
  readonly lastNews: Temporal.Instant | null
}
type SeenKey = keyof SeenTimestamps

/** Badges: the refresh button's, and the red dots of the daily-remarks and news tabs. */
export type UpdateBadge = 'refresh' | 'dailyRemarks' | 'news'
/** A bottom-navigation tab with a red-dot badge. */
export type BadgeTab = 'dailyRemarks' | 'news'

/** The auto-refresh machine's state for the current session. */
export interface AutoRefreshState {
  readonly session: boolean
  readonly online: boolean
  readonly autoRefresh: boolean
  /** Duties have loaded at least once in this session. */
  readonly hasLoaded: boolean
  /** The updates flag: a roster change waits for a reload (the refresh button's badge). */
  readonly updatesAvailable: boolean
  readonly badges: { readonly dailyRemarks: boolean; readonly news: boolean }
  readonly seen: SeenTimestamps
  /** Latest daily-remark and news times reported by the server (become seen when the tab opens). */
  readonly latest: { readonly lastDailyRemark: Temporal.Instant | null; readonly lastNews: Temporal.Instant | null }
  /** Identifies the current poll timer; a `PollElapsed` with another token is stale and ignored. */
  readonly pollToken: number
  /** The app is in the background: no polls until it resumes. */
  readonly paused: boolean
}

/** Inputs: session, timers, connectivity, update-check results, user actions. */
export type AutoRefreshEvent =
  | { readonly _tag: 'SessionStarted'; readonly autoRefresh: boolean; readonly seen: SeenTimestamps }
  | { readonly _tag: 'SessionEnded' }
  | { readonly _tag: 'PollElapsed'; readonly token: number }
  | { readonly _tag: 'OnlineChanged'; readonly online: boolean }
  /** The app went to the background (another app, the phone locked, the tab hidden): polls pause. */
  | { readonly _tag: 'AppPaused' }
  /** The app is in front again: one check now, then the 15 s rhythm. */
  | { readonly _tag: 'AppResumed' }
  /** A push arrived while the app is open (a roster change, news, a remark): check for updates now. */
  | { readonly _tag: 'PushReceived' }
  | { readonly _tag: 'UpdatesReceived'; readonly info: UpdatesInfo }
  | { readonly _tag: 'RefreshPressed' }
  | { readonly _tag: 'DutiesLoaded' }
  | { readonly _tag: 'AutoRefreshChanged'; readonly enabled: boolean }
  | { readonly _tag: 'TabOpened'; readonly tab: BadgeTab }

/** Effects of the auto-refresh machine, as data for the adapters to carry out. */
export type AutoRefreshEffect =
  /** Call `RefreshPort.loadUpdates` and send `UpdatesReceived`. */
  | { readonly _tag: 'CheckUpdates' }
  /** Send `PollElapsed { token }` after `delayMs`. */
  | { readonly _tag: 'SchedulePoll'; readonly delayMs: number; readonly token: number }
  | { readonly _tag: 'ReloadDuties'; readonly scope: UpdateScope }
  | { readonly _tag: 'ShowBadge'; readonly badge: UpdateBadge }
  /** Store the time under its local-storage key (STORAGE_KEYS). */
  | { readonly _tag: 'RememberSeen'; readonly key: (typeof STORAGE_KEYS)[SeenKey]; readonly value: Temporal.Instant }

/** A step of the machine: the next state and the effects to carry out, in order. */
export interface AutoRefreshTransition {
  readonly state: AutoRefreshState
  readonly effects: ReadonlyArray<AutoRefreshEffect>
}

/** Signed out, online, nothing seen. */
export const initialAutoRefreshState: AutoRefreshState = {
  session: false,
  online: true,
  autoRefresh: true,
  hasLoaded: false,
  updatesAvailable: false,
  badges: { dailyRemarks: false, news: false },
  seen: { lastRosterChange: null, lastDailyRemark: null, lastNews: null },
  latest: { lastDailyRemark: null, lastNews: null },
  pollToken: 0,
  paused: false,
}

const instantOf = (zdt: Temporal.ZonedDateTime | null | undefined): Temporal.Instant | null => zdt?.toInstant() ?? null
const remember = (key: SeenKey, value: Temporal.Instant): AutoRefreshEffect => ({ _tag: 'RememberSeen', key: STORAGE_KEYS[key], value })

/** A poll: check now (only when online) and schedule the next one in UPDATE_POLL_INTERVAL_MS. */
const poll = (state: AutoRefreshState): AutoRefreshTransition => {
  const token = state.pollToken + 1
  const schedule: AutoRefreshEffect = { _tag: 'SchedulePoll', delayMs: UPDATE_POLL_INTERVAL_MS, token }
  return { state: { ...state, pollToken: token }, effects: state.online ? [{ _tag: 'CheckUpdates' }, schedule] : [schedule] }
}

const onUpdates = (state: AutoRefreshState, info: UpdatesInfo): AutoRefreshTransition => {
  const effects: AutoRefreshEffect[] = []
  let next = state
  const roster = instantOf(info.lastRosterChange)
  if (roster !== null && state.seen.lastRosterChange === null) {
    next = { ...next, seen: { ...next.seen, lastRosterChange: roster } }
    effects.push(remember('lastRosterChange', roster))
  } else if (roster !== null && rosterChanged(state.seen.lastRosterChange, roster)) {
    next = { ...next, seen: { ...next.seen, lastRosterChange: roster } }
    effects.push(remember('lastRosterChange', roster))
    if (state.autoRefresh) effects.push({ _tag: 'ReloadDuties', scope: 'ALL' })
    else {
      if (!state.updatesAvailable) effects.push({ _tag: 'ShowBadge', badge: 'refresh' })
      next = { ...next, updatesAvailable: true }
    }
  }
  const tabs: ReadonlyArray<readonly [BadgeTab, 'lastDailyRemark' | 'lastNews', Temporal.Instant | null]> = [
    ['dailyRemarks', 'lastDailyRemark', instantOf(info.lastDailyRemarkTimestamp)],
    ['news', 'lastNews', instantOf(info.lastNewsTimestamp)],
  ]
  for (const [tab, key, latest] of tabs) {
    if (latest === null || !hasNewItems(state.seen[key], latest)) continue
    next = { ...next, latest: { ...next.latest, [key]: latest } }
    if (!next.badges[tab]) effects.push({ _tag: 'ShowBadge', badge: tab })
    next = { ...next, badges: { ...next.badges, [tab]: true } }
  }
  return { state: next, effects }
}

/**
 * The duty auto-refresh machine of SPEC section 4: "When the last roster-change time differs from
 * the one last seen, duties reload automatically if auto-refresh is on (default from profile).
 * Otherwise a badge shows on the refresh button, and pressing it reloads. Loading sets hasLoaded and
 * clears the updates flag. Update checks run at login and then every 15 seconds, and on coming back
 * online while a session exists." New daily-remark and news times (differing from lastDailyRemark /
 * lastNews seen) show the red-dot badges of those tabs until the tab is opened.
 * A roster-change reload fetches scope ALL; pressing refresh with no change waiting fetches
 * CURRENT_PERIOD. Polls are not checked while offline but keep their 15 s rhythm. In the background
 * (`AppPaused`) polls stop; coming back (`AppResumed`) checks at once and polls again. A push received
 * while the app is open (`PushReceived`) checks at once, so its badge shows without waiting for the poll.
 * A pure reducer: timers, calls and storage are effects returned as data.
 */
export const autoRefreshReducer = (state: AutoRefreshState, event: AutoRefreshEvent): AutoRefreshTransition => {
  switch (event._tag) {
    case 'SessionStarted': {
      const started: AutoRefreshState = {
        ...initialAutoRefreshState,
        session: true,
        online: state.online,
        autoRefresh: event.autoRefresh,
        seen: event.seen,
        pollToken: state.pollToken,
        paused: state.paused,
      }
      return state.paused ? { state: started, effects: [] } : poll(started)
    }
    case 'SessionEnded':
      return { state: { ...initialAutoRefreshState, online: state.online, pollToken: state.pollToken + 1, paused: state.paused }, effects: [] }
    case 'AppPaused':
      return { state: { ...state, paused: true, pollToken: state.pollToken + 1 }, effects: [] }
    case 'AppResumed':
      return state.paused && state.session ? poll({ ...state, paused: false }) : { state: { ...state, paused: false }, effects: [] }
    case 'AutoRefreshChanged':
      return { state: { ...state, autoRefresh: event.enabled }, effects: [] }
    case 'OnlineChanged': {
      const cameBack = event.online && !state.online && state.session && !state.paused
      return { state: { ...state, online: event.online }, effects: cameBack ? [{ _tag: 'CheckUpdates' }] : [] }
    }
  }
  if (!state.session) return { state, effects: [] }
  switch (event._tag) {
    case 'PollElapsed':
      return event.token === state.pollToken ? poll(state) : { state, effects: [] }
    case 'PushReceived':
      return { state, effects: state.online && !state.paused ? [{ _tag: 'CheckUpdates' }] : [] }
    case 'UpdatesReceived':
      return onUpdates(state, event.info)
    case 'RefreshPressed':
      return { state, effects: [{ _tag: 'ReloadDuties', scope: state.updatesAvailable ? 'ALL' : 'CURRENT_PERIOD' }] }
    case 'DutiesLoaded':
      return { state: { ...state, hasLoaded: true, updatesAvailable: false }, effects: [] }
    case 'TabOpened': {
      const key = event.tab === 'dailyRemarks' ? 'lastDailyRemark' : 'lastNews'
      const latest = state.latest[key]
      const seen = latest === null ? state.seen : { ...state.seen, [key]: latest }
      return {
        state: { ...state, seen, badges: { ...state.badges, [event.tab]: false } },
        effects: latest === null || (state.seen[key]?.equals(latest) ?? false) ? [] : [remember(key, latest)],
      }
    }
  }
}
