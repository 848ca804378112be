import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { AuthUser } from '../../../../core/auth/user.codec'
import type { MyData } from '../../../../core/my-data/my-data.codec'
import { resetMyDataState } from '../../../../ui/features/my-data/my-data.state'
import { ALL_ENABLINGS, aUser, renderApp, type AppHarnessOptions } from '../../app-harness'
import { act, cleanup, fire, flush, screen, waitFor, within } from '../../harness'
import { conflict, fakeMyDataPort, type FakeMyDataOptions } from './fake-port'
import { aBundle, anAddress } from './fixtures'

/** bruno: cabin crew, my data view only (`IDP_MY_DATA` at READ). */
const bruno = (): AuthUser =>
  aUser({
    userName: 'BRUNO',
    firstName: 'Bruno',
    configuration: {
      enablings: [...ALL_ENABLINGS.filter((e) => e.featureId !== 'IDP_MY_DATA'), { featureId: 'IDP_MY_DATA', value: 'READ' }],
      languageServiceAvailable: true,
    },
  })

const open = async (path: string, options: { readonly bundle?: MyData; readonly fake?: FakeMyDataOptions; readonly user?: AuthUser; readonly language?: AppHarnessOptions['language'] } = {}) => {
  resetMyDataState()
  const fake = fakeMyDataPort(options.bundle ?? aBundle(), options.fake ?? {})
  const app = await renderApp({
    path,
    ports: { myData: fake.port },
    ...(options.user === undefined ? {} : { user: options.user }),
    ...(options.language === undefined ? {} : { language: options.language }),
  })
  await flush()
  return { app, ...fake }
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

const Hub = suite('my-data hub and personal data')
Hub.after.each(cleanup)

Hub('/my-data links personal data, contacts, addresses and travel documents', async () => {
  const { app } = await open('/my-data')
  await waitFor(() => screen.getByRole('heading', { name: 'My data' }))
  for (const name of ['Personal data', 'Contact information', 'Addresses', 'Travel documents and visas']) assert.ok(screen.getByRole('link', { name }))
  act(() => screen.getByRole('link', { name: 'Addresses' }).click())
  await flush()
  assert.is(app.location(), '/my-data/addresses')
})

Hub('"View only gives read-only lists": bruno is told he can only view his data', async () => {
  await open('/my-data', { user: bruno() })
  await waitFor(() => screen.getByText('You can view this data. Contact your crew office to change it.'))
})

Hub('/my-data/personal shows the personal data read-only', async () => {
  const { calls } = await open('/my-data/personal')
  await waitFor(() => screen.getByText('Lyon'))
  assert.ok(screen.getByText('Female'))
  assert.ok(screen.getByText('02 Jun 1985'))
  assert.equal(calls.loads[0], ['basicInfo'])
  assert.is(screen.queryByRole('button', { name: 'Submit' }), null)
})

Hub('"Failed my-data load ... show the error from the server", with Try again', async () => {
  const { calls } = await open('/my-data/contacts', { fake: { failLoad: { _tag: 'Service', errors: [{ errId: 'ERR_CREW_SYSTEM', errMessage: 'Crew system is in maintenance' }] } } })
  await waitFor(() => screen.getByText('Could not load the data: Crew system is in maintenance'))
  fire.click(button('Try again'))
  await flush()
  assert.is(calls.loads.length, 2)
})

const Contacts = suite('contact screens')
Contacts.after.each(cleanup)

Contacts('bruno\'s contact list has no Add or Delete buttons', async () => {
  await open('/my-data/contacts', { user: bruno() })
  await waitFor(() => screen.getByText('anna@example.com'))
  assert.is(screen.queryByRole('button', { name: /^Add/ }), null)
  assert.is(screen.queryByRole('button', { name: /^Delete/ }), null)
})

Contacts('bruno cannot open a contact form: the guard sends him back to the list', async () => {
  const { app } = await open('/my-data/contacts/phone', { user: bruno() })
  await waitFor(() => assert.is(app.location(), '/my-data/contacts'))
})

Contacts('"Contact types other than the known ones redirect back"', async () => {
  const { app } = await open('/my-data/contacts/fax')
  await waitFor(() => assert.is(app.location(), '/my-data/contacts'))
})

Contacts('a new mobile contact gets priority highest+1 and is created; the list says it was saved', async () => {
  const { app, calls } = await open('/my-data/contacts')
  await waitFor(() => button('Add Mobile phone'))
  fire.click(button('Add Mobile phone'))
  await flush()
  assert.is(app.location(), '/my-data/contacts/mobile')
  await waitFor(() => assert.is(textbox('Priority').value, '2'))
  fire.input(textbox('Number'), '0612345678')
  fire.input(screen.getByRole('combobox', { name: 'Phone type' }), 'Cell')
  fire.click(button('Submit'))
  await flush()
  await waitFor(() => assert.is(app.location(), '/my-data/contacts'))
  const created = calls.creates[0]?.contacts?.[0]
  assert.equal(created?.natKey, { crewCode: 'ANNA', type: 'MOBILE', prio: 2 })
  assert.is(created?.contact, '+0612345678')
  await waitFor(() => screen.getByText('Your changes have been saved.'))
  assert.is(screen.queryByRole('alertdialog'), null)
})

Contacts('editing a contact sends its original natural key; the priority cannot be changed', async () => {
  const { calls } = await open('/my-data/contacts/phone/3')
  await waitFor(() => assert.is(textbox('Number').value, '12345678'))
  assert.ok(textbox('Priority').disabled)
  fire.input(textbox('Remark'), 'Evenings')
  fire.click(button('Submit'))
  await flush()
  await waitFor(() => assert.is(calls.updates.length, 1))
  assert.equal(calls.updates[0]?.originalNatKey, { crewCode: 'ANNA', type: 'PHONE', prio: 3 })
  assert.is(calls.updates[0]?.updatedData.contacts?.[0]?.remark, 'Evenings')
})

Contacts('an unknown contact id shows "Contact not found."', async () => {
  await open('/my-data/contacts/phone/42')
  await waitFor(() => screen.getByText('Contact not found.'))
})

Contacts('leaving a dirty form asks Yes/No: No stays, Yes leaves', async () => {
  const { app } = await open('/my-data/contacts/email')
  await waitFor(() => textbox('E-mail address'))
  fire.input(textbox('E-mail address'), 'new@example.com')
  fire.click(button('Back to Contact information'))
  await flush()
  const dialog = screen.getByRole('alertdialog', { name: 'Stop editing?' })
  fire.click(within(dialog).getByRole('button', { name: 'No, keep editing' }))
  await flush()
  assert.is(app.location(), '/my-data/contacts/email')
  assert.is(textbox('E-mail address').value, 'new@example.com')
  fire.click(button('Cancel'))
  await flush()
  fire.click(within(screen.getByRole('alertdialog', { name: 'Stop editing?' })).getByRole('button', { name: 'Yes, discard' }))
  await flush()
  assert.is(app.location(), '/my-data/contacts')
})

Contacts('a clean form leaves without asking', async () => {
  const { app } = await open('/my-data/contacts/email')
  await waitFor(() => textbox('E-mail address'))
  fire.click(button('Back to Contact information'))
  await flush()
  assert.is(screen.queryByRole('alertdialog'), null)
  assert.is(app.location(), '/my-data/contacts')
})

Contacts('"Entry with same priority already exists": the server\'s 409 is shown on the form', async () => {
  await open('/my-data/contacts/email', { fake: { failWrite: conflict('ERR_SAME_PRIORITY', 'contacts[0].natKey.prio: Entry with same priority already exists.') } })
  await waitFor(() => textbox('E-mail address'))
  fire.input(textbox('E-mail address'), 'second@example.com')
  fire.click(button('Submit'))
  await flush()
  await waitFor(() => assert.ok((screen.getByRole('alert').textContent ?? '').includes('Entry with same priority already exists.')))
})

Contacts('offline, the form is disabled with the offline message', async () => {
  const { app } = await open('/my-data/contacts/email')
  await waitFor(() => textbox('E-mail address'))
  act(() => app.world.online.set(false))
  await flush()
  await waitFor(() => screen.getByText('This page can be edited only when online and connected.'))
  assert.ok(textbox('E-mail address').disabled)
  assert.ok(button('Submit').disabled)
})

const Addresses = suite('address and travel document screens')
Addresses.after.each(cleanup)

Addresses('the last remaining address cannot be deleted, and the server\'s refusal is shown too', async () => {
  const { calls } = await open('/my-data/addresses', { bundle: aBundle({ addresses: [anAddress()] }) })
  await waitFor(() => button('Delete 1 rue de Rivoli, Paris'))
  assert.ok(button('Delete 1 rue de Rivoli, Paris').disabled)
  assert.ok(screen.getByText('The last remaining entry cannot be deleted.'))
  assert.equal(calls.removes, [])
})

Addresses('deleting an address: Yes/No, then the list reloads without it', async () => {
  const { calls } = await open('/my-data/addresses')
  await waitFor(() => button('Delete 8 avenue Foch, Lyon'))
  fire.click(button('Delete 8 avenue Foch, Lyon'))
  fire.click(within(screen.getByRole('alertdialog', { name: 'Delete entry?' })).getByRole('button', { name: 'Yes, delete' }))
  await flush()
  await waitFor(() => assert.is(screen.queryByText('8 avenue Foch'), null))
  assert.equal(calls.removes[0], { dataType: 'addresses', natKey: { crewCode: 'ANNA', employeeId: 'E100', type: 'C', prio: 1 } })
  assert.ok(screen.getByText('The entry has been deleted.'))
})

Addresses('a refused delete shows the server\'s error ("Last remaining entry cannot be deleted")', async () => {
  await open('/my-data/addresses', { fake: { failWrite: conflict('ERR_LAST_ENTRY', 'The last remaining entry cannot be deleted.') } })
  await waitFor(() => button('Delete 8 avenue Foch, Lyon'))
  fire.click(button('Delete 8 avenue Foch, Lyon'))
  fire.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }))
  await flush()
  await waitFor(() => assert.ok((screen.getByRole('alert').textContent ?? '').includes('The last remaining entry cannot be deleted.')))
})

Addresses('travel documents: status by the clock (2026-03-15) and the edit form with its visa', async () => {
  const { app, calls } = await open('/my-data/traveldocs')
  await waitFor(() => screen.getByText('Passport P123'))
  assert.ok(screen.getByText('Active'))
  assert.ok(screen.getByText('Expired'))
  act(() => screen.getByRole('link', { name: /Passport P123/ }).click())
  await flush()
  assert.is(app.location(), '/my-data/traveldocs/P/P123')
  await waitFor(() => screen.getByRole('group', { name: /V-778/ }))
  fire.click(button('Mark visa V-778 for deletion'))
  fire.click(button('Submit'))
  await flush()
  await waitFor(() => assert.is(calls.updates.length, 1))
  assert.equal(calls.updates[0]?.updatedData.visas, [])
  assert.is(calls.updates[0]?.updatedData.passports?.[0]?.natKey.number, 'P123')
})

Addresses('an unknown travel document type redirects back to the list', async () => {
  const { app } = await open('/my-data/traveldocs/X')
  await waitFor(() => assert.is(app.location(), '/my-data/traveldocs'))
})

Addresses('in French: the contact list and the same-priority message', async () => {
  await open('/my-data/contacts/email', { language: 'fr', fake: { failWrite: conflict('ERR_SAME_PRIORITY', 'x') } })
  await waitFor(() => textbox('Adresse e-mail'))
  fire.input(textbox('Adresse e-mail'), 'second@example.com')
  fire.click(button('Valider'))
  await flush()
  await waitFor(() => assert.ok((screen.getByRole('alert').textContent ?? '').includes('Une entrée de même priorité existe déjà.')))
})

Hub.run()
Contacts.run()
Addresses.run()
