import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Contact } from '../../../../core/my-data/contact.codec'
import type { MyDataError } from '../../../../core/my-data/my-data-error'
import type { ContactType } from '../../../../core/my-data/natural-key.codec'
import type { Language } from '../../../../core/shared/constants'
import { ContactForm } from '../../../../ui/features/my-data/contact-form'
import { accessibleDescription, cleanup, fire, flush, screen, waitFor } from '../../harness'
import { renderWithProviders } from '../../providers'
import { aPhone, anEmail } from './fixtures'
import { dictionary, LANGUAGES, MESSAGES } from './messages'

interface Setup {
  readonly type?: ContactType
  readonly original?: Contact
  readonly contacts?: ReadonlyArray<Contact>
  readonly online?: boolean
  readonly answer?: MyDataError
  readonly language?: Language
}

const renderForm = async (setup: Setup = {}) => {
  const sent: Contact[] = []
  const events: string[] = []
  const type = setup.type ?? 'PHONE'
  const original = setup.original
  await renderWithProviders(
    <ContactForm
      type={type}
      mode={original === undefined ? 'create' : 'edit'}
      original={original}
      contacts={setup.contacts ?? [aPhone({ prio: 0 }), aPhone({ prio: 3 }), aPhone({ type: 'MOBILE', prio: 1 }), anEmail()]}
      online={setup.online ?? true}
      onSubmit={async (contact) => {
        sent.push(contact)
        return setup.answer
      }}
      onSaved={() => events.push('saved')}
      onCancel={() => events.push('cancel')}
      onDirtyChange={(dirty) => events.push(dirty ? 'dirty' : 'clean')}
    />,
    { language: setup.language ?? 'en' },
  )
  return { sent, events }
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const submit = (language: Language = 'en') => screen.getByRole('button', { name: dictionary(language).myData.submit }) as HTMLButtonElement

const messageSuites = LANGUAGES.map((language) => {
  const M = MESSAGES[language]
  const L = dictionary(language).myData.contacts
  const Messages = suite(`contact form validation messages (${language})`)
  Messages.after.each(cleanup)

  Messages(`"Phone number: digits only ('Should contain only numbers'), required" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.localNumber), '12a4')
    assert.ok(screen.getByText(M.onlyNumbers))
    fire.input(field(L.localNumber), '')
    assert.ok(screen.getByText(M.required))
    assert.ok(submit(language).disabled)
  })

  Messages(`"Local number max ... 40 in the contact form": 'Cannot be longer than 40 characters' (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.localNumber), '1'.repeat(41))
    assert.ok(screen.getByText(M.maxLength(40)))
    fire.input(field(L.localNumber), '1'.repeat(40))
    assert.is(screen.queryByText(M.maxLength(40)), null)
  })

  Messages(`"Phone country code must be one of the listed calling codes ('Should be one of the listed values')" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.countryCode), '+999')
    assert.ok(screen.getByText(M.notInList))
    fire.input(field(L.countryCode), '+33')
    assert.is(screen.queryByText(M.notInList), null)
  })

  Messages(`"Region code and area code max 20" and area code digits only (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.areaCode), '1'.repeat(21))
    assert.ok(screen.getByText(M.maxLength(20)))
    fire.input(field(L.areaCode), '6x')
    assert.ok(screen.getByText(M.onlyNumbers))
  })

  Messages(`"Type required for phones": 'This field is required' (${language})`, async () => {
    await renderForm({ language })
    const select = screen.getByRole('combobox', { name: L.phoneType }) as HTMLSelectElement
    fire.input(select, 'Home')
    fire.input(select, '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"Remark max 20" and the shared text rule's 'Following characters are not allowed' (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.remark), 'x'.repeat(21))
    assert.ok(screen.getByText(M.maxLength(20)))
    fire.input(field(L.remark), 'Café <b>')
    assert.ok(screen.getByText(M.charactersNotAllowed('é < >')))
  })

  Messages(`"Number fields show 'Value must be a number'" and "Priority max 99" (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.priority), 'two')
    assert.ok(screen.getByText(M.notANumber))
    fire.input(field(L.priority), '100')
    assert.ok(screen.getByText(M.outOfRange(0, 99)))
  })

  Messages(`"E-mail: required, max 80, must be valid ('Must be a valid email address')" (${language})`, async () => {
    await renderForm({ language, type: 'EMAIL' })
    const email = field(L.email)
    fire.input(email, 'anna@')
    assert.ok(screen.getByText(M.invalidEmail))
    fire.input(email, `${'a'.repeat(75)}@x.com`)
    assert.ok(screen.getByText(M.maxLength(80)))
    fire.input(email, '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"Priority ... editable only when creating": disabled with 'Priority cannot be changed' when editing (${language})`, async () => {
    await renderForm({ language, original: aPhone({ prio: 3 }) })
    const prio = field(L.priority)
    assert.ok(prio.disabled)
    assert.is(prio.value, '3')
    assert.ok(accessibleDescription(prio).includes(M.cannotBeChanged(M.labels.priority)))
  })

  Messages(`a same priority already taken in the list shows 'Entry with same priority already exists' (${language})`, async () => {
    await renderForm({ language })
    fire.input(field(L.priority), '3')
    assert.ok(screen.getByText(M.samePriority))
  })
  return Messages
})

const Rules = suite('contact form rules')
Rules.after.each(cleanup)

Rules('"New contact priority defaults to the highest existing priority of the same type plus one": a new mobile gets 2, a new phone 4', async () => {
  await renderForm({ type: 'MOBILE' })
  assert.is(field('Priority').value, '2')
  cleanup()
  await renderForm({ type: 'PHONE' })
  assert.is(field('Priority').value, '4')
  cleanup()
  await renderForm({ type: 'EMAIL', contacts: [aPhone()] })
  assert.is(field('Priority').value, '0')
})

Rules('"Save is disabled unless dirty and valid": Submit starts disabled, enables once a valid change is typed', async () => {
  await renderForm()
  assert.ok(submit().disabled)
  assert.ok(screen.getByText('Change a field to submit.'))
  fire.input(field('Number'), '12345678')
  assert.ok(submit().disabled, 'the phone type is still missing')
  assert.ok(screen.getByText('Correct the marked fields to submit.'))
  fire.input(screen.getByRole('combobox', { name: 'Phone type' }), 'Cell')
  assert.not.ok(submit().disabled)
})

Rules('"A leading 00 becomes +, non-digits are removed, and the default prefix is added when there is no plus": the phone sent is normalised', async () => {
  const { sent, events } = await renderForm({ type: 'MOBILE' })
  fire.input(field('Country calling code'), '0033')
  fire.input(field('Area code'), '6')
  fire.input(field('Number'), '11223344')
  fire.input(screen.getByRole('combobox', { name: 'Phone type' }), 'Cell')
  fire.click(submit())
  await flush()
  await waitFor(() => assert.is(sent.length, 1))
  const [contact] = sent
  assert.equal(contact?.natKey, { crewCode: 'ANNA', type: 'MOBILE', prio: 2 })
  assert.is(contact?.contact, '+33611223344')
  assert.equal(contact?.phoneNumber, { localNo: '11223344', regionCode: '+33', areaCode: '6' })
  await waitFor(() => assert.ok(events.includes('saved')))
})

Rules('"Typographic quotes and dashes are normalised to plain ones": a typographic quote is accepted as a plain one', async () => {
  const { sent } = await renderForm({ type: 'EMAIL' })
  fire.input(field('E-mail address'), 'anna.o@example.com')
  fire.input(field('Remark'), 'O’Brien – work')
  assert.is(screen.queryByText(/Following characters are not allowed/), null)
  fire.click(submit())
  await flush()
  await waitFor(() => assert.is(sent.length, 1))
  assert.is(sent[0]?.remark, "O'Brien - work")
})

Rules('"Entry with same priority already exists" from the server is shown and the form stays', async () => {
  const { events } = await renderForm({ type: 'EMAIL', answer: { _tag: 'SamePriorityExists', entity: 'contact' } })
  fire.input(field('E-mail address'), 'anna.o@example.com')
  fire.click(submit())
  await flush()
  await waitFor(() => assert.ok(screen.getByRole('alert')))
  assert.ok((screen.getByRole('alert').textContent ?? '').includes('Entry with same priority already exists.'))
  assert.not.ok(events.includes('saved'))
})

Rules('a failed create shows the server\'s error', async () => {
  await renderForm({
    type: 'EMAIL',
    answer: {
      _tag: 'MyDataWriteFailed',
      operation: 'create',
      entity: 'contact',
      cause: { _tag: 'Service', errors: [{ errId: 'ERR_INVALID_BODY', errMessage: 'contacts[0].contact: rejected by the crew system' }] },
      serverError: { errId: 'ERR_INVALID_BODY', errMessage: 'contacts[0].contact: rejected by the crew system' },
    },
  })
  fire.input(field('E-mail address'), 'anna.o@example.com')
  fire.click(submit())
  await flush()
  await waitFor(() => assert.ok((screen.getByRole('alert').textContent ?? '').includes('Could not create the entry: contacts[0].contact: rejected by the crew system')))
})

Rules('the form reports when it becomes dirty and clean again (for the unsaved-changes prompt)', async () => {
  const { events } = await renderForm({ type: 'EMAIL' })
  fire.input(field('E-mail address'), 'x@example.com')
  fire.input(field('E-mail address'), '')
  assert.equal(events, ['clean', 'dirty', 'clean'])
})

Rules('"Offline: page editable only online and connected": fields and Submit are disabled with the offline message', async () => {
  await renderForm({ type: 'EMAIL', online: false })
  assert.ok(screen.getByText('This page can be edited only when online and connected.'))
  assert.ok(field('E-mail address').disabled)
  assert.ok(submit().disabled)
})

Rules('the calling-code list offers about 240 countries', async () => {
  await renderForm()
  const list = document.getElementById(field('Country calling code').getAttribute('list') ?? '')
  const count = list?.querySelectorAll('option').length ?? 0
  assert.ok(count >= 230 && count <= 260, `${count} countries`)
})

for (const Messages of messageSuites) Messages.run()
Rules.run()
