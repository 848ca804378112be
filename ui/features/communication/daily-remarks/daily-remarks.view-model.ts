import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { DailyRemark, DailyRemarksQuery, RemarkType } from '../../../../core/remarks/remark.codec'
import { CREW_REMARKS_ENABLING_VALUE, isFromScheduler, isUnread, remarkKey, remarkLists, remarkText } from '../../../../core/remarks/remark.rules'
import type { BlockMonthRange } from '../../../../core/roster/block-month.rules'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'

/** One row of a remarks list, ready to show. */
export interface RemarkRow {
  readonly key: string
  readonly date: Temporal.PlainDate
  readonly typeText: string
  readonly text: string
  readonly unread: boolean
  readonly fromScheduler: boolean
}

/** The two lists of the screen (SPEC section 2: "remarks from the scheduler and remarks from me"). */
export interface RemarkListsView {
  readonly fromScheduler: ReadonlyArray<RemarkRow>
  readonly fromMe: ReadonlyArray<RemarkRow>
  /** Whether the "from me" list is shown at all ("crew remarks only at value Q"). */
  readonly showFromMe: boolean
}

/** The text of a remark type code (the server's remark types), else the code itself. */
export const typeTextOf = (code: string, types: ReadonlyArray<RemarkType>): string =>
  types.find((t) => t.remarkType === code)?.text ?? code

const rowOf = (remark: DailyRemark, readKeys: ReadonlySet<string>, types: ReadonlyArray<RemarkType>): RemarkRow => ({
  key: remarkKey(remark),
  date: remark.date,
  typeText: typeTextOf(remark.remarkType, types),
  text: remarkText(remark),
  unread: isUnread(remark, readKeys),
  fromScheduler: isFromScheduler(remark),
})

/**
 * The lists by the core rules: `remarkLists` (scheduler remarks always, own remarks only when enabled
 * at value Q, which `canSeeCrewRemarks` of the feature access tells) and `isUnread` ("unread until opened ... own remarks are never shown as unread").
 */
export const remarkListsView = (
  remarks: ReadonlyArray<DailyRemark>,
  readKeys: ReadonlySet<string>,
  types: ReadonlyArray<RemarkType>,
  canSeeCrewRemarks: boolean,
): RemarkListsView => {
  const lists = remarkLists(remarks, canSeeCrewRemarks ? CREW_REMARKS_ENABLING_VALUE : undefined)
  return {
    fromScheduler: lists.fromScheduler.map((r) => rowOf(r, readKeys, types)),
    fromMe: lists.fromMe.map((r) => rowOf(r, readKeys, types)),
    showFromMe: canSeeCrewRemarks,
  }
}

/** The remark with this route key (`/daily-remarks/{id}`). */
export const remarkByKey = (remarks: ReadonlyArray<DailyRemark>, key: string): O.Option<DailyRemark> =>
  O.fromNullable(remarks.find((r) => remarkKey(r) === key))

const floorToSecond = (value: Temporal.ZonedDateTime): Temporal.ZonedDateTime =>
  value.round({ smallestUnit: 'second', roundingMode: 'floor' })

/**
 * The period the remarks are loaded for: the block months (block-month machine, sorted and widened to UTC days) and the roster period, from the
 * earliest start to the latest end (whole seconds, as the wire carries them).
 */
export const remarksQuery = (plan: DutyPlan, blockMonths: ReadonlyArray<BlockMonthRange>): DailyRemarksQuery => {
  const starts = [plan.rosterPeriod.from, ...blockMonths.map((b) => b.start)]
  const ends = [plan.rosterPeriod.to, ...blockMonths.map((b) => b.end)]
  const earliest = starts.reduce((a, b) => (Temporal.Instant.compare(a.toInstant(), b.toInstant()) <= 0 ? a : b))
  const latest = ends.reduce((a, b) => (Temporal.Instant.compare(a.toInstant(), b.toInstant()) >= 0 ? a : b))
  return { fromDtUtc: floorToSecond(earliest.withTimeZone('UTC')), toDtUtc: floorToSecond(latest.withTimeZone('UTC')) }
}
