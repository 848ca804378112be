import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../../../core/errors/app-error'
import type {
  ConfirmRosterChangeResult,
  RosterChange,
  RosterChangeDay,
  RosterChangeItem,
  RosterChangeNavigationState,
} from '../../../core/roster-changes/roster-change.codec'
import { wireDateTime } from '../shared/arbitraries'
import { aZonedDateTime } from '../shared/fixtures'

export { wireDateTime }

/** A decoded wire date-time; a bad literal in a test is a bug in the test. */
export const at = aZonedDateTime

/** A plain date from `yyyy-MM-dd`. */
export const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)

export const anItem = (overrides: Partial<RosterChangeItem> = {}): RosterChangeItem => ({
  old: 'OFF',
  new: 'LH1234 FRA-LYS 08:00-09:20',
  freeText: 'Swap requested by crew control',
  ...overrides,
})

export const aDay = (overrides: Partial<RosterChangeDay> = {}): RosterChangeDay => ({
  date: day('2026-03-16'),
  confirmable: true,
  items: [anItem()],
  ...overrides,
})

/** A pending roster change with two confirmable days (16 and 18 Mar) and one that is not (17 Mar). */
export const aRosterChange = (overrides: Partial<RosterChange> = {}): RosterChange => ({
  id: 'RC-42',
  changes: [
    aDay({ date: day('2026-03-16') }),
    aDay({ date: day('2026-03-17'), confirmable: false }),
    aDay({ date: day('2026-03-18') }),
  ],
  ...overrides,
})

export const aNavigationState = (overrides: Partial<RosterChangeNavigationState> = {}): RosterChangeNavigationState => ({
  fromDateTimeUTC: at('2026-03-01T00:00:00+00:00'),
  toDateTimeUTC: at('2026-04-01T00:00:00+00:00'),
  redirectTo: '/',
  ...overrides,
})

export const aConfirmResult = (overrides: Partial<ConfirmRosterChangeResult> = {}): ConfirmRosterChangeResult => ({
  periods: [{ fromDateTimeUTC: at('2026-03-16T00:00:00+00:00'), toDateTimeUTC: at('2026-03-19T00:00:00+00:00') }],
  ...overrides,
})

export const aServiceError = (errMessage?: string): TransportError => ({
  _tag: 'Service',
  errors: [errMessage === undefined ? { errId: 'ERR_NOTIF' } : { errId: 'ERR_NOTIF', errMessage }],
})

export const aNetworkError = (): TransportError => ({
  _tag: 'Network',
  request: { method: 'POST', url: 'rest/pems/roster/C1/notif' },
  message: 'socket hang up',
  timedOut: false,
})

/** Wire payloads come from JSON.parse: plain objects, never a null prototype. */
const PLAIN = { noNullPrototype: true } as const

/** Canonical wire dates `yyyy-MM-dd` (only real dates). */
export const wireDate: fc.Arbitrary<string> = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

const wireItem = fc.record(
  { old: fc.string(), new: fc.string(), freeText: fc.string() },
  { requiredKeys: ['old', 'new'], noNullPrototype: true },
)
const wireDay = fc.record({ date: wireDate, confirmable: fc.boolean(), items: fc.array(wireItem, { maxLength: 3 }) }, PLAIN)

/** Valid wire payloads of `GET roster/{crmId}/notif`. */
export const wireRosterChange = fc.record({ id: fc.string(), changes: fc.array(wireDay, { maxLength: 4 }) }, PLAIN)

/** Valid confirm bodies. */
export const wireConfirmBody = fc.record({ id: fc.string(), changes: fc.array(wireDate, { maxLength: 5 }) }, PLAIN)

const wirePeriod = fc.record({ fromDateTimeUTC: wireDateTime, toDateTimeUTC: wireDateTime }, PLAIN)
const wireFailed = fc.record({ date: wireDate, errMessage: fc.string() }, { requiredKeys: ['date'], noNullPrototype: true })

/** Valid confirm results. */
export const wireConfirmResult = fc.record(
  { periods: fc.array(wirePeriod, { maxLength: 3 }), failed: fc.array(wireFailed, { maxLength: 3 }) },
  { requiredKeys: ['periods'], noNullPrototype: true },
)

/** Valid navigation states of `/notifications/{crmId}`. */
export const wireNavigationState = fc.record({
  fromDateTimeUTC: wireDateTime,
  toDateTimeUTC: wireDateTime,
  redirectTo: fc.string(),
}, PLAIN)

/** A value of the wrong type for any field: never a string, never a boolean, never an array. */
export const notAStringOrBoolean = fc.oneof(fc.integer(), fc.constant(null), fc.double(), fc.object())

/** Breaks one field of an object payload: `key` gets a value of the wrong type. */
export const breakField = <A extends Record<string, unknown>>(payload: A, key: keyof A, bad: unknown): unknown => ({
  ...payload,
  [key]: bad,
})
