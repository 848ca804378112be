// Journey 17: a roster change notified on the server reaches the signed-in crew member as a push. Chromium's own
// push service is out of reach here, so anna's browser is registered with a push service on loopback (the one the
// server tests use), which decrypts what the server sends; that payload is handed to the app's service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage), as the browser's push service would. The
// notification shows, and a click on it (dispatched in the service worker: a headless browser has no
// notification to click) opens the roster-change confirmation.
import type { CDPSession, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PushPayload } from '../../core/news/push-payload.codec'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../server/push/push-endpoints'
import { startPushService, type TestPushService } from '../server/push-service'
import { startE2e, type E2e } from './support/harness'
import { failOnConsoleErrors } from './support/console-errors'
import { settled } from './support/expect'
import { ANNA, signIn } from './support/sign-in'
import { inEither } from './support/words'

const TOKEN = 'e2e-operations-token'
const Journey = suite<{ e2e?: E2e; pushService?: TestPushService }>('journey 17: a roster change pushed to the crew member', {})
failOnConsoleErrors(Journey)

Journey.before(async (ctx) => {
  ctx.pushService = await startPushService()
  // The loopback push service stands for the operator's on-premise relay (PUSH_RELAY_ORIGINS).
  ctx.e2e = await startE2e({ operationsToken: TOKEN, push: { endpoints: { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, relayOrigins: [ctx.pushService.url] } } })
})
Journey.after(async (ctx) => {
  await ctx.e2e?.close()
  await ctx.pushService?.close()
})

/** The registration id of the app's service worker once it is activated. */
const activeRegistration = (cdp: CDPSession): Promise<string> =>
  new Promise((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.status === 'activated')
      if (active !== undefined) resolve(active.registrationId)
    })
  })

Journey('the push shows as a notification and its click opens the change', async ({ e2e, pushService }) => {
  if (e2e === undefined || pushService === undefined) throw new Error('not started')
  const { context, page } = await e2e.newPage()
  await context.grantPermissions(['notifications'], { origin: e2e.url })
  const cdp = await context.newCDPSession(page)
  const registration = activeRegistration(cdp)
  await cdp.send('ServiceWorker.enable')
  await signIn(page, 'anna')
  const registrationId = await registration

  const subscription = pushService.subscribe('anna-chromium')
  const registered = await page.evaluate(async (token) => {
    const res = await fetch('/api/communication/v2/device/IADP', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ uuid: 'e2e-chromium', deviceName: 'Chromium', deviceToken: token }),
    })
    return res.status
  }, subscription.token)
  assert.is(registered, 200)

  const notified = await fetch(`${e2e.url}${OPERATIONS}/roster-changes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify({ crmId: ANNA.crmId, id: 'RC-e2e-push', days: [{ date: '2026-03-21', confirmable: false, items: [{ old: 'Off', new: 'Standby' }] }] }),
  })
  assert.is(notified.status, 200)
  await e2e.server.deps.push.idle()
  const pushes = pushService.received.filter((p) => p.subscription === 'anna-chromium')
  assert.is(pushes.length, 1)
  const payload = PushPayload.decode(pushes[0]?.payload)
  assert.ok(payload._tag === 'Right')
  assert.is(payload.right.path, `/notifications/${ANNA.crmId}`)

  await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2e.url, registrationId, data: JSON.stringify(payload.right) })
  const worker = context.serviceWorkers()[0]
  assert.ok(worker !== undefined, 'the app has its service worker')
  const shown = async () =>
    worker.evaluate(async () => {
      const scope = globalThis as unknown as { registration: { getNotifications(): Promise<Array<{ title: string; body: string; tag: string }>> } }
      return (await scope.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))
    })
  // The service worker shows it once it has handled the push (slower on a loaded machine).
  const notifications = await settled(shown, (list) => list.length > 0)
  assert.ok(notifications.ok, `the notifications can be read${notifications.ok ? '' : ` (${notifications.error})`}`)
  assert.equal(notifications.value, [{ title: 'Roster change', body: payload.right.body, tag: payload.right.id }])

  await worker.evaluate(async () => {
    const scope = globalThis as unknown as EventTarget & { registration: { getNotifications(): Promise<Notification[]> } }
    const [notification] = await scope.registration.getNotifications()
    const NotificationEventType = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent
    if (notification !== undefined) scope.dispatchEvent(new NotificationEventType('notificationclick', { notification }))
  })
  await page.waitForURL((url) => url.pathname === `/notifications/${ANNA.crmId}`)
  await context.close()
})

/** Fills the login form and submits it, without waiting for the home screen (a push tap opens another). */
const submitLogin = async (page: Page, user: typeof ANNA): Promise<void> => {
  await page.getByLabel(inEither((w) => w.login.username)).fill(user.username)
  await page.getByLabel(inEither((w) => w.login.password)).fill(user.password)
  await page.getByRole('button', { name: inEither((w) => w.login.submit) }).click()
}

Journey('a tap that opened the page (in its address) opens its screen once signed in; the address loses it at once', async ({ e2e }) => {
  if (e2e === undefined) throw new Error('not started')
  const { context, page } = await e2e.newPage()
  // The service worker opens this address for a tap when no page of the app is open (ui/service-worker-push.ts).
  await page.goto(`${e2e.url}/?pushTap=e2e-address-tap&pushPath=${encodeURIComponent(`/notifications/${ANNA.crmId}`)}`)
  await page.getByLabel(inEither((w) => w.login.username)).waitFor()
  assert.not.match(page.url(), /pushTap|pushPath/, 'the login form shows without the tap in the address')
  await submitLogin(page, ANNA)
  await page.waitForURL((url) => url.pathname === `/notifications/${ANNA.crmId}`)
  await context.close()
})

Journey('a tap posted to the login form by the service worker opens its screen once signed in', async ({ e2e }) => {
  if (e2e === undefined) throw new Error('not started')
  const { context, page } = await e2e.newPage()
  await page.goto(e2e.url)
  await page.getByLabel(inEither((w) => w.login.username)).waitFor()
  await page.evaluate(() => navigator.serviceWorker.ready)
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  // As the service worker does on `notificationclick` with a page of the app open (a headless browser has no notification to click).
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as { clients: { matchAll(o: object): Promise<Array<{ postMessage(m: unknown): void }>> } }
    for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: 'push-tap', messageId: 'e2e-login-tap', path: '/news' })
  })
  await submitLogin(page, ANNA)
  await page.waitForURL((url) => url.pathname === '/news')
  await context.close()
})

Journey.run()
