import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import type { Temporal } from 'temporal-polyfill'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'
import type { TransportError } from '../../../core/errors/app-error'
import type * as t from 'io-ts'
import type { InternalMessageContent, RawNewsMessage } from '../../../core/news/news.codec'
import type { NewsItem } from '../../../core/news/news-item.rules'
import type { NewsPort } from '../../../core/news/news.port'
import { wireDateTime } from '../shared/arbitraries'

export { wireDateTime }

/** A decoded wire date-time; a bad literal in a test is a bug in the test. */
export const at = (wire: string): Temporal.ZonedDateTime => {
  const decoded = DateTimeWithOffset.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test date-time ${wire}`)
  return decoded.right
}

/** A raw broadcast as the server sends it, unread. `content` (wire form) goes into the internalMessage JSON string. */
export const aRawMessage = (
  overrides: Partial<RawNewsMessage> = {},
  content: Partial<t.OutputOf<typeof InternalMessageContent>> = {},
): RawNewsMessage => ({
  id: 'N-1',
  category: 'BROADCAST',
  internalMessage: JSON.stringify({ subject: 'Winter schedule', body: 'New crew rest rules apply.', ...content }),
  recipients: [{ status: 'NEW' }],
  sender: { name: 'Crew Control' },
  date: at('2026-03-14T09:00:00+01:00'),
  ...overrides,
})

/** A visible, unread broadcast news item. */
export const aNewsItem = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: 'N-1',
  category: 'message',
  title: 'Winter schedule',
  subtitle: 'New crew rest rules apply.',
  body: 'New crew rest rules apply.',
  sender: O.some('Crew Control'),
  date: O.some(at('2026-03-14T09:00:00+01:00')),
  read: false,
  expired: false,
  checkInLogicalId: O.none,
  properties: { fromDateTimeUTC: O.none, toDateTimeUTC: O.none },
  colour: O.none,
  icon: O.none,
  ...overrides,
})

/** A news port whose calls answer as given and record what they were asked. */
export const aNewsPort = (
  answers: {
    messages?: E.Either<TransportError, ReadonlyArray<RawNewsMessage>>
    status?: E.Either<TransportError, void>
    remove?: E.Either<TransportError, void>
  } = {},
  calls: string[] = [],
): NewsPort => ({
  fetchMessages: (domain) => {
    calls.push(`fetch ${domain}`)
    return TE.fromEither(E.map((messages: ReadonlyArray<RawNewsMessage>) => ({ messages: [...messages] }))(answers.messages ?? E.right([aRawMessage()])))
  },
  updateStatus: (id, status) => {
    calls.push(`status ${id} ${status}`)
    return TE.fromEither(answers.status ?? E.right(undefined))
  },
  deleteMessage: (id) => {
    calls.push(`delete ${id}`)
    return TE.fromEither(answers.remove ?? E.right(undefined))
  },
  fetchMasterData: () => TE.right({ categories: [] }),
})

export const offline: TransportError = { _tag: 'Offline' }
export const serviceDown: TransportError = {
  _tag: 'Http',
  status: 500,
  request: { method: 'POST', url: '/api/communication/v2/notification/myInternalMessages' },
  isJson: false,
}

/** Wire payloads come from JSON.parse: plain objects, never a null prototype. */
const PLAIN = { noNullPrototype: true } as const
/** Valid internalMessage documents. */
export const wireContent = fc.record(
  {
    subject: fc.string(),
    body: fc.string(),
    checkInEventLogicalId: fc.string(),
    properties: fc.record({ fromDateTimeUTC: wireDateTime, toDateTimeUTC: wireDateTime }, { requiredKeys: [], noNullPrototype: true }),
  },
  { requiredKeys: ['subject'], noNullPrototype: true },
)

const category = fc.constantFrom('BROADCAST', 'CHECKINALERT', 'ROSTERCHANGE', 'message', 'Check-In', 'roster change', 'SURVEY')
const status = fc.constantFrom('NEW', 'READ', 'EXPIRED', 'UNREAD')

/** Valid raw messages (internalMessage may or may not hold valid content: the codec only sees a string). */
export const wireRawMessage = fc.record(
  {
    internalMessage: fc.oneof(wireContent.map((c) => JSON.stringify(c)), fc.string()),
    recipients: fc.array(fc.record({ status }, PLAIN), { maxLength: 2 }),
    id: fc.string(),
    notificationId: fc.string(),
    type: category,
    category,
    subtitle: fc.string(),
    sender: fc.record({ name: fc.string() }, PLAIN),
    date: wireDateTime,
    createdAt: wireDateTime,
    colour: fc.string(),
    icon: fc.string(),
  },
  { requiredKeys: ['internalMessage', 'recipients'], noNullPrototype: true },
)

export const wireMessagesResponse = fc.record({ messages: fc.array(wireRawMessage, { maxLength: 3 }) }, PLAIN)
export const wireMessagesBody = fc.record({ domain: fc.string() }, PLAIN)
export const wireStatusUpdate = fc.record({ id: fc.string(), status: fc.constantFrom('NEW', 'UNREAD', 'READ', 'EXPIRED') }, PLAIN)
export const wireDeleteRequest = fc.record({ id: fc.string() }, PLAIN)
export const wireMasterData = fc.record(
  {
    categories: fc.array(
      fc.record({ category, label: fc.string(), colour: fc.string(), icon: fc.string() }, { requiredKeys: ['category'], noNullPrototype: true }),
      { maxLength: 3 },
    ),
  },
  PLAIN,
)

/** A value of the wrong type for any field (never a string, boolean or array). */
export const wrongType = fc.oneof(fc.integer(), fc.constant(null), fc.double(), fc.object())
