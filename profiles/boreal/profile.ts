import type { Profile } from '../../core/access/profile.codec'
import { CHECK_IN_OFF_OVERRIDES, PASSWORD_RESET_OVERRIDES, profileWith } from '../../core/access/profiles.rules'
import type { ProfileExtras } from '../profile-extras'

/**
 * Boreal Wings: SPEC section 6, "Others turn block-month switch, check-in, filter and role editing off",
 * "One turns password reset on", "The hotel pick-up time field is disabled in one profile"; Monday
 * week start, local and UTC times, FPR shown as DH and SBY as RAP (SPEC section 9), and two servers:
 * the server the app is served from (an empty origin: wherever the reference server runs, on any host
 * or port) and an unreachable one (server selection shows both states).
 */
export const profile: Profile = profileWith(
  {
    id: 'boreal',
    name: 'Boreal Wings',
    display: {
      weekStartsOnMonday: true,
      showLocalTime: true,
      showUTCTime: true,
      calendarCodeMapping: { FPR: 'DH', SBY: 'RAP' },
      disabledHotelFields: ['PICKUP_TIME'],
      themes: ['light', 'dark'],
      defaultPhonePrefix: '+1',
      phoneTypeCodes: ['Default', 'Cell', 'Home', 'Landline', 'Temp #'],
      dateFormats: { DATE: 'dd MMM yyyy', SHORT_DATE_TIME: 'dd MMM HH:mm', TIME: 'HH:mm' },
      customerCode: 'BRW',
      rosterChangeFullSelection: true,
      // A North American airline: FAA Part 117 duty-limit counters.
      dutyLimits: 'FAA',
    },
    servers: [
      { name: 'Boreal Wings (this server)', origin: '', port: '', path: '/' },
      { name: 'Boreal Wings (training, offline)', origin: 'http://127.0.0.1', port: 9, path: '/' },
    ],
  },
  profileWith(PASSWORD_RESET_OVERRIDES, profileWith(CHECK_IN_OFF_OVERRIDES)),
)

export const extras: ProfileExtras = {}
