import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { myDataActionsOf } from '../../../../core/access/feature-access.rules'
import type { Address } from '../../../../core/my-data/address.codec'
import type { MyDataError } from '../../../../core/my-data/my-data-error'
import type { Language } from '../../../../core/shared/constants'
import { AddressForm } from '../../../../ui/features/my-data/address-form'
import { AddressList } from '../../../../ui/features/my-data/address-list'
import { resetMyDataState } from '../../../../ui/features/my-data/my-data.state'
import { accessibleDescription, cleanup, fire, flush, screen } from '../../harness'
import { renderWithProviders } from '../../providers'
import { anAddress } from './fixtures'
import { dictionary, LANGUAGES, MESSAGES } from './messages'

const LYON = anAddress({ prio: 1, street: '8 avenue Foch', cityName: 'Lyon', zipCode: '69006' })
const ADDRESSES = [anAddress(), LYON]

const renderForm = async (setup: { readonly original?: Address; readonly answer?: MyDataError; readonly language?: Language; readonly addresses?: ReadonlyArray<Address> } = {}) => {
  const sent: Address[] = []
  const events: string[] = []
  await renderWithProviders(
    <AddressForm
      mode={setup.original === undefined ? 'create' : 'edit'}
      original={setup.original}
      addresses={setup.addresses ?? ADDRESSES}
      online
      onSubmit={async (address) => {
        sent.push(address)
        return setup.answer
      }}
      onSaved={() => events.push('saved')}
      onCancel={() => events.push('cancel')}
    />,
    { language: setup.language ?? 'en' },
  )
  return { sent, events }
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

const messageSuites = LANGUAGES.map((language) => {
  const M = MESSAGES[language]
  const L = dictionary(language).myData.addresses
  const Messages = suite(`address form validation messages (${language})`)
  Messages.after.each(cleanup)

  Messages(`"Zip required, max 10" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.zipCode), '1'.repeat(11))
    assert.ok(screen.getByText(M.maxLength(10)))
    fire.input(field(L.zipCode), '  ')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"City required, max 25" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.cityName), 'c'.repeat(26))
    assert.ok(screen.getByText(M.maxLength(25)))
    fire.input(field(L.cityName), '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"Street required, max 30" and 'Following characters are not allowed' (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.street), 's'.repeat(31))
    assert.ok(screen.getByText(M.maxLength(30)))
    fire.input(field(L.street), 'Straße 5 ~')
    assert.ok(screen.getByText(M.charactersNotAllowed('ß ~')))
    fire.input(field(L.street), '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"State max 25" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.stateCode), 'n'.repeat(26))
    assert.ok(screen.getByText(M.maxLength(25)))
  })

  Messages(`"Remark max 1024" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.remark), 'r'.repeat(1025))
    assert.ok(screen.getByText(M.maxLength(1024)))
  })

  Messages(`"Postal country code: 2 or 3 letters, max 3" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.countryCode), 'FRAN')
    assert.ok(screen.getByText(M.maxLength(3)))
    fire.input(field(L.countryCode), 'F1')
    assert.ok(screen.getByText(M.charactersNotAllowed('1')))
    fire.input(field(L.countryCode), 'F')
    assert.ok(screen.getByText(M.minLength(2)))
    fire.input(field(L.countryCode), '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"Value must be a number" and "Priority max 9" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.priority), '1.x')
    assert.ok(screen.getByText(M.notANumber))
    fire.input(field(L.priority), '10')
    assert.ok(screen.getByText(M.outOfRange(0, 9)))
  })

  Messages(`priority "editable only when creating": 'Priority cannot be changed' (${language})`, async () => {
    await renderForm({ language, original: LYON })
    const prio = field(L.priority)
    assert.ok(prio.disabled)
    assert.ok(accessibleDescription(prio).includes(M.cannotBeChanged(M.labels.priority)))
  })

  Messages(`"the last remaining address cannot be deleted" (${language})`, async () => {
    resetMyDataState()
    await renderWithProviders(<AddressList addresses={[anAddress()]} actions={myDataActionsOf('EDIT')} online onDelete={async () => undefined} />, { language })
    const button = screen.getByRole('button', { name: `${dictionary(language).myData.deleteEntry.replace('{entry}', '1 rue de Rivoli, Paris')}` }) as HTMLButtonElement
    assert.ok(button.disabled)
    assert.is(accessibleDescription(button), M.lastEntry)
  })
  return Messages
})

const Rules = suite('address form rules')
Rules.after.each(cleanup)

Rules('a new address gets the highest priority plus one; "Country code upper-cased" when sent', async () => {
  const { sent, events } = await renderForm()
  assert.is(field('Priority').value, '2')
  fire.input(field('Street'), ' 3 quai d’Orsay ')
  fire.input(field('ZIP code'), '75007')
  fire.input(field('City'), 'Paris')
  fire.input(field('Country'), 'fr')
  fire.click(screen.getByRole('button', { name: 'Submit' }))
  await flush()
  assert.equal(sent[0], {
    natKey: { crewCode: 'ANNA', type: 'C', prio: 2, employeeId: 'E100' },
    countryCode: 'FR',
    zipCode: '75007',
    cityName: 'Paris',
    street: "3 quai d'Orsay",
    access: 'INTERNAL',
  })
  assert.equal(events, ['saved'])
})

Rules('"Entry with same priority already exists" from the server is shown', async () => {
  await renderForm({ answer: { _tag: 'SamePriorityExists', entity: 'address' } })
  fire.input(field('Street'), '3 quai Voltaire')
  fire.input(field('ZIP code'), '75007')
  fire.input(field('City'), 'Paris')
  fire.input(field('Country'), 'FR')
  fire.click(screen.getByRole('button', { name: 'Submit' }))
  await flush()
  assert.ok((screen.getByRole('alert').textContent ?? '').includes('Entry with same priority already exists.'))
})

Rules('editing keeps the natural key and sends the changed street; an unchanged form cannot be submitted', async () => {
  const { sent } = await renderForm({ original: LYON })
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
  assert.ok(submit.disabled)
  fire.input(field('Street'), '10 avenue Foch')
  assert.not.ok(submit.disabled)
  fire.click(submit)
  await flush()
  assert.equal(sent[0]?.natKey, { crewCode: 'ANNA', type: 'C', prio: 1, employeeId: 'E100' })
  assert.is(sent[0]?.street, '10 avenue Foch')
})

for (const Messages of messageSuites) Messages.run()
Rules.run()
