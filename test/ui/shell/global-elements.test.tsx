import * as TE from 'fp-ts/TaskEither'
import { useState } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Link } from 'wouter'
import { profileWith } from '../../../core/access/profiles.rules'
import { MESSAGE_KEYS } from '../../../core/errors/message-keys'
import { PROFILES } from '../../../profiles'
import { useUnsavedChangesGuard } from '../../../ui/app/unsaved-changes'
import { aUser, anAirline, renderApp, renderScreen } from '../app-harness'
import { act, cleanup, fire, screen, waitFor, within } from '../harness'
import { ErrorBoundary } from '../../../ui/shell/error-boundary'
import { anEmptyRoster } from '../../core/shared/fixtures'
import { aMessage, fakeNewsPort } from '../features/communication/news/fixtures'

const demo = PROFILES['demo']
if (demo === undefined) throw new Error('demo profile missing')

const Banners = suite('banners')
Banners.after.each(cleanup)

Banners('"A cookie banner, shown if the profile allows it and no consent cookie exists. Accepting sets the consent cookie"', async () => {
  const app = await renderApp({ user: null, path: '/login' })
  const banner = await waitFor(() => screen.getByRole('region', { name: 'Cookie consent' }))
  fire.click(within(banner).getByRole('button', { name: 'Accept' }))
  assert.is(screen.queryByRole('region', { name: 'Cookie consent' }), null)
  assert.ok(app.world.consent.accepted)
})

Banners('no cookie banner when the profile does not allow it', async () => {
  await renderApp({ user: null, path: '/login', airline: anAirline(profileWith({ display: { showCookieBanner: false } }, demo.profile)) })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  assert.is(screen.queryByRole('region', { name: 'Cookie consent' }), null)
})

Banners('"An offline banner ... appearing after a 100 ms delay"', async () => {
  const app = await renderApp({ user: null, path: '/login' })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  app.world.page.browserOnline = false
  act(() => app.world.online.set(false))
  assert.is(screen.queryByText('You are offline. Showing the data saved on this device.'), null, 'not before 100 ms')
  act(() => app.world.time.advance(99))
  assert.is(screen.queryByText('You are offline. Showing the data saved on this device.'), null)
  act(() => app.world.time.advance(1))
  assert.ok(screen.getByText('You are offline. Showing the data saved on this device.'))
  act(() => app.world.online.set(true))
  assert.is(screen.queryByText('You are offline. Showing the data saved on this device.'), null)
})

Banners('"a \'no communication-service connection\' banner" after 100 ms when only the communication service does not answer', async () => {
  const app = await renderApp({ user: null, path: '/login' })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  const text = 'No connection to the communication service: news and notifications may be out of date.'
  act(() => app.world.communicationOnline.set(false))
  act(() => app.world.time.advance(99))
  assert.is(screen.queryByText(text), null, 'not before 100 ms')
  act(() => app.world.time.advance(1))
  assert.ok(screen.getByText(text))
  assert.is(screen.queryByText('No connection to the server.'), null, 'the server itself answers')
  act(() => app.world.online.set(false))
  act(() => app.world.time.advance(100))
  assert.ok(screen.getByText('No connection to the server.'))
  assert.is(screen.queryByText(text), null, 'with no server at all, only the no-connection banner shows')
  act(() => app.world.online.set(true))
  act(() => app.world.communicationOnline.set(true))
  assert.is(screen.queryByText(text), null)
})

Banners('"A \'no connection\' banner" when the network is up but the server does not answer', async () => {
  const app = await renderApp({ user: null, path: '/login' })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  act(() => app.world.online.set(false))
  act(() => app.world.time.advance(100))
  assert.ok(screen.getByText('No connection to the server.'))
})

const Dialogs = suite('global dialogs')
Dialogs.after.each(cleanup)

Dialogs('"Service errors show a dialog titled \'Service Error\' with an OK button", fed by the HTTP events', async () => {
  const app = await renderApp({ path: '/' })
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  act(() =>
    app.world.events.errors.emit({
      error: { _tag: 'Http', status: 503, request: { method: 'GET', url: '/rest/pems/x' }, isJson: false },
      message: { titleKey: MESSAGE_KEYS.serviceErrorTitle, messageKey: MESSAGE_KEYS.serviceUnavailableRequest, params: { method: 'GET', url: '/rest/pems/x' }, showDialog: true, buttonKey: MESSAGE_KEYS.ok },
    }),
  )
  const dialog = screen.getByRole('alertdialog', { name: 'Service Error' })
  assert.ok(within(dialog).getByText('Service Unavailable: GET /rest/pems/x'))
  fire.click(within(dialog).getByRole('button', { name: 'OK' }))
  assert.is(screen.queryByRole('alertdialog', { name: 'Service Error' }), null)
})

const Editor = () => {
  const [text, setText] = useState('')
  useUnsavedChangesGuard(text !== '')
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link href="/elsewhere">Leave</Link>
    </>
  )
}

Dialogs('"A confirm dialog (Yes/No) when leaving with unsaved changes": No stays, Yes leaves', async () => {
  const app = await renderScreen(<Editor />, { path: '/my-data/personal' })
  const { UnsavedChangesDialog } = await import('../../../ui/shell/unsaved-changes-dialog')
  app.rerender(<><Editor /><UnsavedChangesDialog /></>)
  fire.click(screen.getByRole('link', { name: 'Leave' }))
  assert.is(app.location(), '/elsewhere', 'clean: leaves at once')
  app.navigate('/my-data/personal')
  fire.input(screen.getByLabelText('Note'), 'changed')
  fire.click(screen.getByRole('link', { name: 'Leave' }))
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Stop editing?' }))
  fire.click(within(dialog).getByRole('button', { name: 'No, keep editing' }))
  assert.is(app.location(), '/my-data/personal')
  fire.click(screen.getByRole('link', { name: 'Leave' }))
  fire.click(within(await waitFor(() => screen.getByRole('alertdialog', { name: 'Stop editing?' }))).getByRole('button', { name: 'Yes, discard' }))
  await waitFor(() => assert.is(app.location(), '/elsewhere'))
})

Dialogs('"A progress indicator on certain URLs": shown while a showProgress request runs', async () => {
  const app = await renderApp({ path: '/' })
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  const { INFRA } = await import('../../../ui/app/tokens')
  const { fromContainer } = await import('../app-harness')
  assert.is(screen.queryByRole('progressbar', { name: 'Loading, please wait' }), null)
  let end: () => void = () => undefined
  act(() => {
    end = fromContainer(app.di, INFRA.progress).begin()
  })
  assert.ok(screen.getByRole('progressbar', { name: 'Loading, please wait' }))
  act(() => end())
  assert.is(screen.queryByRole('progressbar', { name: 'Loading, please wait' }), null)
})

const Boom = (): never => {
  throw new Error('boom')
}

Dialogs('"A crashed screen shows the error boundary with a generic header"', async () => {
  const errors: unknown[] = []
  const quiet = console.error
  console.error = () => undefined
  try {
    await renderScreen(
      <ErrorBoundary resetKey="/" onHome={() => undefined} onError={(e) => errors.push(e)}>
        <Boom />
      </ErrorBoundary>,
    )
  } finally {
    console.error = quiet
  }
  assert.ok(screen.getByRole('heading', { name: 'Something went wrong' }))
  assert.ok(screen.getByRole('button', { name: 'Reload the application' }))
  assert.is(errors.length, 1)
})

const Badges = suite('auto-refresh badges')
Badges.after.each(cleanup)

Badges('"Red-dot badges on daily remarks and news signal new items"; opening the tab clears its dot', async () => {
  const { Temporal } = await import('temporal-polyfill')
  const at = Temporal.ZonedDateTime.from('2026-03-15T07:00:00+00:00[+00:00]')
  const polledFor: string[] = []
  const refresh = { loadUpdates: (crmId: string) => (polledFor.push(crmId), TE.right({ lastNewsTimestamp: at, lastDailyRemarkTimestamp: at })) }
  const news = fakeNewsPort([aMessage({ subject: 'Winter uniform' })]).port
  const app = await renderApp({ path: '/', ports: { refresh, news } })
  const nav = await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  await waitFor(() => within(nav).getByRole('link', { name: 'News, New items' }))
  assert.equal([...new Set(polledFor)], ['C1001'], 'the update check is for the signed-in crew member, passed to the port')
  assert.ok(within(nav).getByRole('link', { name: 'Daily remarks, New items' }))
  app.navigate('/news')
  // The news screen itself shows (its items), not the crash screen.
  await waitFor(() => within(screen.getByRole('list', { name: 'News items' })).getByRole('button', { name: /^Winter uniform/ }))
  await waitFor(() => within(nav).getByRole('link', { name: 'News' }))
  assert.ok(within(nav).getByRole('link', { name: 'Daily remarks, New items' }))
})

Badges('"Otherwise a badge shows on the refresh button, and pressing it reloads" (auto-refresh off)', async () => {
  const { Temporal } = await import('temporal-polyfill')
  let change = Temporal.ZonedDateTime.from('2026-03-15T07:00:00+00:00[+00:00]')
  let loads = 0
  const ports = {
    refresh: { loadUpdates: () => TE.right({ lastRosterChange: change }) },
    roster: { loadDuties: () => { loads += 1; return TE.right(anEmptyRoster()) } },
  }
  const off = profileWith({ display: { autoRefreshByDefault: false } }, demo.profile)
  const app = await renderApp({ path: '/', ports, airline: anAirline(off) })
  const button = await waitFor(() => screen.getByRole('button', { name: 'Refresh duties' }))
  assert.ok(button)
  change = Temporal.ZonedDateTime.from('2026-03-15T07:30:00+00:00[+00:00]')
  act(() => app.world.time.advance(15_000))
  const badged = await waitFor(() => screen.getByRole('button', { name: 'Refresh duties, Updates are waiting' }))
  const before = loads
  fire.click(badged)
  await waitFor(() => screen.getByRole('button', { name: 'Refresh duties' }))
  assert.is(loads, before + 1)
})

Badges('"duties reload automatically if auto-refresh is on" when the last roster change differs', async () => {
  const { Temporal } = await import('temporal-polyfill')
  let change = Temporal.ZonedDateTime.from('2026-03-15T07:00:00+00:00[+00:00]')
  let loads = 0
  const ports = {
    refresh: { loadUpdates: () => TE.right({ lastRosterChange: change }) },
    roster: { loadDuties: () => { loads += 1; return TE.right(anEmptyRoster()) } },
  }
  const app = await renderApp({ path: '/', ports, user: aUser() })
  await waitFor(() => screen.getByRole('button', { name: 'Refresh duties' }))
  const before = loads
  change = Temporal.ZonedDateTime.from('2026-03-15T07:30:00+00:00[+00:00]')
  act(() => app.world.time.advance(15_000))
  await waitFor(() => assert.is(loads, before + 1))
  assert.is(screen.queryByRole('button', { name: 'Refresh duties, Updates are waiting' }), null)
})

Banners.run()
Dialogs.run()
Badges.run()

const HeaderScroll = suite('header hiding on scroll (hideHeaderOnScroll)')
HeaderScroll.after.each(cleanup)
/** Scrolls the page: the app frame's scroll area (the bottom navigation stays below it). */
const scrollTo = (y: number) =>
  act(() => {
    const area = document.querySelector<HTMLElement>('[data-scroll-area]')
    if (area === null) throw new Error('the app frame has no scroll area')
    area.scrollTop = y
    area.dispatchEvent(new Event('scroll'))
  })

HeaderScroll('with the option on, scrolling down hides the header band and scrolling up brings it back', async () => {
  await renderApp({ path: '/profile', airline: anAirline(profileWith({ display: { hideHeaderOnScroll: true } }, demo.profile)) })
  await waitFor(() => screen.getByRole('heading', { name: 'Settings' }))
  const header = screen.getAllByRole('banner')[0]
  scrollTo(400)
  scrollTo(800)
  await waitFor(() => assert.ok(document.querySelector('[data-hidden="true"]')?.contains(header ?? null)))
  scrollTo(500)
  await waitFor(() => assert.is(document.querySelector('[data-hidden="true"]'), null))
})

HeaderScroll('with the option off (default), the header stays whatever the scroll', async () => {
  await renderApp({ path: '/profile' })
  await waitFor(() => screen.getByRole('heading', { name: 'Settings' }))
  scrollTo(400)
  scrollTo(800)
  assert.is(document.querySelector('[data-hidden="true"]'), null)
})
HeaderScroll.run()

const Progress = suite('progress indicator by URL')
Progress.after.each(cleanup)
/** One request running, not flagged showProgress (an item being opened). */
const oneRequestRunning = () => {
  let pending = 0
  return { count: () => 0, pending: () => pending, begin: () => ((pending += 1), () => undefined), subscribe: () => () => undefined, start: () => void (pending = 1) }
}

/** A call that stays under way: the screen keeps loading, as it does while its request runs. */
const stillRunning = () => () => new Promise<never>(() => undefined)
/** The calls of the screens on those URLs, all still running. */
const loadingPorts = {
  roster: { loadDuties: stillRunning },
  remarks: { fetchRemarks: stillRunning, fetchRemarkTypes: stillRunning, markRemarkRead: stillRunning },
  news: { fetchMessages: stillRunning, fetchMasterData: stillRunning, updateStatus: stillRunning },
}

Progress('"A progress indicator on certain URLs (daily-remarks, daily-remarks/:id, news, news/:id)": a request running there shows the bar', async () => {
  for (const path of ['/news', '/news/N1', '/daily-remarks', '/daily-remarks/R1']) {
    const progress = oneRequestRunning()
    progress.start()
    await renderApp({ path, infra: { progress }, ports: loadingPorts })
    await waitFor(() => screen.getByRole('progressbar', { name: 'Loading, please wait' }))
    cleanup()
  }
})

Progress('elsewhere an unflagged request shows no bar', async () => {
  const progress = oneRequestRunning()
  progress.start()
  await renderApp({ path: '/profile', infra: { progress } })
  await waitFor(() => screen.getByRole('heading', { name: 'Settings' }))
  assert.is(screen.queryByRole('progressbar', { name: 'Loading, please wait' }), null)
})
Progress.run()
