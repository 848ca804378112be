import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createPushTapHandler } from '../../../../../adapters/push/push-tap.handler'
import { createPreferences } from '../../../../../adapters/storage/preferences.storage'
import { INFRA } from '../../../../../ui/app/tokens'
import { resetNewsState } from '../../../../../ui/features/communication/news/news.state'
import { fromContainer, renderApp } from '../../../app-harness'
import { act, cleanup, screen, waitFor } from '../../../harness'
import { aMessage, fakeNewsPort } from './fixtures'

const Tap = suite('tapped push message')
Tap.before.each(() => {
  resetNewsState()
  localStorage.clear()
})
Tap.after.each(cleanup)

Tap('"A tapped push message, once per distinct message id, sends the user to /news and loads news"', async () => {
  const { port, calls } = fakeNewsPort([aMessage({ id: 'N1', subject: 'Winter uniform' })])
  const app = await renderApp({ ports: { news: port }, path: '/' })
  const bridge = fromContainer(app.di, INFRA.pushTapActions)
  const handler = createPushTapHandler({
    preferences: createPreferences(localStorage),
    actions: { navigate: (path) => bridge.navigate(path), loadNews: () => bridge.loadNews() },
  })
  act(() => handler.authenticationChanged(true))
  act(() => handler.tapped('push-1'))
  await waitFor(() => assert.is(app.location(), '/news'))
  await waitFor(() => screen.getByRole('list', { name: 'News items' }))
  const fetched = calls.fetched
  act(() => handler.tapped('push-1'))
  await new Promise((resolve) => setTimeout(resolve, 20))
  assert.is(calls.fetched, fetched, 'the same message id is handled once')
  act(() => screen.getByRole('link', { name: 'Duties' }).click())
  await waitFor(() => assert.is(app.location(), '/'))
  act(() => handler.tapped('push-1'))
  assert.is(app.location(), '/', 'still handled once, also after leaving /news')
  act(() => handler.tapped('push-2'))
  await waitFor(() => assert.is(app.location(), '/news'))
})

Tap.run()
