import type { Temporal } from 'temporal-polyfill'

/**
 * SPEC section 4, Duty auto refresh: auto-refresh is "on (default from profile)": the user's
 * stored choice (STORAGE_KEYS.autoRefreshEnabled) when there is one, otherwise the profile's
 * `autoRefreshByDefault`.
 */
export const isAutoRefreshOn = (stored: boolean | null, profileDefault: boolean): boolean => stored ?? profileDefault

/**
 * "When the last roster-change time differs from the one last seen": true when the server reports a
 * time and it is a different instant from the one last seen (the same instant written with another
 * offset is not a change). A missing server time is no change. With nothing seen yet the server's
 * time becomes the first one seen: duties are loaded at login anyway, so it is not a change.
 */
export const rosterChanged = (seen: Temporal.Instant | null, latest: Temporal.Instant | null): boolean =>
  latest !== null && seen !== null && !seen.equals(latest)

/**
 * New daily remarks or news (red-dot badges, SPEC section 2): the server reports a time and nothing
 * was seen yet or it is a different instant from the one last seen.
 */
export const hasNewItems = (seen: Temporal.Instant | null, latest: Temporal.Instant | null): boolean =>
  latest !== null && (seen === null || !seen.equals(latest))
