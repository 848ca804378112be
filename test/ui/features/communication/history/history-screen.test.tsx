import { suite } from 'uvu'
import * as TE from 'fp-ts/TaskEither'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../../core/access/profiles.rules'
import type { ChangeHistory } from '../../../../../core/history/change-history.codec'
import type { ChangeHistoryPort, HistoryPageRequest } from '../../../../../core/history/change-history.port'
import type { TransportError } from '../../../../../core/errors/app-error'
import { setOnline } from '../../../../../ui/app/session.store'
import { HistoryScreen } from '../../../../../ui/features/communication/history/history-screen'
import { SettingsScreen } from '../../../../../ui/features/communication/settings/settings-screen'
import { resetSettingsState } from '../../../../../ui/features/communication/settings/settings.state'
import { aUser, anAirline, fakeAuthPort, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { aHistoryPage, CHANGE_CONFIRMED, CHANGE_NOTIFIED, PASSPORT_EDIT, ROLE_OFF } from '../../../../core/history/fixtures'

const History = suite('Settings → History')
History.before.each(() => {
  resetSettingsState()
})
History.after.each(cleanup)

/** A fake history port answering pages by cursor (`first` for the newest); records what was asked. */
const fakeHistory = (pages: Readonly<Record<string, ChangeHistory | TransportError>>) => {
  const asked: HistoryPageRequest[] = []
  const port: ChangeHistoryPort = {
    load: (_crmId, request) => {
      asked.push(request)
      const answer = pages[request.before ?? 'first']
      if (answer === undefined) return TE.left({ _tag: 'Offline' })
      return 'entries' in answer ? TE.right(answer) : TE.left(answer)
    },
  }
  return { port, asked }
}

const render = (changeHistory: ChangeHistoryPort, options: { readonly language?: 'en' | 'fr' } = {}) =>
  renderScreen(<HistoryScreen params={{}} />, { ports: { auth: fakeAuthPort({ user: aUser() }), changeHistory }, path: '/profile/history', ...options })

const NOTHING_KEPT = 'No connection, and the change history has not been loaded on this device yet.'

const entries = () => within(screen.getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem')

History('the list, newest first: what changed (section or kind, subject), before → after per field, when in local time and UTC', async () => {
  const history = fakeHistory({ first: aHistoryPage({ entries: [ROLE_OFF, PASSPORT_EDIT, CHANGE_CONFIRMED] }) })
  await render(history.port)
  await waitFor(() => screen.getByRole('list', { name: 'Changes, newest first' }))
  const shown = entries()
  assert.equal(shown.map((a) => within(a).getByRole('heading').textContent), [
    'Travel documents: P SE4412876',
    'Roster change confirmed: RC-100001-20261120',
    'Roles: LH 400 2026-11-28',
  ])
  const [passport, confirmed, roles] = shown
  if (passport === undefined || confirmed === undefined || roles === undefined) throw new Error('three entries')
  assert.ok(within(passport).getByText('Expiry date'))
  assert.ok(within(passport).getByText('2027-01-10 → 2031-01-10'))
  // 14:05 at +01:00 is 13:05 UTC; the tests run in UTC, so the device's local time reads the same.
  assert.match(passport.textContent ?? '', 'Local time: 26 Nov 2026 13:05')
  assert.match(passport.textContent ?? '', 'UTC: 26 Nov 2026 13:05')
  assert.is(passport.querySelector('time')?.getAttribute('datetime'), '2026-11-26T13:05:00Z')
  assert.ok(within(confirmed).getByText('28 Nov 2026'))
  assert.ok(within(confirmed).getByText('LH 400 FRA-JFK → Home standby 06:00-14:00'))
  assert.ok(within(roles).getByText('PF'))
  assert.ok(within(roles).getByText('on → off'))
  assert.is(screen.queryByRole('button', { name: 'Show older changes' }), null)
})

History('older changes on demand: the next page is asked with the cursor and added below', async () => {
  const history = fakeHistory({ first: aHistoryPage({ entries: [PASSPORT_EDIT], next: '12' }), '12': aHistoryPage({ entries: [CHANGE_NOTIFIED] }) })
  await render(history.port)
  const more = await waitFor(() => screen.getByRole('button', { name: 'Show older changes' }))
  act(() => more.click())
  await waitFor(() => assert.is(entries().length, 2))
  assert.ok(within(entries()[1] as HTMLElement).getByText('none → Home standby 06:00-14:00'))
  assert.equal(history.asked, [{}, { before: '12' }])
  assert.is(screen.queryByRole('button', { name: 'Show older changes' }), null)
})

History('empty: says nothing is recorded yet', async () => {
  await render(fakeHistory({ first: aHistoryPage({ entries: [] }) }).port)
  await waitFor(() => screen.getByText('No changes recorded yet.'))
  assert.is(screen.queryByRole('list', { name: 'Changes, newest first' }), null)
})

History('a failed load says so with Try again, which loads again', async () => {
  const pages: Record<string, ChangeHistory | TransportError> = { first: { _tag: 'Http', status: 500, isJson: true, request: { method: 'GET', url: '/history' } } }
  const history = fakeHistory(pages)
  await render(history.port)
  const alert = await waitFor(() => screen.getByRole('alert'))
  assert.match(alert.textContent ?? '', 'The change history could not be loaded.')
  pages['first'] = aHistoryPage({ entries: [PASSPORT_EDIT] })
  act(() => within(alert).getByRole('button', { name: 'Try again' }).click())
  await waitFor(() => assert.is(entries().length, 1))
  assert.is(history.asked.length, 2)
})

History('offline: the offline state, nothing asked while offline; the list loads when the connection returns', async () => {
  const pages: Record<string, ChangeHistory | TransportError> = { first: { _tag: 'Offline' } }
  const history = fakeHistory(pages)
  try {
    await render(history.port)
    await waitFor(() => screen.getByText(NOTHING_KEPT))
    pages['first'] = aHistoryPage({ entries: [PASSPORT_EDIT] })
    act(() => setOnline(false))
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.is(history.asked.length, 1, 'nothing asked while offline')
    assert.ok(screen.getByText(NOTHING_KEPT))
    act(() => setOnline(true))
    await waitFor(() => assert.is(entries().length, 1))
    assert.is(history.asked.length, 2)
  } finally {
    act(() => setOnline(true))
  }
})

/** A port whose answers wait until the test opens the gate (so the test can unlock the device's cache first). */
const gated = (port: ChangeHistoryPort) => {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (open = resolve))
  const gatedPort: ChangeHistoryPort = { load: (crmId, request) => () => gate.then(port.load(crmId, request)) }
  return { port: gatedPort, open }
}

History('offline: the newest page as last loaded on this device, saying when; the server\'s list again when the connection returns', async () => {
  const history = fakeHistory({ first: aHistoryPage({ entries: [PASSPORT_EDIT, CHANGE_CONFIRMED] }) })
  const gate = gated(history.port)
  try {
    const app = await render(gate.port)
    app.world.cache.unlocked = true
    gate.open()
    await waitFor(() => assert.is(entries().length, 2))
    assert.is(screen.queryByText(/^No connection/), null, 'loaded from the server: no offline note')
    // The screen is opened again without a connection: nothing is asked, the kept copy is shown.
    act(() => setOnline(false))
    app.rerender(<p>elsewhere</p>)
    app.rerender(<HistoryScreen params={{}} />)
    await waitFor(() => screen.getByText(/^No connection: the change history as last loaded on this device\./))
    // Kept at the fake clock's 2026-03-15T08:00:00Z (the tests run in UTC).
    assert.ok(screen.getByText('No connection: the change history as last loaded on this device. Last synced 15 Mar 2026 08:00'))
    assert.equal(entries().map((a) => within(a).getByRole('heading').textContent), ['Travel documents: P SE4412876', 'Roster change confirmed: RC-100001-20261120'])
    assert.is(history.asked.length, 1, 'nothing asked while offline')
    act(() => setOnline(true))
    await waitFor(() => assert.is(screen.queryByText(/^No connection/), null))
    assert.is(history.asked.length, 2, 'asked again when the connection returns')
    assert.is(entries().length, 2)
  } finally {
    act(() => setOnline(true))
  }
})

History('offline in French: the kept copy says when it was loaded', async () => {
  const history = fakeHistory({ first: aHistoryPage({ entries: [PASSPORT_EDIT] }) })
  const gate = gated(history.port)
  try {
    const app = await render(gate.port, { language: 'fr' })
    app.world.cache.unlocked = true
    gate.open()
    await waitFor(() => screen.getByRole('list', { name: 'Changements, les plus récents en premier' }))
    act(() => setOnline(false))
    app.rerender(<p>ailleurs</p>)
    app.rerender(<HistoryScreen params={{}} />)
    await waitFor(() => screen.getByText('Pas de connexion : l’historique des changements tel que chargé la dernière fois sur cet appareil. Dernière synchronisation 15 mars 2026 08:00'))
  } finally {
    act(() => setOnline(true))
  }
})

History('a request that finds no connection shows the offline state too', async () => {
  await render(fakeHistory({ first: { _tag: 'Network', message: 'down', timedOut: false, request: { method: 'GET', url: '/history' } } }).port)
  await waitFor(() => screen.getByText(NOTHING_KEPT))
})

History('in French: kinds, fields, none/on/off and dates are French', async () => {
  await render(fakeHistory({ first: aHistoryPage({ entries: [PASSPORT_EDIT, ROLE_OFF, CHANGE_NOTIFIED] }) }).port, { language: 'fr' })
  const list = await waitFor(() => screen.getByRole('list', { name: 'Changements, les plus récents en premier' }))
  assert.ok(within(list).getByText('Documents de voyage: P SE4412876'))
  assert.ok(within(list).getByText("Date d'expiration"))
  assert.ok(within(list).getByText('activé → désactivé'))
  assert.ok(within(list).getByText('aucun → Home standby 06:00-14:00'))
  assert.ok(within(list).getByText('28 nov. 2026'))
  assert.match(list.textContent ?? '', 'Heure locale: 26 nov. 2026 13:05')
  assert.ok(screen.getByRole('heading', { name: 'Historique des changements' }))
})

History('Settings links to it (profile switch changeHistory on by default) and not when the profile turns it off', async () => {
  const ports = { auth: fakeAuthPort({ user: aUser() }), settings: { loadPreferredLanguage: () => TE.left({ _tag: 'Offline' } as const) }, calendarSubscription: { loadStatus: () => TE.left({ _tag: 'Offline' } as const) } }
  const app = await renderScreen(<SettingsScreen params={{}} />, { ports, path: '/profile' })
  const link = await waitFor(() => screen.getByRole('link', { name: 'Change history' }))
  assert.is(link.getAttribute('href'), '/profile/history')
  app.unmount()
  cleanup()
  await renderScreen(<SettingsScreen params={{}} />, { ports, path: '/profile', airline: anAirline(profileWith({ features: { changeHistory: false } })) })
  await waitFor(() => screen.getByRole('link', { name: 'My data' }))
  assert.is(screen.queryByRole('link', { name: 'Change history' }), null)
})

History.run()
