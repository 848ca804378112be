import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset, IsoDate } from '../shared/time.codec'

/**
 * A daily remark (SPEC section 3: "date, type (remarkType), comment or text, received date, read,
 * remarkTimeStamp, datetime, logicalIdRelatedEvent, from.dtUtc, remarkSender").
 */
export const DailyRemark = t.intersection(
  [
    t.type({ date: IsoDate, remarkType: t.string, remarkSender: t.string }),
    t.partial({
      comment: t.string,
      text: t.string,
      receivedDate: DateTimeWithOffset,
      read: t.boolean,
      remarkTimeStamp: DateTimeWithOffset,
      datetime: DateTimeWithOffset,
      logicalIdRelatedEvent: LogicalId,
      from: t.partial({ dtUtc: DateTimeWithOffset }),
    }),
  ],
  'DailyRemark',
)
export type DailyRemark = t.TypeOf<typeof DailyRemark>

/** Result of `GET roster/{crmId}/details/daily_remark` ("Response: success, result.dailyRemarks"). */
export const DailyRemarksResult = t.type({ dailyRemarks: t.array(DailyRemark) }, 'DailyRemarksResult')
export type DailyRemarksResult = t.TypeOf<typeof DailyRemarksResult>

/** The envelope of `GET roster/{crmId}/details/daily_remark`. */
export const DailyRemarksEnvelope = Envelope(DailyRemarksResult)

/** Query of `GET roster/{crmId}/details/daily_remark` ("query fromDtUtc, toDtUtc"). */
export const DailyRemarksQuery = t.type({ fromDtUtc: DateTimeWithOffset, toDtUtc: DateTimeWithOffset }, 'DailyRemarksQuery')
export type DailyRemarksQuery = t.TypeOf<typeof DailyRemarksQuery>

/** Body of `POST roster/{crmId}/details/daily_remark` ("body date, remarkType, comment"; the date "is sent as an ISO date"). */
export const CreateDailyRemarkBody = t.type(
  { date: IsoDate, remarkType: t.string, comment: t.string },
  'CreateDailyRemarkBody',
)
export type CreateDailyRemarkBody = t.TypeOf<typeof CreateDailyRemarkBody>

/** Query of `DELETE roster/{crmId}/details/daily_remark` ("query date"). */
export const DeleteDailyRemarkQuery = t.type({ date: IsoDate }, 'DeleteDailyRemarkQuery')
export type DeleteDailyRemarkQuery = t.TypeOf<typeof DeleteDailyRemarkQuery>

/** A remark type ("Remark types carry remarkType and text"). */
export const RemarkType = t.type({ remarkType: t.string, text: t.string }, 'RemarkType')
export type RemarkType = t.TypeOf<typeof RemarkType>

/** Result of `GET roster/{crmId}/details/daily_remark/types`: the list of remark types. */
export const RemarkTypesResult = t.array(RemarkType, 'RemarkTypesResult')
export type RemarkTypesResult = t.TypeOf<typeof RemarkTypesResult>

/** The envelope of `GET .../daily_remark/types`. */
export const RemarkTypesEnvelope = Envelope(RemarkTypesResult)
