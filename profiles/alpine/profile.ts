import type { Profile } from '../../core/access/profile.codec'
import { NEWS_OFF_OVERRIDES, profileWith } from '../../core/access/profiles.rules'
import type { ProfileExtras } from '../profile-extras'

/**
 * Alpine Air: SPEC section 6, "One profile turns news view, roster-tags filter and role editing off."
 * Light theme only, longer "expires soon" warnings for licences and passports, SMS agreement with stop/start keywords on a short code.
 */
export const profile: Profile = profileWith(
  {
    id: 'alpine',
    name: 'Alpine Air',
    display: {
      themes: ['light'],
      showBlockMonthCode: true,
      defaultPhonePrefix: '+',
      customerCode: 'ALP',
      upperCaseUsername: true,
      // Its routes need six months of passport validity; medicals are renewed two months ahead.
      expiryWarningDays: { checks: 30, licences: 60, travelDocuments: 180 },
    },
    servers: [],
  },
  profileWith(NEWS_OFF_OVERRIDES),
)

export const extras: ProfileExtras = { smsKeywords: { shortCode: '4040', stop: 'STOP', start: 'START' } }
