import type { DisplayOptions } from '../access/profile.codec'

/**
 * Whether home's calendar starts open (before the crew member uses its handle): SPEC section 6's
 * `showCalendarAfterLogin` on every width, and on narrow screens (phones) also the profile's
 * `showCalendarAfterLoginOnPhones`, so a phone can lead with the next duty and the duty list.
 */
export const calendarStartsOpen = (
  display: Pick<DisplayOptions, 'showCalendarAfterLogin' | 'showCalendarAfterLoginOnPhones'>,
  narrow: boolean,
): boolean => display.showCalendarAfterLogin && (!narrow || display.showCalendarAfterLoginOnPhones)
