import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../../core/access/profiles.rules'
import { NewsScreen } from '../../../../../ui/features/communication/news/news-screen'
import { requestNewsReload, resetNewsState } from '../../../../../ui/features/communication/news/news.state'
import { INFRA, SHELL } from '../../../../../ui/app/tokens'
import { aUser, anAirline, fromContainer, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { aMessage, fakeNewsPort, newItemsRefreshPort } from './fixtures'

const News = suite('news list (/news)')
News.before.each(resetNewsState)
News.after.each(cleanup)

const broadcast = aMessage({ id: 'N1', subject: 'Winter uniform' })
const checkIn = aMessage({ id: 'N2', subject: 'Check in for DP123', category: 'CHECKINALERT', checkInEventLogicalId: 'LEG-123' })
const rosterChange = aMessage({
  id: 'N3',
  subject: 'Your roster changed',
  category: 'ROSTERCHANGE',
  properties: { from: '2026-03-16T00:00:00+00:00', to: '2026-03-18T00:00:00+00:00' },
})
const other = aMessage({ id: 'N4', subject: 'Something else', category: 'SURVEY' })

const newsList = () => screen.getByRole('list', { name: 'News items' })
const itemButton = (title: string) => within(newsList()).getByRole('button', { name: new RegExp(`^${title}`) })

News('"The list shows only the message category, plus check-in if check-in viewing is enabled, plus roster change if notification viewing is enabled"', async () => {
  const { port } = fakeNewsPort([broadcast, checkIn, rosterChange, other])
  await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  assert.ok(itemButton('Winter uniform'))
  assert.ok(itemButton('Check in for DP123'))
  assert.ok(itemButton('Your roster changed'))
  assert.is(within(newsList()).queryByRole('button', { name: /^Something else/ }), null)
})

News('with check-in and notification viewing off, only messages show', async () => {
  const { port } = fakeNewsPort([broadcast, checkIn, rosterChange])
  const airline = anAirline(profileWith({ features: { viewCheckIn: false, viewNotifications: false } }))
  await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news', airline })
  await waitFor(() => newsList())
  assert.ok(itemButton('Winter uniform'))
  assert.is(within(newsList()).queryByRole('button', { name: /^Check in for DP123/ }), null)
  assert.is(within(newsList()).queryByRole('button', { name: /^Your roster changed/ }), null)
})

News('"Unread becomes read by status update when an unread, non-expired broadcast is opened": the detail opens', async () => {
  const { port, calls } = fakeNewsPort([broadcast])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  assert.match(itemButton('Winter uniform').textContent ?? '', /Unread/)
  act(() => itemButton('Winter uniform').click())
  await waitFor(() => assert.is(app.location(), '/news/N1'))
  assert.equal(calls.statuses, [{ id: 'N1', status: 'READ' }])
  assert.not.match(itemButton('Winter uniform').textContent ?? '', /Unread/)
})

News('SPEC section 9 stored keys: newsLastRead and the shown ids when the list shows, the read ids when an item opens (per crew member)', async () => {
  const { port } = fakeNewsPort([broadcast, checkIn])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  await waitFor(() => assert.is(app.world.storage.get('prefs:C1001:shownNewsIds'), '["N1","N2"]'))
  assert.is(app.world.storage.get('prefs:C1001:newsLastRead'), '"2026-03-15T08:00:00Z"')
  assert.is(app.world.storage.get('prefs:C1001:readNewsIds'), undefined)
  act(() => itemButton('Winter uniform').click())
  await waitFor(() => assert.is(app.world.storage.get('prefs:C1001:readNewsIds'), '["N1"]'))
})

News('a read broadcast opens without a status update', async () => {
  const { port, calls } = fakeNewsPort([aMessage({ id: 'N9', subject: 'Old news', status: 'READ' })])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => itemButton('Old news').click())
  await waitFor(() => assert.is(app.location(), '/news/N9'))
  assert.equal(calls.statuses, [])
})

News('"an expired news item opens the info dialog" with the expired text, and no status update', async () => {
  const { port, calls } = fakeNewsPort([aMessage({ id: 'N5', subject: 'Expired notice', status: 'EXPIRED' })])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => itemButton('Expired notice').click())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Info' }))
  assert.ok(within(dialog).getByText('This news item has expired.'))
  assert.equal(calls.statuses, [])
  assert.is(app.location(), '/news')
  act(() => within(dialog).getByRole('button', { name: 'OK' }).click())
  assert.is(screen.queryByRole('alertdialog'), null)
})

News('a check-in alert leads to the check-in screen of its event', async () => {
  const { port } = fakeNewsPort([checkIn])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => itemButton('Check in for DP123').click())
  await waitFor(() => assert.is(app.location(), '/check-in/C1001/LEG-123'))
})

News('a roster-change message leads to the confirmation screen with its period and redirectTo /news', async () => {
  const { port } = fakeNewsPort([rosterChange])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => itemButton('Your roster changed').click())
  await waitFor(() => assert.is(app.location(), '/notifications/C1001'))
})

News('"deleting fades for 300 ms then calls delete"; the item is gone afterwards', async () => {
  const { port, calls } = fakeNewsPort([broadcast])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => screen.getByRole('button', { name: 'Delete “Winter uniform”' }).click())
  const fading = screen.getByRole('button', { name: 'Delete “Winter uniform”' })
  assert.ok((fading as HTMLButtonElement).disabled, 'the fading item cannot be used')
  assert.equal(calls.deleted, [], 'no delete call before the fade ends')
  act(() => app.world.time.advance(299))
  assert.equal(calls.deleted, [])
  act(() => app.world.time.advance(1))
  assert.equal(calls.deleted, ['N1'])
  await waitFor(() => screen.getByText('There are no news.'))
})

News('"On failure the item is restored": it is back, usable, and the failure is announced', async () => {
  const { port, calls } = fakeNewsPort([broadcast, checkIn], { deleteFails: true })
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  act(() => screen.getByRole('button', { name: 'Delete “Winter uniform”' }).click())
  act(() => app.world.time.advance(300))
  assert.equal(calls.deleted, ['N1'])
  await waitFor(() => assert.not.ok((screen.getByRole('button', { name: 'Delete “Winter uniform”' }) as HTMLButtonElement).disabled))
  assert.ok(itemButton('Winter uniform'))
  const names = within(newsList()).getAllByRole('button', { name: /^(Winter uniform|Check in)/ }).map((b) => b.textContent ?? '')
  assert.match(names[0] ?? '', /^Winter uniform/, 'the restored item keeps its place')
  await waitFor(() => screen.getByText('“Winter uniform” could not be deleted. It is back in the list.'))
})

const drag = (el: HTMLElement, dx: number) => {
  act(() => {
    el.dispatchEvent(new PointerEvent('pointerdown', { clientX: 200, bubbles: true }))
    el.dispatchEvent(new PointerEvent('pointermove', { clientX: 200 + dx, bubbles: true }))
    el.dispatchEvent(new PointerEvent('pointerup', { clientX: 200 + dx, bubbles: true }))
  })
}

News('swiping an item sideways more than 100 px deletes it (after the fade); a shorter drag does not', async () => {
  const { port, calls } = fakeNewsPort([broadcast])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  drag(itemButton('Winter uniform'), -80)
  act(() => app.world.time.advance(300))
  assert.equal(calls.deleted, [], 'an 80 px drag is not a swipe')
  assert.is(app.location(), '/news', 'and the drag did not open the item either')
  drag(itemButton('Winter uniform'), -140)
  act(() => app.world.time.advance(300))
  assert.equal(calls.deleted, ['N1'])
})

News('a touch swipe deletes too', async () => {
  const { port, calls } = fakeNewsPort([broadcast])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  const el = itemButton('Winter uniform')
  const touch = (type: string, x: number) => {
    const event = new Event(type, { bubbles: true }) as Event & { touches: Array<{ clientX: number }> }
    Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX: x }] })
    el.dispatchEvent(event)
  }
  act(() => {
    touch('touchstart', 300)
    touch('touchmove', 150)
    touch('touchend', 150)
  })
  act(() => app.world.time.advance(300))
  assert.equal(calls.deleted, ['N1'])
})

News('no news: the empty text; a failed load offline: the offline empty state, "appearing after a 100 ms delay"', async () => {
  const { port } = fakeNewsPort([])
  await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => screen.getByText('There are no news.'))
  cleanup()
  resetNewsState()
  const offline = fakeNewsPort([], { fetchFails: { _tag: 'Offline' } })
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: offline.port }, path: '/news' })
  await waitFor(() => assert.ok(app.world.time.pending() > 0, 'the offline state is waiting for its delay'))
  act(() => app.world.time.advance(99))
  assert.is(screen.queryByText('Nothing saved for offline use'), null, 'not at once')
  act(() => app.world.time.advance(1))
  await waitFor(() => screen.getByText('Nothing saved for offline use'))
})

News('a failed load online shows the failure with Try again, which reloads', async () => {
  const failing = fakeNewsPort([], { fetchFails: { _tag: 'Http', status: 500, request: { method: 'POST', url: '/x' }, isJson: false } })
  await renderScreen(<NewsScreen params={{}} />, { ports: { news: failing.port }, path: '/news' })
  await waitFor(() => screen.getByText('The news could not be loaded.'))
  act(() => screen.getByRole('button', { name: 'Try again' }).click())
  await waitFor(() => assert.is(failing.calls.fetched, 2))
})

News('"A tapped push message ... loads news": on the list, the push-tap handler\'s loadNews fetches it again', async () => {
  const { port, calls } = fakeNewsPort([broadcast])
  const app = await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news' })
  await waitFor(() => newsList())
  assert.is(calls.fetched, 1)
  act(() => fromContainer(app.di, INFRA.pushTapActions).loadNews())
  await waitFor(() => assert.is(calls.fetched, 2))
  act(() => requestNewsReload())
  await waitFor(() => assert.is(calls.fetched, 3))
})

News('in French, the list and its controls are named in French', async () => {
  const { port } = fakeNewsPort([broadcast])
  await renderScreen(<NewsScreen params={{}} />, { ports: { news: port }, path: '/news', language: 'fr' })
  await waitFor(() => screen.getByRole('list', { name: 'Liste des actualités' }))
  assert.ok(screen.getByRole('heading', { name: 'Actualités' }))
  assert.ok(screen.getByRole('button', { name: 'Supprimer « Winter uniform »' }))
})

News.run()

const Badge = suite('news tab red dot')
Badge.before.each(resetNewsState)
Badge.after.each(cleanup)

Badge('"Red-dot badges on ... news signal new items": opening the news screen clears the news badge', async () => {
  const { port } = fakeNewsPort([broadcast])
  const app = await renderScreen(<p>elsewhere</p>, { ports: { news: port, refresh: newItemsRefreshPort() }, path: '/' })
  const autoRefresh = fromContainer(app.di, SHELL.autoRefresh)
  act(() => autoRefresh.startSession(aUser().crmId))
  await waitFor(() => assert.ok(autoRefresh.state().badges.news))
  app.rerender(<NewsScreen params={{}} />)
  await waitFor(() => newsList())
  assert.not.ok(autoRefresh.state().badges.news)
  assert.ok(autoRefresh.state().badges.dailyRemarks, 'the other tab keeps its dot')
})

Badge.run()
