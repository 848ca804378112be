import * as t from 'io-ts'
import { NewsStatus } from '../../core/news/news.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import { LogicalId } from '../../core/shared/brands'
import { IsoDate } from '../../core/shared/time.codec'

/** `POST …/operations/news`: a message for some crew members (kinds of SPEC section 3). */
export const PublishNewsBody = t.intersection([
  t.type({
    id: t.string,
    kind: t.keyof({ BROADCAST: null, CHECKINALERT: null, ROSTERCHANGE: null }),
    sender: t.string,
    subject: t.string,
    recipients: t.array(t.string),
  }),
  t.partial({ body: t.string, status: NewsStatus }),
], 'PublishNewsBody')
export type PublishNewsBody = t.TypeOf<typeof PublishNewsBody>

/** One day of a roster change: what the crew member sees (items), and what confirming it does. */
export const RosterChangeDayBody = t.intersection([
  t.type({ date: IsoDate, confirmable: t.boolean, items: t.array(RosterChangeItem) }),
  t.partial({ replacedEventIds: t.array(t.string), newEvents: t.array(DutyEvent) }),
], 'RosterChangeDayBody')

/** `POST …/operations/roster-changes`: a roster change notified to a crew member. */
export const NotifyRosterChangeBody = t.type({ crmId: t.string, id: t.string, days: t.array(RosterChangeDayBody) }, 'NotifyRosterChangeBody')
export type NotifyRosterChangeBody = t.TypeOf<typeof NotifyRosterChangeBody>

/** `POST …/operations/daily-remarks`: the scheduler's remark (an answer) to a crew member. */
export const AnswerRemarkBody = t.intersection([
  t.type({ crmId: t.string, date: IsoDate, remarkType: t.string, comment: t.string }),
  t.partial({ logicalIdRelatedEvent: LogicalId }),
], 'AnswerRemarkBody')
export type AnswerRemarkBody = t.TypeOf<typeof AnswerRemarkBody>

/** The answer of every operation: the id written. */
export const OperationResult = t.type({ id: t.string }, 'OperationResult')
