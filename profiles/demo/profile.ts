import type { Profile } from '../../core/access/profile.codec'
import { profileWith } from '../../core/access/profiles.rules'
import type { ProfileExtras } from '../profile-extras'

/**
 * Demo Airline, the default profile: SPEC section 6 defaults ("most features on, password reset off,
 * role editing on"), light and dark themes. No server list: the app talks to the server it is served from.
 */
export const profile: Profile = profileWith({
  id: 'demo',
  name: 'Demo Airline',
  display: {
    themes: ['light', 'dark'],
    showAircraftSubtype: true,
    showRegistration: true,
    customerCode: 'DEMO',
    // On a phone home leads with the next duty and the duty list; the calendar is one tap away.
    showCalendarAfterLoginOnPhones: false,
    // The demo crew fly to New York, Tokyo and London from Paris: the United States, Japan, China and India
    // need a visa in this demo airline's rules, the United Kingdom does not.
    travelDocuments: { passportMarginMonths: 6, visaCountries: ['USA', 'JPN', 'CHN', 'IND'] },
  },
  // The demo shows every feature of ours, family share included (off by default: an airline opts in).
  features: { familyShare: true },
  servers: [],
})

export const extras: ProfileExtras = {}
