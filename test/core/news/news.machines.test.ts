import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { NEWS_DELETE_DELAY_MS } from '../../../core/shared/constants'
import {
  newsListOf,
  newsListReducer,
  renderedNews,
  type NewsListEvent,
  type NewsListStep,
} from '../../../core/news/news-list.machine'
import { pushTapReducer, pushTapTarget, type PushTapState } from '../../../core/news/push-tap.machine'
import { aNewsItem, offline } from './fixtures'

const list = newsListOf([aNewsItem({ id: 'A' }), aNewsItem({ id: 'B' }), aNewsItem({ id: 'C' })])
const run = (...events: NewsListEvent[]): NewsListStep =>
  events.reduce<NewsListStep>((step, event) => newsListReducer(step.state, event), { state: list, effects: [] })
const shown = (step: NewsListStep): string[] => renderedNews(step.state).map((e) => `${e.item.id}:${e.phase}`)

const Delete = suite('newsListReducer (swipe to delete)')

Delete('"Deleting shows the fade for 300 ms before the delete call"', () => {
  const swiped = run({ _tag: 'DeleteRequested', id: 'B' })
  assert.is(NEWS_DELETE_DELAY_MS, 300)
  assert.equal(swiped.effects, [
    { _tag: 'StartFade', id: 'B' },
    { _tag: 'Wait', ms: NEWS_DELETE_DELAY_MS, then: { _tag: 'FadeElapsed', id: 'B' } },
  ])
  assert.equal(shown(swiped), ['A:shown', 'B:fading', 'C:shown'])
  const elapsed = newsListReducer(swiped.state, { _tag: 'FadeElapsed', id: 'B' })
  assert.equal(elapsed.effects, [{ _tag: 'CallDelete', id: 'B' }])
  assert.equal(shown(elapsed), ['A:shown', 'C:shown'])
})

Delete('"On failure the item is restored", at its original position', () => {
  const step = run(
    { _tag: 'DeleteRequested', id: 'B' },
    { _tag: 'FadeElapsed', id: 'B' },
    { _tag: 'DeleteFailed', id: 'B', error: offline },
  )
  assert.equal(shown(step), ['A:shown', 'B:shown', 'C:shown'])
})

Delete('a successful delete removes the item for good; a second swipe of a fading item does nothing', () => {
  assert.equal(run({ _tag: 'DeleteRequested', id: 'A' }, { _tag: 'DeleteRequested', id: 'A' }).effects, [])
  const done = run({ _tag: 'DeleteRequested', id: 'A' }, { _tag: 'FadeElapsed', id: 'A' }, { _tag: 'DeleteSucceeded', id: 'A' })
  assert.equal(shown(done), ['B:shown', 'C:shown'])
  assert.equal(shown(newsListReducer(done.state, { _tag: 'DeleteFailed', id: 'A', error: offline })), ['B:shown', 'C:shown'])
})

Delete('a reload during a pending delete keeps the item hidden', () => {
  const pending = run({ _tag: 'DeleteRequested', id: 'B' }, { _tag: 'FadeElapsed', id: 'B' })
  const reloaded = newsListReducer(pending.state, { _tag: 'Loaded', items: [aNewsItem({ id: 'B' }), aNewsItem({ id: 'D' })] })
  assert.equal(shown(reloaded), ['D:shown'])
})

Delete.run()

const Push = suite('pushTapReducer')

const signedIn: PushTapState = { lastHandledPushMessageId: O.none, authenticated: true, pending: false }

Push('"A tapped push message ... sends the user to /news and loads news", remembering the id', () => {
  const step = pushTapReducer(signedIn, { _tag: 'PushTapped', messageId: 'P1' })
  assert.equal(step.effects, [
    { _tag: 'Store', key: 'lastHandledPushMessageId', value: 'P1' },
    { _tag: 'Navigate', path: '/news' },
    { _tag: 'LoadNews' },
  ])
})

Push('"once per distinct message id": the same id again does nothing, a new id is handled', () => {
  const first = pushTapReducer(signedIn, { _tag: 'PushTapped', messageId: 'P1' })
  assert.equal(pushTapReducer(first.state, { _tag: 'PushTapped', messageId: 'P1' }).effects, [])
  assert.is(pushTapReducer(first.state, { _tag: 'PushTapped', messageId: 'P2' }).effects.length, 3)
  const restored = { ...signedIn, lastHandledPushMessageId: O.some('P1') }
  assert.equal(pushTapReducer(restored, { _tag: 'PushTapped', messageId: 'P1' }).effects, [])
})

Push('"loads news once authenticated": a tap before sign-in waits for authentication', () => {
  const tapped = pushTapReducer({ ...signedIn, authenticated: false }, { _tag: 'PushTapped', messageId: 'P1' })
  assert.equal(tapped.effects, [{ _tag: 'Store', key: 'lastHandledPushMessageId', value: 'P1' }])
  const authed = pushTapReducer(tapped.state, { _tag: 'AuthenticationChanged', authenticated: true })
  assert.equal(authed.effects, [{ _tag: 'Navigate', path: '/news' }, { _tag: 'LoadNews' }])
  assert.equal(pushTapReducer(authed.state, { _tag: 'AuthenticationChanged', authenticated: true }).effects, [])
})

Push('a push about a roster change opens its confirmation, one about a remark the daily remarks, once per id', () => {
  const change = pushTapReducer(signedIn, { _tag: 'PushTapped', messageId: 'C1', path: '/notifications/100001' })
  assert.equal(change.effects, [{ _tag: 'Store', key: 'lastHandledPushMessageId', value: 'C1' }, { _tag: 'Navigate', path: '/notifications/100001' }])
  assert.equal(pushTapReducer(change.state, { _tag: 'PushTapped', messageId: 'C1', path: '/notifications/100001' }).effects, [])
  const remark = pushTapReducer(change.state, { _tag: 'PushTapped', messageId: 'R1', path: '/daily-remarks' })
  assert.equal(remark.effects.slice(1), [{ _tag: 'Navigate', path: '/daily-remarks' }])
})

Push('a tap waiting for sign-in keeps its screen; a path the app does not offer opens the news', () => {
  const tapped = pushTapReducer({ ...signedIn, authenticated: false }, { _tag: 'PushTapped', messageId: 'C2', path: '/notifications/100001' })
  assert.equal(pushTapReducer(tapped.state, { _tag: 'AuthenticationChanged', authenticated: true }).effects, [{ _tag: 'Navigate', path: '/notifications/100001' }])
  for (const path of ['https://evil.example/', '/my-data/personal', '/notifications/1/../../x', '//evil.example']) {
    assert.equal(pushTapTarget(path), '/news', path)
  }
})

Push.run()
