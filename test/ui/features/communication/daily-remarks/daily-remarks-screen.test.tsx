import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { remarkKey } from '../../../../../core/remarks/remark.rules'
import { SHELL } from '../../../../../ui/app/tokens'
import { DailyRemarksScreen } from '../../../../../ui/features/communication/daily-remarks/daily-remarks-screen'
import { resetNewRemarkDraft, resetRemarksState } from '../../../../../ui/features/communication/daily-remarks/daily-remarks.state'
import { resetNewsState } from '../../../../../ui/features/communication/news/news.state'
import { aUser, ALL_ENABLINGS, fromContainer, renderApp, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { newItemsRefreshPort } from '../news/fixtures'
import { aRemark, fakeRemarksPort, fakeRosterPort } from './fixtures'

const reset = async () => {
  // Let the previous test's last answers land before the state is emptied.
  await new Promise((resolve) => setTimeout(resolve, 20))
  resetRemarksState()
  resetNewRemarkDraft()
  resetNewsState()
}

const withRemarkValue = (value: string) =>
  aUser({ configuration: { enablings: ALL_ENABLINGS.map((e) => (e.featureId === 'IDP_DAILY_REMARK' ? { ...e, value } : e)), languageServiceAvailable: true } })

const fromScheduler = aRemark({ date: '2026-03-16', comment: 'Bring your passport for the Tokyo rotation.' })
const mine = aRemark({ date: '2026-03-18', type: 'REQ', sender: 'C1001', comment: 'Please swap my standby.' })

const Lists = suite('daily remarks lists (/daily-remarks)')
Lists.before.each(reset)
Lists.after.each(cleanup)

Lists('"Two lists: remarks from the scheduler and remarks from me"; types shown by their text', async () => {
  const { port, calls } = fakeRemarksPort([fromScheduler, mine])
  await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  const scheduler = await waitFor(() => screen.getByRole('list', { name: 'From the scheduler' }))
  assert.ok(within(scheduler).getByRole('link', { name: /16 Mar 2026 · Information/ }))
  const me = screen.getByRole('list', { name: 'From me' })
  assert.ok(within(me).getByRole('link', { name: /18 Mar 2026 · Request/ }))
  assert.is(calls.queries[0]?.fromDtUtc.toString({ timeZoneName: 'never' }), '2026-02-01T00:00:00+00:00', 'loaded for the duty plan period')
})

Lists('"Remarks by crew members are shown only if that feature is enabled at value Q"; scheduler remarks always show', async () => {
  const { port } = fakeRemarksPort([fromScheduler, mine])
  await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks', user: withRemarkValue('WRITE') })
  await waitFor(() => screen.getByRole('list', { name: 'From the scheduler' }))
  assert.is(screen.queryByRole('heading', { name: 'From me' }), null)
  assert.is(screen.queryByRole('link', { name: /Request/ }), null)
})

Lists('"a remark from the scheduler is unread until opened"; the user\'s own remarks are never unread', async () => {
  const { port } = fakeRemarksPort([fromScheduler, mine])
  const app = await renderApp({ ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  const schedulerLink = await waitFor(() => within(screen.getByRole('list', { name: 'From the scheduler' })).getByRole('link', { name: /Information/ }))
  assert.match(schedulerLink.textContent ?? '', /Unread/)
  assert.not.match(within(screen.getByRole('list', { name: 'From me' })).getByRole('link', { name: /Request/ }).textContent ?? '', /Unread/)
  act(() => schedulerLink.click())
  await waitFor(() => screen.getByText('Bring your passport for the Tokyo rotation.'))
  assert.is(app.location(), `/daily-remarks/${encodeURIComponent(remarkKey(fromScheduler))}`)
  act(() => screen.getByRole('button', { name: 'Back to daily remarks' }).click())
  const again = await waitFor(() => within(screen.getByRole('list', { name: 'From the scheduler' })).getByRole('link', { name: /Information/ }))
  assert.not.match(again.textContent ?? '', /Unread/)
  assert.ok([...app.world.storage.keys()].some((k) => k === 'prefs:C1001:readRemarkIds'), 'the read remark is remembered per crew member')
  assert.is(app.world.storage.get('prefs:C1001:shownRemarkIds'), JSON.stringify([remarkKey(fromScheduler), remarkKey(mine)]), 'the remarks shown are remembered too (SPEC section 9)')
})

Lists('opening an unread remark with a related event marks it read on the server too', async () => {
  const withEvent = aRemark({ logicalId: 'LEG-42', comment: 'Gate change.' })
  const { port, calls } = fakeRemarksPort([withEvent])
  await renderApp({ ports: { remarks: port, roster: fakeRosterPort() }, path: `/daily-remarks/${encodeURIComponent(remarkKey(withEvent))}` })
  await waitFor(() => screen.getByText('Gate change.'))
  await waitFor(() => assert.equal(calls.markedRead, ['LEG-42']))
})

Lists('the create-new link shows only with the create permission', async () => {
  const { port } = fakeRemarksPort([fromScheduler])
  const app = await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  const link = await waitFor(() => screen.getByRole('link', { name: 'New remark' }))
  act(() => link.click())
  assert.is(app.location(), '/daily-remarks/new')
  cleanup()
  await reset()
  await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks', user: withRemarkValue('READ') })
  await waitFor(() => screen.getByRole('list', { name: 'From the scheduler' }))
  assert.is(screen.queryByRole('link', { name: 'New remark' }), null)
})

Lists('"Could not load Daily Remarks." shows in the Service Error dialog and the screen offers Try again', async () => {
  const { port, calls } = fakeRemarksPort([], { loadFails: true })
  await renderApp({ ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Service Error' }))
  assert.ok(within(dialog).getByText('Could not load Daily Remarks.'))
  act(() => within(dialog).getByRole('button', { name: 'OK' }).click())
  act(() => screen.getByRole('button', { name: 'Try again' }).click())
  await waitFor(() => assert.is(calls.queries.length, 2))
})

Lists('offline with nothing saved: the offline empty state and no dialog ("No dialog is shown ... for persisted requests when offline")', async () => {
  const { port } = fakeRemarksPort([], { loadFails: { _tag: 'Offline' } })
  const app = await renderApp({ ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  act(() => app.world.online.set(false))
  act(() => screen.getByRole('link', { name: 'Duties' }).click())
  act(() => screen.getByRole('link', { name: /^Daily remarks/ }).click())
  // The empty state appears 100 ms after the failed load, whenever that load settles.
  await waitFor(() => {
    act(() => app.world.time.advance(100))
    screen.getByText('Nothing saved for offline use')
  })
  assert.is(screen.queryByRole('alertdialog', { name: 'Service Error' }), null)
})

Lists('no remarks: both lists say so', async () => {
  const { port } = fakeRemarksPort([])
  await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks' })
  await waitFor(() => screen.getByText('No remarks from the scheduler.'))
  assert.ok(screen.getByText('You have not sent any remarks.'))
})

Lists('"Red-dot badges on daily remarks ... signal new items": opening the tab clears its dot', async () => {
  const { port } = fakeRemarksPort([fromScheduler])
  const app = await renderScreen(<p>elsewhere</p>, { ports: { remarks: port, roster: fakeRosterPort(), refresh: newItemsRefreshPort() }, path: '/' })
  const autoRefresh = fromContainer(app.di, SHELL.autoRefresh)
  act(() => autoRefresh.startSession(aUser().crmId))
  await waitFor(() => assert.ok(autoRefresh.state().badges.dailyRemarks))
  app.rerender(<DailyRemarksScreen params={{}} />)
  await waitFor(() => screen.getByRole('list', { name: 'From the scheduler' }))
  assert.not.ok(autoRefresh.state().badges.dailyRemarks)
})

Lists('in French: the two lists are named in French', async () => {
  const { port } = fakeRemarksPort([fromScheduler, mine])
  await renderScreen(<DailyRemarksScreen params={{}} />, { ports: { remarks: port, roster: fakeRosterPort() }, path: '/daily-remarks', language: 'fr' })
  await waitFor(() => screen.getByRole('list', { name: 'Du service planning' }))
  assert.ok(screen.getByRole('list', { name: 'Envoyées par moi' }))
  assert.ok(screen.getByRole('link', { name: 'Nouvelle remarque' }))
})

Lists.run()
