import type * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { decodeWith, type DecodeError } from '../shared/decode'
import { PROFILE_FEATURE_IDS, type ProfileFeatureId } from './feature-ids'
import { ServerEntry } from './server-entry.codec'

export { ServerEntry }

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

/** What a role code means to the pilot's logbook (display option `logbookRoleFunctions`). */
export const LogbookRoleFunction = t.keyof(
  { PIC: null, coPilot: null, relief: null, cabin: null, positioning: null, pilotFlying: null },
  'LogbookRoleFunction',
)
export type LogbookRoleFunction = t.TypeOf<typeof LogbookRoleFunction>

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
    /** Ours: on narrow screens (phones) the calendar also starts open only when this is on; home then leads with the next duty. */
    showCalendarAfterLoginOnPhones: t.boolean,
    /**
     * Ours: the most a family link may show (feature switch `familyShare`): `whereAndWhen` offers both levels,
     * `busyOrFree` only that one. It can only narrow; the server's FAMILY_SHARE_MAX_LEVEL enforces the same.
     */
    familyShareMostShown: t.keyof({ whereAndWhen: null, busyOrFree: null }),
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
     * Ours, the `logbook` feature: what each role code on a leg (an event role's name or id) means to the logbook:
     * the pilot's function (PIC, co-pilot, relief; cabin for cabin crew), `positioning` (the leg is not logged) or
     * `pilotFlying` (the starting guess of who flew the sector, which the crew member confirms). The logbook's rule
     * set (recency, export columns) is `dutyLimits`' (EASA when that is off).
     */
    logbookRoleFunctions: t.record(t.string, LogbookRoleFunction),
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

/** Validates profile data with the `Profile` codec ("Profiles are data, validated by a codec at build time"). */
export const validateProfile = (u: unknown): E.Either<DecodeError, Profile> => decodeWith(Profile)(u)
