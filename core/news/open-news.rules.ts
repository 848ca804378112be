import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import type { NewsItem } from './news-item.rules'

/** The navigation state handed to `/notifications/{crmId}` for a roster-change message. */
export interface RosterChangeLink {
  readonly fromDateTimeUTC: Temporal.ZonedDateTime
  readonly toDateTimeUTC: Temporal.ZonedDateTime
  readonly redirectTo: string
}

/** Where opening an item leads. */
export type OpenNewsAction =
  | { readonly _tag: 'ShowExpiredDialog' }
  | { readonly _tag: 'Navigate'; readonly path: string; readonly state: O.Option<RosterChangeLink> }

/** What opening an item does: mark it read (status update to READ) and where it leads. */
export interface OpenNewsDecision {
  readonly markRead: boolean
  readonly action: OpenNewsAction
}

const NEWS_PATH = '/news'

const navigate = (path: string, state: O.Option<RosterChangeLink> = O.none): OpenNewsAction => ({
  _tag: 'Navigate',
  path,
  state,
})

const target = (item: NewsItem, crmId: string): OpenNewsAction => {
  const detail = navigate(`${NEWS_PATH}/${encodeURIComponent(item.id)}`)
  switch (item.category) {
    case 'checkIn':
      return O.isSome(item.checkInLogicalId)
        ? navigate(`/check-in/${encodeURIComponent(crmId)}/${encodeURIComponent(item.checkInLogicalId.value)}`)
        : detail
    case 'rosterChange': {
      const { fromDateTimeUTC, toDateTimeUTC } = item.properties
      return O.isSome(fromDateTimeUTC) && O.isSome(toDateTimeUTC)
        ? navigate(
            `/notifications/${encodeURIComponent(crmId)}`,
            O.some({ fromDateTimeUTC: fromDateTimeUTC.value, toDateTimeUTC: toDateTimeUTC.value, redirectTo: NEWS_PATH }),
          )
        : detail
    }
    default:
      return detail
  }
}

/**
 * Opening a news item (SPEC section 4, "News"):
 * - "Unread becomes read by status update when an unread, non-expired broadcast is opened";
 * - "opening an expired item shows an info dialog" (with the expired text);
 * - otherwise a broadcast opens its detail `/news/{id}`, a check-in alert the check-in screen of its
 *   event, a roster-change message the confirmation screen for its period (returning to /news).
 * Path segments are URL-encoded.
 */
export const openNews = (item: NewsItem, crmId: string): OpenNewsDecision => ({
  markRead: item.category === 'message' && !item.read && !item.expired,
  action: item.expired ? { _tag: 'ShowExpiredDialog' } : target(item, crmId),
})

/** The item after a successful READ status update. */
export const markedRead = (item: NewsItem): NewsItem => ({ ...item, read: true })
