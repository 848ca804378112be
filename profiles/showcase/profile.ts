import type { Profile } from '../../core/access/profile.codec'
import { profileWith } from '../../core/access/profiles.rules'
import type { ProfileExtras } from '../profile-extras'

/**
 * Showcase Air: the demo airline with the display options that are off by default turned on, so the
 * demo shows them (`PROFILE=showcase npm start`): changed duties marked (roster changes), the
 * header hiding on scroll, the large suspension icon, the block-month code, aircraft subtype and
 * registration, local and UTC times, the calendar closed after login on narrow screens, full-selection
 * roster-change confirmation, its own SMS and push agreement texts; light and dark.
 */
export const profile: Profile = profileWith({
  id: 'showcase',
  name: 'Showcase Air',
  display: {
    themes: ['light', 'dark'],
    showRosterChanges: true,
    hideHeaderOnScroll: true,
    largeSuspensionIcon: true,
    showBlockMonthCode: true,
    showAircraftSubtype: true,
    showRegistration: true,
    showLocalTime: true,
    showUTCTime: true,
    showCalendarAfterLogin: false,
    rosterChangeFullSelection: true,
    customerCode: 'SHW',
  },
  servers: [],
})

export const extras: ProfileExtras = {}
