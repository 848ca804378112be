import * as t from 'io-ts'
import { PROFILE_FEATURE_IDS, type ProfileFeatureId } from './feature-ids'

const literals = <const T extends readonly [string, string, ...string[]]>(values: T, name: string) =>
  // io-ts needs a tuple of at least two codecs; the const array has at least two entries by its type.
  t.union(
    values.map((v) => t.literal(v)) as unknown as [t.LiteralC<T[number]>, t.LiteralC<T[number]>, ...t.LiteralC<T[number]>[]],
    name,
  )

export const HOTEL_FIELDS = [
  'ADDRESS',
  'CONTACTS',
  'DATE',
  'NAME',
  'PICKUP_TIME',
  'REMARK',
  'TRANSFER_TIME',
  'TRANSPORT_COMPANY_ADDRESS',
  'TRANSPORT_COMPANY_CONTACTS',
  'TRANSPORT_COMPANY_NAME',
  'TRANSPORT_COMPANY_TYPE',
  'TYPE',
] as const
export const HotelField = literals(HOTEL_FIELDS, 'HotelField')
export type HotelField = t.TypeOf<typeof HotelField>

export const PAIRING_NUMBER_MODES = ['SHOW_ONLY_PAIRING_NUMBER', 'ADD_PAIRING_NUMBER', 'NO_PAIRING_NUMBER'] as const
export const PairingNumberMode = literals(PAIRING_NUMBER_MODES, 'PairingNumberMode')
export type PairingNumberMode = t.TypeOf<typeof PairingNumberMode>

/** A server the profile offers on the server-selection screen (SPEC section 3, server config entry). */
export const ServerEntry = t.intersection(
  [
    t.type({ name: t.string, origin: t.string, port: t.union([t.number, t.string]), path: t.string }),
    t.partial({
      saml2AuthUrl: t.string,
      useSaml2AuthObject: t.boolean,
      backUrl: t.string,
      matchUrl: t.string,
      minDomElements: t.number,
      loginShowTimeout: t.number,
      responseCheckInterval: t.number,
    }),
  ],
  'ServerEntry',
)
export type ServerEntry = t.TypeOf<typeof ServerEntry>

const FeatureSwitches = t.type(
  Object.fromEntries(PROFILE_FEATURE_IDS.map((id) => [id, t.boolean])) as Record<ProfileFeatureId, t.BooleanC>,
  'FeatureSwitches',
)
export type FeatureSwitches = Record<ProfileFeatureId, boolean>

/**
 * Days before expiry from which the summary reads "expires soon", per group that highlights expiry
 * (SPEC section 2: Recurrent trainings/checks, Licences, Passports / Visas). Whole days, 0 or more.
 */
export const ExpiryWarningDays = t.type(
  { checks: t.number, licences: t.number, travelDocuments: t.number },
  'ExpiryWarningDays',
)
export type ExpiryWarningDays = t.TypeOf<typeof ExpiryWarningDays>

/** Per-profile display options of SPEC section 6 and the profile settings of section 3. */
export const DisplayOptions = t.type(
  {
    showPairingNumber: t.boolean,
    pairingNumberMode: PairingNumberMode,
    showHomeBase: t.boolean,
    showAircraftTypeOfPairing: t.boolean,
    showAircraftTypeOfLeg: t.boolean,
    showRank: t.boolean,
    showCookieBanner: t.boolean,
    showUTCTime: t.boolean,
    showLocalTime: t.boolean,
    localTimePostfix: t.string,
    weekStartsOnMonday: t.boolean,
    showRosterChanges: t.boolean,
    /** Roster-change confirmation must be scrolled to the end before confirming. */
    rosterChangeFullSelection: t.boolean,
    largeSuspensionIcon: t.boolean,
    hideHeaderOnScroll: t.boolean,
    showGroundCodeInCalendar: t.boolean,
    showCalendarAfterLogin: t.boolean,
    autoRefreshByDefault: t.boolean,
    showBlockMonthCode: t.boolean,
    showBlockMonthInterval: t.boolean,
    showAircraftSubtype: t.boolean,
    showRegistration: t.boolean,
    defaultPhonePrefix: t.string,
    dateFormats: t.type({ DATE: t.string, SHORT_DATE_TIME: t.string, TIME: t.string }),
    phoneTypeCodes: t.array(t.string),
    /** Calendar code shown instead of an event type, for example FPR -> DH, SBY -> RAP. */
    calendarCodeMapping: t.record(t.string, t.string),
    disabledHotelFields: t.array(HotelField),
    themes: t.array(t.union([t.literal('light'), t.literal('dark')])),
    customerCode: t.string,
    upperCaseUsername: t.boolean,
    /** The summary's "expires soon" thresholds, per group. */
    expiryWarningDays: ExpiryWarningDays,
    /**
     * Ours, the `dutyLimits` feature: which cumulative duty-limit counters the summary
     * and the roster-change confirmation show, or 'off'. Not a boolean switch because it also names the
     * rule set (EASA ORO.FTL.210 by default, FAA Part 117 per profile); informative, never a legal check.
     */
    dutyLimits: t.union([t.literal('EASA'), t.literal('FAA'), t.literal('off')]),
    /**
     * Ours (feature `travelDocumentWarnings`): months a passport must stay valid after a
     * rostered trip (default 6), and the countries (ISO alpha-3) for which the airline's crew need a visa.
     */
    travelDocuments: t.type({ passportMarginMonths: t.number, visaCountries: t.array(t.string) }),
  },
  'DisplayOptions',
)
export type DisplayOptions = t.TypeOf<typeof DisplayOptions>

/** An airline profile: feature switches, display options and the servers it offers. Data, validated at build time. */
export const Profile = t.type(
  {
    id: t.string,
    name: t.string,
    features: FeatureSwitches,
    display: DisplayOptions,
    servers: t.array(ServerEntry),
  },
  'Profile',
)
export type Profile = t.TypeOf<typeof Profile>

/** SPEC section 6 defaults: most features on, password reset off, role editing on. */
export const DEFAULT_FEATURE_SWITCHES: FeatureSwitches = {
  viewBlockmonthSwitchOnSummary: true,
  viewCheckIn: true,
  viewHotel: true,
  viewLeg: true,
  viewNotifications: true,
  viewPairing: true,
  viewSummary: true,
  viewRosterTagsCalendarFilter: true,
  viewNews: true,
  viewDailyRemarks: true,
  viewNotificationSettings: true,
  viewMyData: true,
  performCheckIn: true,
  performPasswordReset: false,
  performRoleEditing: true,
  performCheckInWithPosition: false,
  calendarSubscription: true,
  offlineOutbox: true,
  travelDocumentWarnings: true,
  changeHistory: true,
}

export const DEFAULT_DISPLAY_OPTIONS: DisplayOptions = {
  showPairingNumber: true,
  pairingNumberMode: 'ADD_PAIRING_NUMBER',
  showHomeBase: true,
  showAircraftTypeOfPairing: true,
  showAircraftTypeOfLeg: true,
  showRank: true,
  showCookieBanner: true,
  showUTCTime: true,
  showLocalTime: true,
  localTimePostfix: 'LT',
  weekStartsOnMonday: false,
  showRosterChanges: true,
  rosterChangeFullSelection: false,
  largeSuspensionIcon: false,
  hideHeaderOnScroll: false,
  showGroundCodeInCalendar: true,
  showCalendarAfterLogin: true,
  autoRefreshByDefault: true,
  showBlockMonthCode: false,
  showBlockMonthInterval: true,
  showAircraftSubtype: false,
  showRegistration: false,
  defaultPhonePrefix: '+',
  dateFormats: { DATE: 'dd MMM yyyy', SHORT_DATE_TIME: 'dd/MM HH:mm', TIME: 'HH:mm' },
  phoneTypeCodes: ['Default', 'Cell', 'Home', 'Landline'],
  calendarCodeMapping: {},
  disabledHotelFields: [],
  themes: ['light'],
  customerCode: 'CDP',
  upperCaseUsername: false,
  // One block month ahead for every group: seen a roster period before it matters.
  expiryWarningDays: { checks: 30, licences: 30, travelDocuments: 30 },
  dutyLimits: 'EASA',
  travelDocuments: { passportMarginMonths: 6, visaCountries: [] },
}
