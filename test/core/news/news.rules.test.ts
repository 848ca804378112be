import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { showsNewsRedDot, unreadNewsCount, visibleNews } from '../../../core/news/visibility.rules'
import { openNews } from '../../../core/news/open-news.rules'
import { aNewsItem, at } from './fixtures'

const message = aNewsItem({ id: 'M' })
const checkIn = aNewsItem({ id: 'C', category: 'checkIn' })
const rosterChange = aNewsItem({ id: 'R', category: 'rosterChange' })
const other = aNewsItem({ id: 'O', category: 'other' })
const all = [message, checkIn, rosterChange, other]
const ids = (items: ReadonlyArray<{ id: string }>): string[] => items.map((i) => i.id)

const Visibility = suite('visibleNews / unreadNewsCount')

Visibility('"The list shows only the message category, plus check-in if check-in viewing is enabled, plus roster change if notification viewing is enabled"', () => {
  assert.equal(ids(visibleNews(all, { checkInViewEnabled: false, notificationViewEnabled: false })), ['M'])
  assert.equal(ids(visibleNews(all, { checkInViewEnabled: true, notificationViewEnabled: false })), ['M', 'C'])
  assert.equal(ids(visibleNews(all, { checkInViewEnabled: false, notificationViewEnabled: true })), ['M', 'R'])
  assert.equal(ids(visibleNews(all, { checkInViewEnabled: true, notificationViewEnabled: true })), ['M', 'C', 'R'])
})

Visibility('the red dot counts visible items that are neither read nor expired', () => {
  const both = { checkInViewEnabled: true, notificationViewEnabled: true }
  const items = [message, aNewsItem({ id: 'read', read: true }), aNewsItem({ id: 'old', expired: true }), checkIn, other]
  assert.is(unreadNewsCount(items, both), 2)
  assert.is(unreadNewsCount(items, { checkInViewEnabled: false, notificationViewEnabled: true }), 1)
  assert.ok(showsNewsRedDot(items, both))
  assert.not.ok(showsNewsRedDot([aNewsItem({ read: true }), other], both))
})

Visibility.run()

const Open = suite('openNews')

Open('"Unread becomes read by status update when an unread, non-expired broadcast is opened"', () => {
  const decision = openNews(message, 'C1')
  assert.ok(decision.markRead)
  assert.equal(decision.action, { _tag: 'Navigate', path: '/news/M', state: O.none })
})

Open('no status update for a read item, an expired item, or a message that is not a broadcast', () => {
  assert.not.ok(openNews(aNewsItem({ read: true }), 'C1').markRead)
  assert.not.ok(openNews(aNewsItem({ expired: true }), 'C1').markRead)
  assert.not.ok(openNews(checkIn, 'C1').markRead)
  assert.not.ok(openNews(rosterChange, 'C1').markRead)
})

Open('"opening an expired item shows an info dialog"', () => {
  assert.equal(openNews(aNewsItem({ expired: true }), 'C1').action, { _tag: 'ShowExpiredDialog' })
  assert.equal(openNews(aNewsItem({ category: 'checkIn', expired: true, checkInLogicalId: O.some('CI1') }), 'C1').action, { _tag: 'ShowExpiredDialog' })
})

Open('a check-in alert opens its check-in screen; "The logicalId in URLs is URL-encoded"', () => {
  const action = openNews(aNewsItem({ category: 'checkIn', checkInLogicalId: O.some('CI#LYS/1') }), 'C1').action
  assert.equal(action, { _tag: 'Navigate', path: '/check-in/C1/CI%23LYS%2F1', state: O.none })
})

Open('a roster-change message opens /notifications/{crmId} with its period across a DST change and a midnight end, returning to /news', () => {
  const from = at('2026-03-29T00:00:00+01:00')
  const to = at('2026-03-30T00:00:00+02:00')
  const item = aNewsItem({ category: 'rosterChange', properties: { fromDateTimeUTC: O.some(from), toDateTimeUTC: O.some(to) } })
  const action = openNews(item, 'C1').action
  assert.is(action._tag, 'Navigate')
  if (action._tag === 'Navigate') {
    assert.is(action.path, '/notifications/C1')
    assert.ok(O.isSome(action.state))
    if (O.isSome(action.state)) {
      assert.is(action.state.value.redirectTo, '/news')
      assert.is(action.state.value.fromDateTimeUTC.until(action.state.value.toDateTimeUTC).total('hours'), 23)
      assert.is(action.state.value.toDateTimeUTC.hour, 0)
    }
  }
  assert.equal(openNews(rosterChange, 'C1').action, { _tag: 'Navigate', path: '/news/R', state: O.none })
})

Open.run()
