import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { myDataActionsOf } from '../../../../core/access/feature-access.rules'
import type { MyDataError } from '../../../../core/my-data/my-data-error'
import type { TravelDocument, Visa } from '../../../../core/my-data/travel-documents.codec'
import type { Language } from '../../../../core/shared/constants'
import { resetMyDataState } from '../../../../ui/features/my-data/my-data.state'
import { TravelDocumentForm } from '../../../../ui/features/my-data/travel-document-form'
import { TravelDocumentList } from '../../../../ui/features/my-data/travel-document-list'
import { accessibleDescription, cleanup, fire, flush, screen, within } from '../../harness'
import { renderWithProviders } from '../../providers'
import { aPassport, aVisa } from './fixtures'
import { dictionary, LANGUAGES, MESSAGES } from './messages'

const PASSPORT = aPassport()
const VISA = aVisa()

const renderForm = async (setup: { readonly original?: TravelDocument; readonly language?: Language; readonly answer?: MyDataError; readonly online?: boolean } = {}) => {
  const sent: Array<{ doc: TravelDocument; visas: ReadonlyArray<Visa> }> = []
  const events: string[] = []
  await renderWithProviders(
    <TravelDocumentForm
      docType={setup.original?.natKey.docType ?? 'P'}
      mode={setup.original === undefined ? 'create' : 'edit'}
      original={setup.original}
      visas={[VISA, aVisa({ passportNumber: 'OTHER' })]}
      crewCode="ANNA"
      online={setup.online ?? true}
      onSubmit={async (doc, visas) => {
        sent.push({ doc, visas })
        return setup.answer
      }}
      onSaved={() => events.push('saved')}
      onCancel={() => events.push('cancel')}
    />,
    { language: setup.language ?? 'en' },
  )
  return { sent, events }
}

const textbox = (name: string, scope: ParentNode = document.body) => within(scope).getByRole('textbox', { name }) as HTMLInputElement
const dateField = (name: string, scope: ParentNode = document.body) => within(scope).getByLabelText(name) as HTMLInputElement

const messageSuites = LANGUAGES.map((language) => {
  const M = MESSAGES[language]
  const T = dictionary(language).myData.travelDocuments
  const V = dictionary(language).myData.visas
  const Messages = suite(`travel document and visa form validation messages (${language})`)
  Messages.after.each(cleanup)

  Messages(`"Number required, max 35" (${language})`, async () => {
    await renderForm({ language })
    fire.input(textbox(T.number), 'N'.repeat(36))
    assert.ok(screen.getByText(M.maxLength(35)))
    fire.input(textbox(T.number), '')
    assert.ok(screen.getByText(M.required))
  })

  Messages(`"Number ... not editable when editing": 'Number cannot be changed' (${language})`, async () => {
    await renderForm({ language, original: PASSPORT })
    const number = textbox(T.number)
    assert.ok(number.disabled)
    assert.ok(accessibleDescription(number).includes(M.cannotBeChanged(M.labels.number)))
  })

  Messages(`"First and last name required, max 30; middle name max 30" (${language})`, async () => {
    await renderForm({ language })
    fire.input(textbox(T.firstName), 'f'.repeat(31))
    fire.input(textbox(T.middleName), 'm'.repeat(31))
    assert.is(screen.getAllByRole('textbox').filter((el) => accessibleDescription(el) === M.maxLength(30)).length, 2)
    fire.input(textbox(T.lastName), 'x')
    fire.input(textbox(T.lastName), '')
    assert.is(accessibleDescription(textbox(T.lastName)), M.required)
  })

  Messages(`"Place of issue required, max 25" and "Additional info max 20" (${language})`, async () => {
    await renderForm({ language })
    fire.input(textbox(T.issuePlace), 'p'.repeat(26))
    assert.is(accessibleDescription(textbox(T.issuePlace)), M.maxLength(25))
    fire.input(textbox(T.addInfo), 'a'.repeat(21))
    assert.is(accessibleDescription(textbox(T.addInfo)), M.maxLength(20))
    fire.input(textbox(T.addInfo), 'Résident')
    assert.is(accessibleDescription(textbox(T.addInfo)), M.charactersNotAllowed('é'))
  })

  Messages(`"Dates required" (${language})`, async () => {
    await renderForm({ language })
    fire.input(dateField(T.expiryDate), '2031-01-01')
    fire.input(dateField(T.expiryDate), '')
    assert.is(accessibleDescription(dateField(T.expiryDate)), M.required)
  })

  Messages(`visa rows: "Number required, max 35. Issue place required, max 25. docExists required (yes or no)" (${language})`, async () => {
    await renderForm({ language })
    fire.click(screen.getByRole('button', { name: V.add }))
    const row = screen.getByRole('group', { name: new RegExp(V.newRow) })
    fire.input(textbox(V.number, row), 'V'.repeat(36))
    assert.is(accessibleDescription(textbox(V.number, row)), M.maxLength(35))
    fire.input(textbox(V.issuePlace, row), 'p'.repeat(26))
    assert.is(accessibleDescription(textbox(V.issuePlace, row)), M.maxLength(25))
    fire.input(textbox(V.issuePlace, row), '')
    assert.is(accessibleDescription(textbox(V.issuePlace, row)), M.required)
    const docExists = within(row).getByRole('combobox', { name: V.docExists }) as HTMLSelectElement
    fire.input(docExists, 'yes')
    fire.input(docExists, '')
    assert.is(accessibleDescription(docExists), M.required)
    fire.input(dateField(V.issueDate, row), '2025-02-01')
    fire.input(dateField(V.issueDate, row), '')
    assert.is(accessibleDescription(dateField(V.issueDate, row)), M.required)
    fire.input(textbox(V.number, row), '')
    assert.is(accessibleDescription(textbox(V.number, row)), M.required)
    fire.input(textbox(V.addInfo, row), 'Entrée ²')
    assert.is(accessibleDescription(textbox(V.addInfo, row)), M.charactersNotAllowed('é ²'))
    fire.input(textbox(V.country, row), 'U2')
    assert.is(accessibleDescription(textbox(V.country, row)), M.charactersNotAllowed('2'))
  })

  Messages(`visa rows: "Issue date and country are fixed when editing" (${language})`, async () => {
    await renderForm({ language, original: PASSPORT })
    const row = screen.getByRole('group', { name: new RegExp('V-778') })
    const issue = dateField(V.issueDate, row)
    const country = textbox(V.country, row)
    assert.ok(issue.disabled && country.disabled)
    assert.is(accessibleDescription(issue), M.cannotBeChanged(M.labels.issueDate))
    assert.is(accessibleDescription(country), M.cannotBeChanged(M.labels.country))
    assert.not.ok(textbox(V.number, row).disabled)
  })
  return Messages
})

const Rules = suite('travel document form rules')
Rules.after.each(cleanup)

const fillPassport = () => {
  fire.input(textbox('Document number'), 'P999')
  fire.input(textbox('Issuing country'), 'fra')
  fire.input(textbox('First name'), 'Anna')
  fire.input(textbox('Last name'), 'Berg')
  fire.input(textbox('Place of issue'), 'Paris')
  fire.input(dateField('Issue date'), '2025-01-02')
  fire.input(dateField('Expiry date'), '2035-01-01')
}

Rules('a new passport with a new visa row is sent whole; the country is upper-cased', async () => {
  const { sent, events } = await renderForm()
  fillPassport()
  fire.click(screen.getByRole('button', { name: 'Add visa' }))
  const row = screen.getByRole('group', { name: /New visa/ })
  fire.input(textbox('Visa number', row), 'V-1')
  fire.input(textbox('Place of issue', row), 'London')
  fire.input(dateField('Issue date', row), '2025-03-01')
  fire.input(textbox('Country', row), 'gbr')
  fire.input(dateField('Expiry date', row), '2027-03-01')
  fire.input(within(row).getByRole('combobox', { name: 'Visa document held' }), 'no')
  fire.click(screen.getByRole('button', { name: 'Submit' }))
  await flush()
  assert.is(sent.length, 1)
  assert.is(sent[0]?.doc.issueCountry, 'FRA')
  assert.ok(sent[0]?.doc.issueDate.equals(Temporal.PlainDate.from('2025-01-02')))
  assert.is(sent[0]?.visas.length, 1)
  assert.equal(sent[0]?.visas[0]?.natKey.countryCode, 'GBR')
  assert.is(sent[0]?.visas[0]?.natKey.passportNumber, 'P999')
  assert.is(sent[0]?.visas[0]?.docExists, false)
  assert.equal(events, ['saved'])
})

Rules('"mark them for deletion": a loaded visa marked for deletion is left out of the saved list and can be kept again', async () => {
  const { sent } = await renderForm({ original: PASSPORT })
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
  assert.ok(submit.disabled, 'nothing changed yet')
  fire.click(screen.getByRole('button', { name: 'Mark visa V-778 for deletion' }))
  assert.ok(screen.getByText('Will be deleted when you submit'))
  fire.click(screen.getByRole('button', { name: 'Keep visa V-778' }))
  assert.ok(submit.disabled, 'kept again: nothing changed')
  fire.click(screen.getByRole('button', { name: 'Mark visa V-778 for deletion' }))
  assert.not.ok(submit.disabled)
  fire.click(submit)
  await flush()
  assert.is(sent[0]?.visas.length, 0)
  assert.is(sent[0]?.doc.natKey.number, 'P123')
})

Rules('a new visa row can be removed before saving', async () => {
  await renderForm({ original: PASSPORT })
  fire.click(screen.getByRole('button', { name: 'Add visa' }))
  assert.is(screen.getAllByRole('group').length, 2)
  fire.click(screen.getByRole('button', { name: 'Remove new visa 2' }))
  assert.is(screen.getAllByRole('group').length, 1)
})

Rules('editing sends the loaded visas it keeps with their fixed issue date and country', async () => {
  const { sent } = await renderForm({ original: PASSPORT })
  const row = screen.getByRole('group', { name: /V-778/ })
  fire.input(textbox('Place of issue', row), 'Lyon')
  fire.click(screen.getByRole('button', { name: 'Submit' }))
  await flush()
  const visa = sent[0]?.visas[0]
  assert.is(visa?.issuePlace, 'Lyon')
  assert.ok(visa?.natKey.issueDt.equals(VISA.natKey.issueDt))
  assert.is(visa?.natKey.countryCode, 'USA')
})

Rules('a failed update shows the server\'s error', async () => {
  await renderForm({
    original: PASSPORT,
    answer: { _tag: 'MyDataWriteFailed', operation: 'update', entity: 'travelDocument', cause: { _tag: 'Offline' } },
  })
  fire.input(textbox('First name'), 'Annie')
  fire.click(screen.getByRole('button', { name: 'Submit' }))
  await flush()
  assert.ok((screen.getByRole('alert').textContent ?? '').includes('Could not update the travel document.'))
})

const List = suite('travel document list')
List.after.each(cleanup)

const renderList = async (mode: 'EDIT' | 'VIEW_ONLY', docs: ReadonlyArray<TravelDocument>, language: Language = 'en') => {
  resetMyDataState()
  await renderWithProviders(
    <TravelDocumentList documents={docs} visas={[VISA]} today={Temporal.PlainDate.from('2026-03-15')} actions={myDataActionsOf(mode)} online onDelete={async () => undefined} />,
    { language },
  )
}

List('"Travel documents show \'expired\' if past expiry, otherwise \'active\'"', async () => {
  await renderList('EDIT', [PASSPORT, aPassport({ number: 'ID9', docType: 'I', expiryDate: Temporal.PlainDate.from('2026-03-14') })])
  const rows = within(screen.getByRole('list', { name: 'Travel documents and visas' })).getAllByRole('listitem')
  assert.ok((rows[0]?.textContent ?? '').includes('Passport P123'))
  assert.ok((rows[0]?.textContent ?? '').includes('Active'))
  assert.ok((rows[0]?.textContent ?? '').includes('Visas: 1'))
  assert.ok((rows[1]?.textContent ?? '').includes('Identity card ID9'))
  assert.ok((rows[1]?.textContent ?? '').includes('Expired'))
})

List('in French the status reads Valide / Expiré', async () => {
  await renderList('VIEW_ONLY', [PASSPORT, aPassport({ number: 'ID9', docType: 'I', expiryDate: Temporal.PlainDate.from('2020-01-01') })], 'fr')
  assert.ok(screen.getByText('Valide'))
  assert.ok(screen.getByText('Expiré'))
})

List('view only: no Add and no Delete buttons, no links', async () => {
  await renderList('VIEW_ONLY', [PASSPORT])
  assert.is(screen.queryByRole('button', { name: /^Add/ }), null)
  assert.is(screen.queryByRole('button', { name: /^Delete/ }), null)
  assert.is(screen.queryAllByRole('link').length, 0)
})

List('edit access: one Add per document type; the last remaining document cannot be deleted', async () => {
  await renderList('EDIT', [PASSPORT])
  for (const name of ['Add Passport', 'Add Alien resident card', 'Add Identity card', 'Add Driving licence']) assert.ok(screen.getByRole('button', { name }))
  const remove = screen.getByRole('button', { name: 'Delete Passport P123' }) as HTMLButtonElement
  assert.ok(remove.disabled)
  assert.is(accessibleDescription(remove), 'The last remaining entry cannot be deleted.')
  assert.is(screen.getByRole('link', { name: /Passport P123/ }).getAttribute('href'), '/my-data/traveldocs/P/P123')
})

for (const Messages of messageSuites) Messages.run()
Rules.run()
List.run()
