import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { setOnline } from '../../../../../ui/app/session.store'
import { NewRemarkScreen } from '../../../../../ui/features/communication/daily-remarks/new-remark-screen'
import { resetNewRemarkDraft, resetRemarksState } from '../../../../../ui/features/communication/daily-remarks/daily-remarks.state'
import { aUser, ALL_ENABLINGS, renderApp, renderScreen } from '../../../app-harness'
import { act, accessibleDescription, cleanup, fire, screen, waitFor, within } from '../../../harness'
import { fakeRemarksPort, fakeRosterPort } from './fixtures'

const New = suite('new daily remark (/daily-remarks/new)')
New.before.each(() => {
  resetRemarksState()
  resetNewRemarkDraft()
})
New.after.each(cleanup)

const open = async (options: Parameters<typeof renderScreen>[1] = {}) => {
  const remarks = fakeRemarksPort([])
  const app = await renderScreen(<NewRemarkScreen params={{}} />, { ports: { remarks: remarks.port, roster: fakeRosterPort() }, path: '/daily-remarks/new', ...options })
  await waitFor(() => screen.getByRole('form', { name: 'New daily remark' }))
  await waitFor(() => screen.getByRole('option', { name: 'Information' }))
  return { app, calls: remarks.calls }
}
const date = () => screen.getByLabelText('Date') as HTMLInputElement
const type = () => screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement
const comment = () => screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement

New('"The date cannot be earlier than today ... and not after the roster period end": the picker is bounded', async () => {
  await open()
  assert.is(date().min, '2026-03-15', 'today (the clock is 2026-03-15)')
  assert.is(date().max, '2026-03-31', 'the roster period ends at 2026-04-01T00:00Z: the last day is 31 March')
  assert.match(accessibleDescription(date()), 'From 15 Mar 2026 to 31 Mar 2026')
})

New('"Date and type are required": their messages show once touched, and Send stays disabled', async () => {
  await open()
  assert.ok(send().disabled)
  fire.focus(date())
  act(() => date().dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
  fire.input(type(), 'INFO')
  fire.input(type(), '')
  assert.match(accessibleDescription(date()), 'This field is required')
  assert.match(accessibleDescription(type()), 'This field is required')
  assert.ok(send().disabled)
})

New('a date after the roster period end: "Cannot be later than" the last day', async () => {
  await open()
  fire.input(date(), '2026-04-01')
  assert.is(date().getAttribute('aria-invalid'), 'true')
  assert.match(accessibleDescription(date()), 'Cannot be later than 2026-03-31')
})

New('the type comes from the server\'s remark types', async () => {
  await open()
  const options = within(type()).getAllByRole('option').map((o) => o.textContent)
  assert.equal(options, ['Select a type', 'Information', 'Request'])
})

New('"The comment must pass the shared pattern check; the error wording is not shown": the field is only marked invalid', async () => {
  await open()
  fire.input(date(), '2026-03-20')
  fire.input(type(), 'INFO')
  fire.input(comment(), 'Café au lait ☕')
  assert.is(comment().getAttribute('aria-invalid'), 'true')
  assert.not.match(document.body.textContent ?? '', /not allowed/)
  assert.ok(send().disabled)
  fire.input(comment(), 'Coffee, please!')
  assert.is(comment().getAttribute('aria-invalid'), null)
  assert.not.ok(send().disabled)
})

New('"Send is disabled offline" and the screen says so', async () => {
  await open()
  fire.input(date(), '2026-03-20')
  fire.input(type(), 'INFO')
  assert.not.ok(send().disabled)
  act(() => setOnline(false))
  await waitFor(() => assert.ok(send().disabled))
  assert.ok(screen.getByText('Sending is possible only when online.'))
})

New('a valid remark is sent "as an ISO date" with the trimmed comment, then the list opens', async () => {
  const { app, calls } = await open()
  fire.input(date(), '2026-03-20')
  fire.input(type(), 'REQ')
  fire.input(comment(), '  Please swap my standby.  ')
  act(() => send().click())
  await waitFor(() => assert.is(app.location(), '/daily-remarks'))
  assert.is(calls.created.length, 1)
  assert.is(calls.created[0]?.date.toString(), '2026-03-20')
  assert.is(calls.created[0]?.remarkType, 'REQ')
  assert.is(calls.created[0]?.comment, 'Please swap my standby.')
})

New('"Could not create Daily Remark." shows in the Service Error dialog; the form keeps its values', async () => {
  const remarks = fakeRemarksPort([], { createFails: true })
  await renderApp({ ports: { remarks: remarks.port, roster: fakeRosterPort() }, path: '/daily-remarks/new' })
  await waitFor(() => screen.getByRole('option', { name: 'Information' }))
  fire.input(date(), '2026-03-20')
  fire.input(type(), 'INFO')
  act(() => send().click())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Service Error' }))
  assert.ok(within(dialog).getByText('Could not create Daily Remark.'))
  assert.is(date().value, '2026-03-20')
})

New('without the edit-level permission the route is not offered (redirect to /)', async () => {
  const reader = aUser({ configuration: { enablings: ALL_ENABLINGS.map((e) => (e.featureId === 'IDP_DAILY_REMARK' ? { ...e, value: 'READ' } : e)), languageServiceAvailable: true } })
  const app = await renderApp({ ports: { remarks: fakeRemarksPort([]).port, roster: fakeRosterPort() }, path: '/daily-remarks/new', user: reader })
  await waitFor(() => assert.is(app.location(), '/'))
})

New('in French: the form speaks French', async () => {
  await renderScreen(<NewRemarkScreen params={{}} />, { ports: { remarks: fakeRemarksPort([]).port, roster: fakeRosterPort() }, path: '/daily-remarks/new', language: 'fr' })
  await waitFor(() => screen.getByRole('form', { name: 'Nouvelle remarque du jour' }))
  assert.ok(screen.getByRole('button', { name: 'Envoyer' }))
  assert.ok(screen.getByRole('textbox', { name: 'Commentaire' }))
})

New.run()
