import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import fc from 'fast-check'
import type * as t from 'io-ts'
import {
  MyInternalMessagesBody,
  MyInternalMessagesResponse,
  NewsDeleteRequest,
  NewsMasterData,
  NewsStatusUpdate,
  RawNewsMessage,
} from '../../../core/news/news.codec'
import { categoryOf, toNewsItem, withCategoryStyle } from '../../../core/news/news-item.rules'
import {
  aNewsItem,
  aRawMessage,
  at,
  wireContent,
  wireDeleteRequest,
  wireMasterData,
  wireMessagesBody,
  wireMessagesResponse,
  wireRawMessage,
  wireStatusUpdate,
  wrongType,
} from './fixtures'
import { RUNS, roundTrips } from '../shared/codec-laws'

const Item = suite('toNewsItem')

Item('a raw broadcast becomes a news item: subject as title, sender name, date', () => {
  const item = toNewsItem(aRawMessage())
  assert.ok(E.isRight(item))
  if (E.isRight(item)) {
    assert.is(item.right.id, 'N-1')
    assert.is(item.right.category, 'message')
    assert.is(item.right.title, 'Winter schedule')
    assert.is(item.right.body, 'New crew rest rules apply.')
    assert.equal(item.right.sender, O.some('Crew Control'))
    assert.is(O.isSome(item.right.date) && item.right.date.value.toInstant().toString(), '2026-03-14T08:00:00Z')
    assert.is(item.right.read, false)
  }
})

Item('"type/category (case-insensitive: message, check-in, roster change; kinds BROADCAST, CHECKINALERT, ROSTERCHANGE)"', () => {
  const table: Array<[string | undefined, string]> = [
    ['BROADCAST', 'message'],
    ['Message', 'message'],
    ['CHECKINALERT', 'checkIn'],
    ['check-in', 'checkIn'],
    ['ROSTERCHANGE', 'rosterChange'],
    ['Roster Change', 'rosterChange'],
    ['SURVEY', 'other'],
    [undefined, 'other'],
  ]
  for (const [name, expected] of table) assert.is(categoryOf(name), expected, String(name))
})

Item('"id or notificationId", "date or createdAt": the fallbacks are used', () => {
  const raw = aRawMessage({ notificationId: 'NOTIF-9', createdAt: at('2026-03-10T10:00:00+00:00') })
  const { id: _id, date: _date, ...rest } = raw
  const item = toNewsItem(rest)
  assert.ok(E.isRight(item) && item.right.id === 'NOTIF-9' && O.isSome(item.right.date) && item.right.date.value.day === 10)
  assert.ok(E.isLeft(toNewsItem({ internalMessage: '{"subject":"x"}', recipients: [] })))
})

Item('"recipients (first item has a status of READ or EXPIRED)" sets read and expired', () => {
  const read = toNewsItem(aRawMessage({ recipients: [{ status: 'READ' }, { status: 'NEW' }] }))
  const expired = toNewsItem(aRawMessage({ recipients: [{ status: 'EXPIRED' }] }))
  assert.ok(E.isRight(read) && read.right.read && !read.right.expired)
  assert.ok(E.isRight(expired) && expired.right.expired && !expired.right.read)
})

Item('bad JSON in internalMessage is a decode error value at path internalMessage, never a throw', () => {
  const item = toNewsItem(aRawMessage({ internalMessage: '{"subject": "unterminated' }))
  assert.ok(E.isLeft(item) && item.left._tag === 'Decode' && item.left.issues[0]?.path === 'internalMessage')
})

Item('an internalMessage without subject names the field internalMessage.subject', () => {
  const item = toNewsItem(aRawMessage({ internalMessage: JSON.stringify({ body: 'no subject' }) }))
  assert.ok(E.isLeft(item) && item.left.issues.some((i) => i.path === 'internalMessage.subject'))
})

Item('check-in alerts carry checkInEventLogicalId and properties (fromDateTimeUTC, toDateTimeUTC)', () => {
  const item = toNewsItem(
    aRawMessage(
      { category: 'CHECKINALERT' },
      { checkInEventLogicalId: 'CI#LYS', properties: { fromDateTimeUTC: '2026-03-29T00:30:00+00:00', toDateTimeUTC: '2026-03-30T00:00:00+00:00' } },
    ),
  )
  assert.ok(E.isRight(item))
  if (E.isRight(item)) {
    assert.equal(item.right.checkInLogicalId, O.some('CI#LYS'))
    const to = item.right.properties.toDateTimeUTC
    assert.ok(O.isSome(to) && to.value.hour === 0 && to.value.day === 30)
  }
})

Item('the master data fills a missing colour and icon by category', () => {
  const styled = withCategoryStyle({ categories: [{ category: 'BROADCAST', colour: '#c00', icon: 'megaphone' }] })(aNewsItem({ icon: O.some('own') }))
  assert.equal(styled.colour, O.some('#c00'))
  assert.equal(styled.icon, O.some('own'))
})

Item.run()

const Properties = suite('news codecs: properties (1000 runs each)')

Properties('valid raw messages decode and re-encode unchanged', () => roundTrips(RawNewsMessage, wireRawMessage))
Properties('valid myInternalMessages bodies and responses decode and re-encode unchanged', () => {
  roundTrips(MyInternalMessagesBody, wireMessagesBody)
  roundTrips(MyInternalMessagesResponse, wireMessagesResponse)
})
Properties('valid status updates, deletes and master data decode and re-encode unchanged', () => {
  roundTrips(NewsStatusUpdate, wireStatusUpdate)
  roundTrips(NewsDeleteRequest, wireDeleteRequest)
  roundTrips(NewsMasterData, wireMasterData)
})

Properties('toNewsItem never throws: valid content gives Right with its subject, any other string a Left', () => {
  fc.assert(
    fc.property(wireRawMessage, fc.oneof(wireContent.map((c) => ({ valid: true, text: JSON.stringify(c), subject: c.subject })), fc.string().filter((s) => !s.trim().startsWith('{')).map((text) => ({ valid: false, text, subject: '' }))), (raw, content) => {
      const decoded = RawNewsMessage.decode({ ...raw, id: 'X', internalMessage: content.text })
      if (E.isLeft(decoded)) return false
      const item = toNewsItem(decoded.right)
      return content.valid ? E.isRight(item) && item.right.title === content.subject : E.isLeft(item)
    }),
    RUNS,
  )
})

Properties('invalid payloads give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.tuple(wireRawMessage, fc.constantFrom('internalMessage', 'recipients', 'date', 'sender'), wrongType).map(([p, k, bad]) => ({ codec: RawNewsMessage as t.Mixed, u: { ...p, [k]: bad } })),
    fc.tuple(wireMessagesResponse, wrongType).map(([p, bad]) => ({ codec: MyInternalMessagesResponse as t.Mixed, u: { ...p, messages: bad } })),
    fc.tuple(wireStatusUpdate, fc.string().filter((s) => !['NEW', 'UNREAD', 'READ', 'EXPIRED'].includes(s))).map(([p, bad]) => ({ codec: NewsStatusUpdate as t.Mixed, u: { ...p, status: bad } })),
    fc.tuple(wireMasterData, wrongType).map(([p, bad]) => ({ codec: NewsMasterData as t.Mixed, u: { ...p, categories: bad } })),
    wrongType.map((u) => ({ codec: NewsDeleteRequest as t.Mixed, u: { id: u } })),
  )
  fc.assert(fc.property(invalid, ({ codec, u }) => E.isLeft(codec.decode(u))), RUNS)
})

Properties.run()
