import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { myDataActionsOf } from '../../../../core/access/feature-access.rules'
import type { Contact } from '../../../../core/my-data/contact.codec'
import type { MyDataError } from '../../../../core/my-data/my-data-error'
import { ContactList } from '../../../../ui/features/my-data/contact-list'
import { resetMyDataState } from '../../../../ui/features/my-data/my-data.state'
import { accessibleDescription, cleanup, fire, flush, screen, within } from '../../harness'
import { renderWithProviders } from '../../providers'
import { aPhone, anEmail } from './fixtures'

const CONTACTS = [aPhone({ prio: 0 }), aPhone({ prio: 3, contact: '+33140000000' }), aPhone({ type: 'MOBILE', prio: 1, contact: '+33699999999' }), anEmail()]

const renderList = async (options: { readonly mode?: 'EDIT' | 'VIEW_ONLY'; readonly online?: boolean; readonly answer?: MyDataError; readonly contacts?: ReadonlyArray<Contact>; readonly language?: 'en' | 'fr' } = {}) => {
  resetMyDataState()
  const deleted: Contact[] = []
  await renderWithProviders(
    <ContactList
      contacts={options.contacts ?? CONTACTS}
      actions={myDataActionsOf(options.mode ?? 'EDIT')}
      online={options.online ?? true}
      onDelete={async (contact) => {
        deleted.push(contact)
        return options.answer
      }}
    />,
    { language: options.language ?? 'en' },
  )
  return { deleted }
}

const List = suite('contact list')
List.after.each(cleanup)

List('the contacts are grouped by type, each group by priority', async () => {
  await renderList()
  const phones = within(screen.getByRole('list', { name: 'Phone' })).getAllByRole('listitem')
  assert.equal(phones.map((li) => (li.textContent ?? '').includes('+33612345678')), [true, false])
  assert.ok(screen.getByRole('heading', { name: 'Phone (2)' }))
  assert.ok(screen.getByRole('heading', { name: 'Mobile phone (1)' }))
  assert.ok(screen.getByRole('heading', { name: 'E-mail (1)' }))
})

List('"View only gives read-only lists": bruno\'s contact list has no Add or Delete buttons and no edit links', async () => {
  await renderList({ mode: 'VIEW_ONLY' })
  assert.is(screen.queryByRole('button', { name: /^Add/ }), null)
  assert.is(screen.queryByRole('button', { name: /^Delete/ }), null)
  assert.is(screen.queryAllByRole('link').length, 0)
  assert.ok(screen.getByText('anna@example.com'))
})

List('"Edit enabled gives add, delete and submit": anna sees Add per type, Delete per entry and links to edit', async () => {
  await renderList()
  for (const name of ['Add Phone', 'Add Mobile phone', 'Add E-mail']) assert.ok(screen.getByRole('button', { name }))
  assert.is(screen.getAllByRole('button', { name: /^Delete / }).length, 4)
  assert.is(screen.getByRole('link', { name: /\+33140000000/ }).getAttribute('href'), '/my-data/contacts/phone/3')
})

List('"The last remaining entry cannot be deleted": the only mobile and the only e-mail have a disabled Delete with the reason', async () => {
  await renderList()
  const mobile = screen.getByRole('button', { name: 'Delete Mobile phone +33699999999' }) as HTMLButtonElement
  assert.ok(mobile.disabled)
  assert.is(accessibleDescription(mobile), 'The last remaining entry cannot be deleted.')
  assert.ok((screen.getByRole('button', { name: 'Delete E-mail anna@example.com' }) as HTMLButtonElement).disabled)
  assert.not.ok((screen.getByRole('button', { name: 'Delete Phone +33140000000' }) as HTMLButtonElement).disabled)
})

List('Delete asks Yes/No; No keeps the entry, Yes deletes it and says so', async () => {
  const { deleted } = await renderList()
  fire.click(screen.getByRole('button', { name: 'Delete Phone +33140000000' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Delete entry?' })
  fire.click(within(dialog).getByRole('button', { name: 'No' }))
  assert.is(screen.queryByRole('alertdialog'), null)
  assert.is(deleted.length, 0)
  fire.click(screen.getByRole('button', { name: 'Delete Phone +33140000000' }))
  fire.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }))
  await flush()
  assert.is(deleted[0]?.natKey.prio, 3)
  assert.ok(screen.getByText('The entry has been deleted.'))
})

List('the server\'s refusal of a delete is shown ("Last remaining entry cannot be deleted")', async () => {
  await renderList({ answer: { _tag: 'LastEntryCannotBeDeleted', entity: 'contact' } })
  fire.click(screen.getByRole('button', { name: 'Delete Phone +33140000000' }))
  fire.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }))
  await flush()
  assert.ok((screen.getByRole('alert').textContent ?? '').includes('The last remaining entry cannot be deleted.'))
})

List('a failed delete shows the server\'s error', async () => {
  await renderList({
    answer: {
      _tag: 'MyDataWriteFailed',
      operation: 'delete',
      entity: 'contact',
      cause: { _tag: 'Service', errors: [{ errId: 'ERR_LOCKED', errMessage: 'Record locked by the crew office' }] },
      serverError: { errId: 'ERR_LOCKED', errMessage: 'Record locked by the crew office' },
    },
  })
  fire.click(screen.getByRole('button', { name: 'Delete Phone +33140000000' }))
  fire.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }))
  await flush()
  assert.ok((screen.getByRole('alert').textContent ?? '').includes('Could not delete the entry: Record locked by the crew office'))
})

List('offline, Add and Delete are disabled with the offline message', async () => {
  await renderList({ online: false })
  assert.ok(screen.getByText('This page can be edited only when online and connected.'))
  assert.ok((screen.getByRole('button', { name: 'Add Phone' }) as HTMLButtonElement).disabled)
  assert.ok((screen.getByRole('button', { name: 'Delete Phone +33140000000' }) as HTMLButtonElement).disabled)
})

List('in French: the last remaining entry explanation and the Add buttons', async () => {
  await renderList({ language: 'fr' })
  const mobile = screen.getByRole('button', { name: 'Supprimer Téléphone mobile +33699999999' })
  assert.is(accessibleDescription(mobile), 'La dernière entrée restante ne peut pas être supprimée.')
  assert.ok(screen.getByRole('button', { name: 'Ajouter : E-mail' }))
})

List.run()
