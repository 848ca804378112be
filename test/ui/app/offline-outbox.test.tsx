// Issue 12 part 6, the outbox as a crew member sees it: a confirmation or a remark made offline shows "waiting
// to send" where it was made, then the result (sent, or refused with the server's reason) once the connection
// returns; the duty plan says when it was last synced. Ports are fakes; the outbox runs over the world's cache.
import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import type { OfflineCredentialsPort } from '../../../core/auth/auth.port'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { profileWith } from '../../../core/access/profiles.rules'
import { ConfirmRosterChangeResult, type ConfirmRosterChangeBody } from '../../../core/roster-changes/roster-change.codec'
import { CrmId } from '../../../core/shared/brands'
import { setOnline, setSignedInUser } from '../../../ui/app/session.store'
import { SHELL } from '../../../ui/app/tokens'
import { DailyRemarksScreen } from '../../../ui/features/communication/daily-remarks/daily-remarks-screen'
import { resetNewRemarkDraft, resetRemarksState } from '../../../ui/features/communication/daily-remarks/daily-remarks.state'
import { NewRemarkScreen } from '../../../ui/features/communication/daily-remarks/new-remark-screen'
import { RosterChangesScreen } from '../../../ui/features/details/roster-changes/roster-changes-screen'
import { HomeScreen } from '../../../ui/features/home/home-screen'
import { aUser } from '../app-fakes'
import { anAirline, fromContainer, renderScreen } from '../app-harness'
import { act, cleanup, fire, flush, screen, waitFor, within } from '../harness'
import { fakeRemarksPort, fakeRosterPort } from '../features/communication/daily-remarks/fixtures'
import { aRosterChange, left, must, right, serviceError } from '../features/details/fixtures'

const CRM = must(CrmId, 'C1001')
const STATE = { fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-18T23:59:59+00:00', redirectTo: '/' }
const RESULT = must(ConfirmRosterChangeResult, { periods: [{ fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-16T23:59:59+00:00' }] })

type Harnessed = Awaited<ReturnType<typeof renderScreen>>

/** The connection goes (or comes back): the browser's flag the outbox follows, and the session's. */
const connection = (app: Harnessed, online: boolean) =>
  act(() => {
    setOnline(online)
    app.world.online.set(online)
  })

/** Signed in with the password: the encrypted cache is unlocked and the outbox opens for the crew member. */
const signedIn = async (app: Harnessed) => {
  app.world.cache.unlocked = true
  act(() => fromContainer(app.di, SHELL.outbox).start(CRM))
  await flush()
}

const Outbox = suite('offline outbox')
Outbox.before.each(() => {
  resetRemarksState()
  resetNewRemarkDraft()
})
Outbox.after.each(cleanup)

const renderConfirmation = async (confirm: (body: ConfirmRosterChangeBody) => TE.TaskEither<TransportError, ConfirmRosterChangeResult>, language: 'en' | 'fr' = 'en') => {
  const loads = { duties: 0 }
  const app = await renderScreen(<RosterChangesScreen params={{ crmId: 'C1001' }} />, {
    path: '/notifications/C1001',
    navigationState: STATE,
    language,
    ports: {
      rosterChanges: { fetchRosterChanges: () => right(aRosterChange()), confirmRosterChanges: (_crmId, body) => confirm(body) },
      roster: {
        loadDuties: (...args) => {
          loads.duties += 1
          const port = fakeRosterPort()
          return port.loadDuties === undefined ? TE.left({ _tag: 'Offline' }) : port.loadDuties(...args)
        },
      },
    },
  })
  await signedIn(app)
  await waitFor(() => screen.getByRole('article', { name: language === 'en' ? '16 Mar 2026' : '16 mars 2026' }))
  return { app, loads }
}

Outbox('a roster-change confirmation made offline waits on the confirmation screen, then reads "Sent" once online; the duty plan reloads', async () => {
  const sent: ConfirmRosterChangeBody[] = []
  const { app, loads } = await renderConfirmation((body) => {
    sent.push(body)
    return right(RESULT)
  })
  connection(app, false)
  await waitFor(() => screen.getByText('You are offline: your confirmation will be kept on this device and sent when the connection returns.'))
  fire.click(screen.getByRole('checkbox', { name: /16 Mar 2026/ }))
  fire.click(screen.getByRole('button', { name: 'Confirm selected' }))
  const status = await waitFor(() => screen.getByRole('region', { name: 'Your confirmation' }))
  await waitFor(() => within(status).getByText('Waiting to send: it goes when the connection returns.'))
  assert.is(sent.length, 0, 'nothing is sent offline')
  assert.is(screen.queryByRole('button', { name: 'Confirm selected' }), null, 'it cannot be confirmed twice')

  connection(app, true)
  await waitFor(() => within(status).getByText('Sent 15 Mar 2026 08:00.'))
  assert.equal(sent.map((b) => [b.id, b.changes.map(String)]), [['RC-1', ['2026-03-16']]])
  await waitFor(() => assert.ok(loads.duties >= 1, 'the duty plan loads again after the confirmation went through'))
})

Outbox('refused when sent: the server\'s reason shows where the confirmation was made', async () => {
  const { app } = await renderConfirmation(() => left(serviceError('ERR_WITHDRAWN', 'This roster change was withdrawn by the scheduler')))
  connection(app, false)
  fire.click(screen.getByRole('checkbox', { name: /16 Mar 2026/ }))
  fire.click(screen.getByRole('button', { name: 'Confirm selected' }))
  const status = await waitFor(() => screen.getByRole('region', { name: 'Your confirmation' }))
  connection(app, true)
  const refused = await waitFor(() => within(status).getByRole('alert'))
  assert.is(refused.textContent, 'Refused by the server: This roster change was withdrawn by the scheduler')
})

Outbox('in French: "En attente d’envoi"', async () => {
  const { app } = await renderConfirmation(() => right(RESULT), 'fr')
  connection(app, false)
  fire.click(screen.getByRole('checkbox', { name: /16 mars 2026/ }))
  fire.click(screen.getByRole('button', { name: 'Confirmer la sélection' }))
  const status = await waitFor(() => screen.getByRole('region', { name: 'Votre confirmation' }))
  await waitFor(() => within(status).getByText('En attente d’envoi : l’envoi se fera au retour de la connexion.'))
})

Outbox('a remark made offline can be sent: it is kept, listed as waiting to send, then sent when the connection returns', async () => {
  const remarks = fakeRemarksPort([])
  const app = await renderScreen(<NewRemarkScreen params={{}} />, { ports: { remarks: remarks.port, roster: fakeRosterPort() }, path: '/daily-remarks/new' })
  await signedIn(app)
  await waitFor(() => screen.getByRole('option', { name: 'Information' }))
  connection(app, false)
  await waitFor(() => screen.getByText('You are offline: your remark will be kept on this device and sent when the connection returns.'))
  fire.input(screen.getByLabelText('Date'), '2026-03-20')
  fire.input(screen.getByRole('combobox', { name: 'Type' }), 'REQ')
  fire.input(screen.getByRole('textbox', { name: 'Comment' }), 'Please swap my standby.')
  const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
  assert.not.ok(send.disabled, 'offline, a complete remark can be sent (to the outbox)')
  act(() => send.click())
  await waitFor(() => assert.is(app.location(), '/daily-remarks'))
  assert.is(remarks.calls.created.length, 0)

  app.rerender(<DailyRemarksScreen params={{}} />)
  const waiting = await waitFor(() => screen.getByRole('list', { name: 'Remarks made offline' }))
  assert.ok(within(waiting).getByText('20 Mar 2026, Request: Please swap my standby.'))
  assert.ok(within(waiting).getByText('Waiting to send: it goes when the connection returns.'))
  const listsLoaded = remarks.calls.queries.length

  connection(app, true)
  await waitFor(() => within(waiting).getByText('Sent 15 Mar 2026 08:00.'))
  assert.equal(remarks.calls.created.map((b) => [b.date.toString(), b.remarkType, b.comment]), [['2026-03-20', 'REQ', 'Please swap my standby.']])
  await waitFor(() => assert.ok(remarks.calls.queries.length > listsLoaded, 'the lists load again to show the sent remark'))
})

Outbox('with the profile feature off, SPEC section 5 holds offline: "Sending is disabled offline"', async () => {
  const airline = anAirline(profileWith({ features: { offlineOutbox: false } }))
  const app = await renderScreen(<NewRemarkScreen params={{}} />, { ports: { remarks: fakeRemarksPort([]).port, roster: fakeRosterPort() }, path: '/daily-remarks/new', airline })
  await signedIn(app)
  await waitFor(() => screen.getByRole('option', { name: 'Information' }))
  fire.input(screen.getByLabelText('Date'), '2026-03-20')
  fire.input(screen.getByRole('combobox', { name: 'Type' }), 'REQ')
  connection(app, false)
  await waitFor(() => screen.getByText('Sending is possible only when online.'))
  assert.ok((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled)
})

Outbox('the duty plan shows when it was last synced, and keeps it for the next opening', async () => {
  const app = await renderScreen(<HomeScreen params={{}} />, { ports: { roster: fakeRosterPort() } })
  await signedIn(app)
  await waitFor(() => screen.getByText('Last synced 15 Mar 2026 08:00'))
  const stored = [...app.world.cache.entries.entries()].find(([key]) => key.startsWith('sync:lastSynced:'))
  assert.equal(stored, ['sync:lastSynced:C1001', '2026-03-15T08:00:00Z'])
})

Outbox('a duty plan read offline (from the device) is not a sync: it says nothing was synced yet (French)', async () => {
  const app = await renderScreen(<HomeScreen params={{}} />, { ports: { roster: fakeRosterPort() }, language: 'fr' })
  await signedIn(app)
  await waitFor(() => screen.getByText('Dernière synchronisation 15 mars 2026 08:00'))
  app.world.time.advance(60 * 60 * 1000)
  connection(app, false)
  await act(() => fromContainer(app.di, SHELL.duties).load())
  assert.ok(screen.getByText('Dernière synchronisation 15 mars 2026 08:00'), 'an offline load does not move it')
  cleanup()
  const fresh = await renderScreen(<HomeScreen params={{}} />, { ports: { roster: fakeRosterPort() }, language: 'fr' })
  fresh.world.online.set(false)
  await signedIn(fresh)
  await waitFor(() => screen.getByText('Pas encore synchronisé sur cet appareil'))
})

/**
 * The app was closed with a remark waiting and opened again on a session that is still open: no password was
 * typed, so the encrypted outbox is locked. Returns the harness showing the duty plan and the remarks port.
 */
const reopenedWithoutPassword = async (language: 'en' | 'fr') => {
  const remarks = fakeRemarksPort([])
  let app: Harnessed | undefined
  const credentials: OfflineCredentialsPort = {
    storePasswordHash: () => TE.right(undefined),
    compareWithStoredHash: (username, password) => {
      const match = username === 'ANNA' && password === 'anna-demo'
      if (match && app !== undefined) app.world.cache.unlocked = true
      return TE.right(match ? 'match' : 'mismatch')
    },
  }
  app = await renderScreen(<HomeScreen params={{}} />, { ports: { roster: fakeRosterPort(), remarks: remarks.port, offlineCredentials: credentials }, language })
  const opened = app
  setSignedInUser(aUser(), anAirline().profile.features)
  await signedIn(opened)
  connection(opened, false)
  const runner = fromContainer(opened.di, SHELL.outbox)
  const body = { date: Temporal.PlainDate.from('2026-03-20'), remarkType: 'REQ', comment: 'Please swap my standby.' }
  await act(async () => void (await runner.queue({ _tag: 'CreateRemark', body })))
  act(() => runner.stop())
  opened.world.cache.unlocked = false
  connection(opened, true)
  act(() => runner.start(CRM))
  await flush()
  return { app: opened, remarks }
}

Outbox('reopened without the password: the duty plan says an action waits and asks for the password; a wrong one is refused, the right one sends it', async () => {
  const { app, remarks } = await reopenedWithoutPassword('en')
  const region = await waitFor(() => screen.getByRole('region', { name: 'Waiting to send' }))
  assert.ok(within(region).getByText('1 action made offline waits on this device. Enter your password to send it.'))
  assert.is(remarks.calls.created.length, 0, 'nothing is sent while locked')
  const password = within(region).getByLabelText('Password') as HTMLInputElement
  const send = within(region).getByRole('button', { name: 'Send now' }) as HTMLButtonElement
  assert.ok(send.disabled, 'no password typed yet')

  fire.input(password, 'wrong')
  act(() => send.click())
  await waitFor(() => within(region).getByText('This is not the password of your last sign-in on this device.'))
  assert.is(password.getAttribute('aria-invalid'), 'true')
  assert.is(remarks.calls.created.length, 0)

  fire.input(password, 'anna-demo')
  act(() => send.click())
  await waitFor(() => assert.equal(remarks.calls.created.map((b) => b.comment), ['Please swap my standby.']))
  await waitFor(() => assert.is(screen.queryByRole('region', { name: 'Waiting to send' }), null, 'nothing waits: the form goes'))
  assert.ok(app.world.cache.unlocked, 'the cache is readable again (the duty plan kept on the device too)')
})

Outbox('in French, reopened without the password: "1 action faite hors ligne attend sur cet appareil"', async () => {
  await reopenedWithoutPassword('fr')
  const region = await waitFor(() => screen.getByRole('region', { name: 'En attente d’envoi' }))
  assert.ok(within(region).getByText('1 action faite hors ligne attend sur cet appareil. Saisissez votre mot de passe pour l’envoyer.'))
  assert.ok(within(region).getByRole('button', { name: 'Envoyer maintenant' }))
})

Outbox('reopened without the password and nothing waiting: no password is asked', async () => {
  const app = await renderScreen(<HomeScreen params={{}} />, { ports: { roster: fakeRosterPort() } })
  act(() => fromContainer(app.di, SHELL.outbox).start(CRM))
  await flush()
  await waitFor(() => assert.is(fromContainer(app.di, SHELL.outbox).view.status, 'locked'))
  await flush()
  assert.is(screen.queryByRole('region', { name: 'Waiting to send' }), null)
})

Outbox.run()
