import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../../../../../core/errors/app-error'
import type { CreateDailyRemarkBody, DailyRemark, DailyRemarksQuery, RemarkType } from '../../../../../core/remarks/remark.codec'
import type { RemarksPort } from '../../../../../core/remarks/remark.port'
import type { RosterData } from '../../../../../core/roster/roster.codec'
import type { RosterPort } from '../../../../../core/roster/roster.port'
import { LogicalId } from '../../../../../core/shared/brands'

const zdt = (iso: string): Temporal.ZonedDateTime => Temporal.Instant.from(iso).toZonedDateTimeISO('+00:00')

/** Roster data of one block month, March 2026 (the fake clock is 2026-03-15T08:00Z). */
export const aRosterData = (overrides: Partial<RosterData> = {}): RosterData => ({
  events: [],
  rosterPeriod: { from: zdt('2026-03-01T00:00:00Z'), to: zdt('2026-04-01T00:00:00Z') },
  blockMonthList: [
    { id: 'BM-02', name: 'February 2026', from: zdt('2026-02-01T00:00:00Z'), to: zdt('2026-02-28T23:59:59Z') },
    { id: 'BM-03', name: 'March 2026', from: zdt('2026-03-01T00:00:00Z'), to: zdt('2026-03-31T23:59:59Z') },
    { id: 'BM-04', name: 'April 2026', from: zdt('2026-04-01T00:00:00Z'), to: zdt('2026-04-30T23:59:59Z') },
  ],
  ...overrides,
})

/** A roster port answering `data` to `loadDuties`. */
export const fakeRosterPort = (data: RosterData = aRosterData()): Partial<RosterPort> => ({
  loadDuties: () => TE.right(data),
})

const logicalId = (s: string): LogicalId => {
  const decoded = LogicalId.decode(s)
  if (E.isLeft(decoded)) throw new Error(`fixtures: bad logical id ${s}`)
  return decoded.right
}

/** A daily remark from the scheduler (override `remarkSender` for one from the crew member). */
export const aRemark = (
  overrides: { readonly date?: string; readonly type?: string; readonly comment?: string; readonly sender?: string; readonly read?: boolean; readonly logicalId?: string } = {},
): DailyRemark => ({
  date: Temporal.PlainDate.from(overrides.date ?? '2026-03-16'),
  remarkType: overrides.type ?? 'INFO',
  remarkSender: overrides.sender ?? 'SCHED',
  comment: overrides.comment ?? 'Bring your passport for the Tokyo rotation.',
  remarkTimeStamp: zdt('2026-03-14T10:00:00Z'),
  ...(overrides.read === undefined ? {} : { read: overrides.read }),
  ...(overrides.logicalId === undefined ? {} : { logicalIdRelatedEvent: logicalId(overrides.logicalId) }),
})

/** The server's remark types. */
export const REMARK_TYPES: ReadonlyArray<RemarkType> = [
  { remarkType: 'INFO', text: 'Information' },
  { remarkType: 'REQ', text: 'Request' },
]

/** Calls a fake remarks port received. */
export interface RemarkCalls {
  queries: DailyRemarksQuery[]
  created: CreateDailyRemarkBody[]
  markedRead: string[]
}

/** A fake remarks port; `createFails` / `loadFails` make those calls fail. */
export const fakeRemarksPort = (
  remarks: ReadonlyArray<DailyRemark>,
  options: { readonly createFails?: boolean; readonly loadFails?: boolean | TransportError; readonly types?: ReadonlyArray<RemarkType> } = {},
): { readonly port: RemarksPort; readonly calls: RemarkCalls } => {
  const calls: RemarkCalls = { queries: [], created: [], markedRead: [] }
  const failure: TransportError = { _tag: 'Http', status: 500, request: { method: 'POST', url: '/daily_remark' }, isJson: false }
  return {
    calls,
    port: {
      fetchRemarks: (_crmId, query) => {
        calls.queries.push(query)
        return options.loadFails === undefined || options.loadFails === false ? TE.right(remarks) : TE.left(options.loadFails === true ? failure : options.loadFails)
      },
      createRemark: (_crmId, body) => {
        calls.created.push(body)
        return options.createFails === true ? TE.left(failure) : TE.right(undefined)
      },
      deleteRemark: () => TE.right(undefined),
      fetchRemarkTypes: () => TE.right(options.types ?? REMARK_TYPES),
      markRemarkRead: (_crmId, id) => {
        calls.markedRead.push(id)
        return TE.right(undefined)
      },
    },
  }
}
