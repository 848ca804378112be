import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import { decodeWith, type DecodeError } from '../shared/decode'
import { InternalMessageContent, type NewsMasterData, type RawNewsMessage } from './news.codec'

/** The categories of SPEC section 3: message, check-in, roster change; anything else is `other`. */
export type NewsCategory = 'message' | 'checkIn' | 'rosterChange' | 'other'

/** A news item as the screens use it (SPEC section 3, "News/notification item"). */
export interface NewsItem {
  readonly id: string
  readonly category: NewsCategory
  readonly title: string
  readonly subtitle: string
  readonly body: string
  readonly sender: O.Option<string>
  readonly date: O.Option<Temporal.ZonedDateTime>
  readonly read: boolean
  readonly expired: boolean
  readonly checkInLogicalId: O.Option<string>
  readonly properties: {
    readonly fromDateTimeUTC: O.Option<Temporal.ZonedDateTime>
    readonly toDateTimeUTC: O.Option<Temporal.ZonedDateTime>
  }
  readonly colour: O.Option<string>
  readonly icon: O.Option<string>
}

const CATEGORY_NAMES: Readonly<Record<string, NewsCategory>> = {
  message: 'message',
  broadcast: 'message',
  checkin: 'checkIn',
  checkinalert: 'checkIn',
  rosterchange: 'rosterChange',
}

/**
 * The category of a raw type/category name, case-insensitively, ignoring spaces, dashes and
 * underscores (SPEC section 3: "type/category (case-insensitive: message, check-in, roster change;
 * kinds BROADCAST, CHECKINALERT, ROSTERCHANGE)"). Unknown or missing names are `other`.
 */
export const categoryOf = (name: string | undefined): NewsCategory =>
  CATEGORY_NAMES[(name ?? '').toLowerCase().replace(/[\s_-]/g, '')] ?? 'other'

const fail = (path: string, expected: string, actual: string): DecodeError => ({
  _tag: 'Decode',
  issues: [{ path, expected, actual }],
})

const parseJson = (text: string): E.Either<DecodeError, unknown> =>
  E.tryCatch(
    () => JSON.parse(text) as unknown,
    () => fail('internalMessage', 'JSON document', text.length > 60 ? `${text.slice(0, 57)}...` : text),
  )

const prefixed = (error: DecodeError): DecodeError => ({
  _tag: 'Decode',
  issues: error.issues.map((i) => ({ ...i, path: i.path === '(root)' ? 'internalMessage' : `internalMessage.${i.path}` })),
})

/**
 * Turns a raw message into a news item. `internalMessage` is parsed safely: bad JSON or a document
 * without a subject is a `DecodeError` value (paths under `internalMessage`), never a throw; a message
 * with neither id nor notificationId is one too. `read`/`expired` come from the first recipient's
 * status (READ, EXPIRED).
 */
export const toNewsItem = (raw: RawNewsMessage): E.Either<DecodeError, NewsItem> => {
  const id = raw.id ?? raw.notificationId
  if (id === undefined) return E.left(fail('id', 'id or notificationId', 'undefined'))
  return pipe(
    parseJson(raw.internalMessage),
    E.chain((json) => pipe(decodeWith(InternalMessageContent)(json), E.mapLeft(prefixed))),
    E.map((content): NewsItem => {
      const status = raw.recipients[0]?.status.toUpperCase()
      const body = content.body ?? ''
      return {
        id,
        category: categoryOf(raw.category ?? raw.type),
        title: content.subject,
        subtitle: raw.subtitle ?? body,
        body,
        sender: O.fromNullable(raw.sender?.name),
        date: O.fromNullable(raw.date ?? raw.createdAt),
        read: status === 'READ',
        expired: status === 'EXPIRED',
        checkInLogicalId: O.fromNullable(content.checkInEventLogicalId),
        properties: {
          fromDateTimeUTC: O.fromNullable(content.properties?.fromDateTimeUTC),
          toDateTimeUTC: O.fromNullable(content.properties?.toDateTimeUTC),
        },
        colour: O.fromNullable(raw.colour),
        icon: O.fromNullable(raw.icon),
      }
    }),
  )
}

/** Fills a missing colour and icon from the master data entry of the item's category (matched case-insensitively). */
export const withCategoryStyle =
  (masterData: NewsMasterData) =>
  (item: NewsItem): NewsItem => {
    const style = masterData.categories.find((c) => categoryOf(c.category) === item.category && item.category !== 'other')
    if (style === undefined) return item
    return {
      ...item,
      colour: O.isSome(item.colour) ? item.colour : O.fromNullable(style.colour),
      icon: O.isSome(item.icon) ? item.icon : O.fromNullable(style.icon),
    }
  }
