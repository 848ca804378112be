import * as O from 'fp-ts/Option'
import type { LogicalId } from '../shared/brands'
import type { DailyRemark } from './remark.codec'

/** The remark senders that mean the scheduler. */
export const SCHEDULER_SENDERS = ['SCHED', 'CRM'] as const

/** The IDP_DAILY_REMARK enabling value that also allows remarks by the crew member (SPEC section 6). */
export const CREW_REMARKS_ENABLING_VALUE = 'Q'

/** SPEC section 3: "remarkSender SCHED or CRM means from the scheduler, otherwise from the crew member". */
export const isFromScheduler = (remark: DailyRemark): boolean =>
  (SCHEDULER_SENDERS as ReadonlyArray<string>).includes(remark.remarkSender.trim().toUpperCase())

/**
 * SPEC section 4: "Remarks by crew members are shown only if that feature is enabled at value Q."
 * `enablingValue` is the user's IDP_DAILY_REMARK enabling value, if any.
 */
export const crewRemarksShown = (enablingValue: string | undefined): boolean =>
  enablingValue === CREW_REMARKS_ENABLING_VALUE

/** The two lists of the daily-remarks screen. */
export interface RemarkLists {
  readonly fromScheduler: ReadonlyArray<DailyRemark>
  readonly fromMe: ReadonlyArray<DailyRemark>
}

/**
 * Splits remarks into "remarks from the scheduler and remarks from me" (SPEC section 2), in server
 * order. "Scheduler remarks always show"; the user's own list is empty unless enabled at value Q.
 */
export const remarkLists = (remarks: ReadonlyArray<DailyRemark>, enablingValue: string | undefined): RemarkLists => ({
  fromScheduler: remarks.filter(isFromScheduler),
  fromMe: crewRemarksShown(enablingValue) ? remarks.filter((r) => !isFromScheduler(r)) : [],
})

/**
 * A stable key of a remark, for read tracking (`readRemarkIds`) and the `/daily-remarks/{id}` route:
 * its related event's logical id, else its date, type and time stamp.
 */
export const remarkKey = (remark: DailyRemark): string =>
  remark.logicalIdRelatedEvent ??
  [remark.date.toString(), remark.remarkType, remark.remarkTimeStamp?.toInstant().toString() ?? ''].join('|')

/**
 * SPEC section 4: "A remark is unread until opened. ... The user's own remarks are never shown as
 * unread." `readKeys` are the keys opened on this device; the server's `read` flag counts too.
 */
export const isUnread = (remark: DailyRemark, readKeys: ReadonlySet<string>): boolean =>
  isFromScheduler(remark) && remark.read !== true && !readKeys.has(remarkKey(remark))

/** What opening a remark changes: the read keys to store, and the logical id to mark read on the server. */
export interface OpenedRemark {
  readonly readKeys: ReadonlySet<string>
  readonly markRead: O.Option<LogicalId>
}

/** SPEC section 4: "Opening marks it read." Only an unread remark with a related event is marked on the server. */
export const openRemark = (remark: DailyRemark, readKeys: ReadonlySet<string>): OpenedRemark => {
  if (!isUnread(remark, readKeys)) return { readKeys, markRead: O.none }
  return {
    readKeys: new Set([...readKeys, remarkKey(remark)]),
    markRead: O.fromNullable(remark.logicalIdRelatedEvent),
  }
}

/** Unread remarks behind the daily-remarks red dot ("Red-dot badges ... signal new items"). */
export const unreadRemarkCount = (remarks: ReadonlyArray<DailyRemark>, readKeys: ReadonlySet<string>): number =>
  remarks.filter((r) => isUnread(r, readKeys)).length

/** The remark's text: "comment or text". */
export const remarkText = (remark: DailyRemark): string => remark.comment ?? remark.text ?? ''
