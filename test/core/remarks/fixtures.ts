import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import type { LogicalId } from '../../../core/shared/brands'
import type { TransportError } from '../../../core/errors/app-error'
import type { DailyRemark } from '../../../core/remarks/remark.codec'
import type { RemarksPort } from '../../../core/remarks/remark.port'
import { wireDateTime } from '../shared/arbitraries'
import { aZonedDateTime } from '../shared/fixtures'

export { wireDateTime }

/** A decoded wire date-time; a bad literal in a test is a bug in the test. */
export const at = aZonedDateTime

export const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)

/** An unread scheduler remark for 16 Mar 2026 tied to a DREM event. */
export const aRemark = (overrides: Partial<DailyRemark> = {}): DailyRemark => ({
  date: day('2026-03-16'),
  remarkType: 'INFO',
  remarkSender: 'SCHED',
  comment: 'Bring your passport.',
  read: false,
  remarkTimeStamp: at('2026-03-15T07:00:00+00:00'),
  logicalIdRelatedEvent: 'DREM#2026-03-16' as LogicalId,
  ...overrides,
})

/** A remark written by the crew member. */
export const anOwnRemark = (overrides: Partial<DailyRemark> = {}): DailyRemark =>
  aRemark({ remarkSender: 'C1', logicalIdRelatedEvent: 'DREM#own' as LogicalId, ...overrides })

export const offline: TransportError = { _tag: 'Offline' }

/** A remarks port whose calls answer as given (or succeed) and record what they were asked. */
export const aRemarksPort = (failing: TransportError | undefined = undefined, calls: string[] = []): RemarksPort => {
  const answer = <A>(call: string, value: A): TE.TaskEither<TransportError, A> => {
    calls.push(call)
    return failing === undefined ? TE.right(value) : TE.left(failing)
  }
  return {
    fetchRemarks: (crmId, q) => answer(`fetch ${crmId} ${q.fromDtUtc.toString({ timeZoneName: 'never' })}`, [aRemark()]),
    createRemark: (crmId, body) => answer(`create ${crmId} ${body.date.toString()} ${body.remarkType} ${body.comment}`, undefined),
    deleteRemark: (crmId, date) => answer(`delete ${crmId} ${date.toString()}`, undefined),
    fetchRemarkTypes: (crmId) => answer(`types ${crmId}`, [{ remarkType: 'INFO', text: 'Information' }]),
    markRemarkRead: (crmId, logicalId) => answer(`read ${crmId} ${logicalId}`, undefined),
  }
}

const PLAIN = { noNullPrototype: true } as const
/** Canonical wire dates `yyyy-MM-dd` (only real dates). */
export const wireDate: fc.Arbitrary<string> = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

export const wireRemark = fc.record(
  {
    date: wireDate,
    remarkType: fc.string(),
    remarkSender: fc.constantFrom('SCHED', 'CRM', 'C1', 'crew'),
    comment: fc.string(),
    text: fc.string(),
    receivedDate: wireDateTime,
    read: fc.boolean(),
    remarkTimeStamp: wireDateTime,
    datetime: wireDateTime,
    logicalIdRelatedEvent: fc.string({ minLength: 1, maxLength: 40 }),
    from: fc.record({ dtUtc: wireDateTime }, { requiredKeys: [], noNullPrototype: true }),
  },
  { requiredKeys: ['date', 'remarkType', 'remarkSender'], noNullPrototype: true },
)

export const wireRemarksResult = fc.record({ dailyRemarks: fc.array(wireRemark, { maxLength: 4 }) }, PLAIN)
export const wireRemarksQuery = fc.record({ fromDtUtc: wireDateTime, toDtUtc: wireDateTime }, PLAIN)
export const wireCreateBody = fc.record({ date: wireDate, remarkType: fc.string(), comment: fc.string() }, PLAIN)
export const wireDeleteQuery = fc.record({ date: wireDate }, PLAIN)
export const wireRemarkTypes = fc.array(fc.record({ remarkType: fc.string(), text: fc.string() }, PLAIN), { maxLength: 4 })

/** A value of the wrong type for any field (never a string, boolean or array). */
export const wrongType = fc.oneof(fc.integer(), fc.constant(null), fc.double(), fc.object())
