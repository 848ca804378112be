import type { NewsItem } from './news-item.rules'

/** The feature switches the news list depends on: `viewCheckIn` and `viewNotifications`. */
export interface NewsVisibility {
  readonly checkInViewEnabled: boolean
  readonly notificationViewEnabled: boolean
}

/**
 * SPEC section 4: "The list shows only the message category, plus check-in if check-in viewing is
 * enabled, plus roster change if notification viewing is enabled." Order is kept.
 */
export const isNewsVisible = (item: NewsItem, visibility: NewsVisibility): boolean => {
  switch (item.category) {
    case 'message':
      return true
    case 'checkIn':
      return visibility.checkInViewEnabled
    case 'rosterChange':
      return visibility.notificationViewEnabled
    case 'other':
      return false
  }
}

/** The items the news list shows ({@link isNewsVisible}). */
export const visibleNews = (items: ReadonlyArray<NewsItem>, visibility: NewsVisibility): ReadonlyArray<NewsItem> =>
  items.filter((item) => isNewsVisible(item, visibility))

/** Visible items that are neither read nor expired: the count behind the news red dot ("Red-dot badges ... signal new items"). */
export const unreadNewsCount = (items: ReadonlyArray<NewsItem>, visibility: NewsVisibility): number =>
  visibleNews(items, visibility).filter((item) => !item.read && !item.expired).length

/** Whether the bottom navigation shows the red dot on news. */
export const showsNewsRedDot = (items: ReadonlyArray<NewsItem>, visibility: NewsVisibility): boolean =>
  unreadNewsCount(items, visibility) > 0
