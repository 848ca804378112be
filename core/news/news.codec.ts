import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset } from '../shared/time.codec'

/** The period a check-in or roster-change message is about (SPEC section 3: "properties (fromDateTimeUTC, toDateTimeUTC)"). */
export const NewsProperties = t.partial(
  { fromDateTimeUTC: DateTimeWithOffset, toDateTimeUTC: DateTimeWithOffset },
  'NewsProperties',
)
export type NewsProperties = t.TypeOf<typeof NewsProperties>

/**
 * The JSON document inside a raw message's `internalMessage` string (SPEC section 3: "internalMessage
 * (JSON with subject, body, checkInEventLogicalId, properties)"). Decode it with `toNewsItem`.
 */
export const InternalMessageContent = t.intersection(
  [
    t.type({ subject: t.string }),
    t.partial({ body: t.string, checkInEventLogicalId: t.string, properties: NewsProperties }),
  ],
  'InternalMessageContent',
)
export type InternalMessageContent = t.TypeOf<typeof InternalMessageContent>

/** One recipient of a message; the first one's status is the user's (READ, EXPIRED or another). */
export const NewsRecipient = t.type({ status: t.string }, 'NewsRecipient')
export type NewsRecipient = t.TypeOf<typeof NewsRecipient>

/**
 * A message as `POST /notification/myInternalMessages` returns it (SPEC section 3, "News/notification
 * item": "id or notificationId, type/category ..., sender (name), date or createdAt"). The category
 * names either a kind (BROADCAST, CHECKINALERT, ROSTERCHANGE) or a category, in any case.
 */
export const RawNewsMessage = t.intersection(
  [
    t.type({ internalMessage: t.string, recipients: t.array(NewsRecipient) }),
    t.partial({
      id: t.string,
      notificationId: t.string,
      type: t.string,
      category: t.string,
      subtitle: t.string,
      sender: t.type({ name: t.string }),
      date: DateTimeWithOffset,
      createdAt: DateTimeWithOffset,
      colour: t.string,
      icon: t.string,
    }),
  ],
  'RawNewsMessage',
)
export type RawNewsMessage = t.TypeOf<typeof RawNewsMessage>

/** Body of `POST /notification/myInternalMessages` ("body domain"; the domain is IADP). */
export const MyInternalMessagesBody = t.type({ domain: t.string }, 'MyInternalMessagesBody')
export type MyInternalMessagesBody = t.TypeOf<typeof MyInternalMessagesBody>

/** Result of `POST /notification/myInternalMessages` ("Response: messages"). */
export const MyInternalMessagesResponse = t.type({ messages: t.array(RawNewsMessage) }, 'MyInternalMessagesResponse')
export type MyInternalMessagesResponse = t.TypeOf<typeof MyInternalMessagesResponse>

/** The envelope of `POST /notification/myInternalMessages`. */
export const MyInternalMessagesEnvelope = Envelope(MyInternalMessagesResponse)

/** A status a message can be set to by `PUT /notification/{id}/{status}`. */
export const NewsStatus = t.keyof({ NEW: null, UNREAD: null, READ: null, EXPIRED: null }, 'NewsStatus')
export type NewsStatus = t.TypeOf<typeof NewsStatus>

/** Path parameters of `PUT /notification/{id}/{status}` (no body). */
export const NewsStatusUpdate = t.type({ id: t.string, status: NewsStatus }, 'NewsStatusUpdate')
export type NewsStatusUpdate = t.TypeOf<typeof NewsStatusUpdate>

/** Path parameter of `DELETE /notification/{id}`. */
export const NewsDeleteRequest = t.type({ id: t.string }, 'NewsDeleteRequest')
export type NewsDeleteRequest = t.TypeOf<typeof NewsDeleteRequest>

/** Query of `GET crm/notification/masterData` ("query domain"). */
export const NewsMasterDataQuery = t.type({ domain: t.string }, 'NewsMasterDataQuery')
export type NewsMasterDataQuery = t.TypeOf<typeof NewsMasterDataQuery>

/** One category's presentation in the master data. */
export const NewsCategoryStyle = t.intersection(
  [t.type({ category: t.string }), t.partial({ label: t.string, colour: t.string, icon: t.string })],
  'NewsCategoryStyle',
)
export type NewsCategoryStyle = t.TypeOf<typeof NewsCategoryStyle>

/**
 * Result of `GET crm/notification/masterData`. The spec does not show its shape; this codec is the
 * choice: the categories with their label, colour and icon.
 */
export const NewsMasterData = t.type({ categories: t.array(NewsCategoryStyle) }, 'NewsMasterData')
export type NewsMasterData = t.TypeOf<typeof NewsMasterData>

/** The envelope of `GET crm/notification/masterData`. */
export const NewsMasterDataEnvelope = Envelope(NewsMasterData)
