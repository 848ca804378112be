// Journey 8: my data. anna (edit rights) adds, edits and deletes an e-mail contact, an address and a
// passport with a visa; each form shows its required-field and length messages; the last remaining entry of a
// list cannot be deleted. bruno (view only) sees the same pages without Add, Delete or forms. Axe on every screen
// in English and French.
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, collectPageErrors, descriptionOf, enter, named, openTab, switchLanguage } from './inbox-settings.steps'
import { assertAccessible } from './support/axe'
import { expectAttribute, expectCount, expectDisabled, expectEnabled, expectValue } from './support/expect'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { escapeRegExp, exactly, fill, words, type Lang } from './support/words'

const J8 = journey('journey 8: my data')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const W = words('en')
const M = W.myData
const V = W.validation
const required = V.required
const tooLong = (max: number) => fill(V.maxLength, { max })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: named(name) })
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name: named(name) })
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: named(name) })
const submit = (page: Page, lang: Lang = 'en') => button(page.getByRole('main'), words(lang).myData.submit)
const savedNotice = (page: Page) => page.getByText(M.saved)
const deletedNotice = (page: Page) => page.getByText(M.deleted)

/** Profile tab -> "My data" -> one of the hub's pages (waits for its title). */
const openMyData = async (page: Page, hubLink: keyof typeof M.hub | undefined, lang: Lang = 'en'): Promise<void> => {
  const L = words(lang)
  await openTab(page, 'profile', lang)
  await page.getByRole('link', { name: L.settings.myData }).click()
  await heading(page, L.myData.title).waitFor()
  if (hubLink === undefined) return
  await page.getByRole('list', { name: L.myData.title }).getByRole('link', { name: L.myData.hub[hubLink] }).click()
  await heading(page, hubLink === 'travelDocuments' ? L.myData.travelDocuments.title : L.myData.hub[hubLink]).waitFor()
}

/** Asserts that `field` is marked invalid and its description (what a screen reader reads) holds `message`. */
const assertFieldError = async (field: Locator, message: string): Promise<void> => {
  await expectAttribute(field, 'aria-invalid', 'true', `${String(field)} is marked invalid`)
  const description = await descriptionOf(field)
  assert.ok(description.includes(message), `${String(field)} says '${message}' (it says '${description}')`)
}

const assertFieldValid = async (field: Locator): Promise<void> => {
  await expectAttribute(field, 'aria-invalid', null, `${String(field)} is valid`)
}

/** Presses the entry's Delete button and answers "Yes, delete" in the confirmation. */
const deleteEntry = async (page: Page, entryName: string, options: { readonly axe?: string } = {}): Promise<void> => {
  await button(page, fill(M.deleteEntry, { entry: entryName })).click()
  const dialog = page.getByRole('alertdialog', { name: M.deleteDialog.title })
  await dialog.getByText(M.deleteDialog.message).waitFor()
  if (options.axe !== undefined) await assertAccessible(page, options.axe, 'en')
  await button(dialog, M.deleteDialog.yes).click()
  await dialog.waitFor({ state: 'detached' })
  await button(page, fill(M.deleteEntry, { entry: entryName })).waitFor({ state: 'detached' })
}

/** "The last remaining entry cannot be deleted": the Delete button is disabled and says why. */
const assertLastEntryBlocked = async (page: Page, entryName: string): Promise<void> => {
  const remove = button(page, fill(M.deleteEntry, { entry: entryName }))
  await expectDisabled(remove, `Delete of the last entry '${entryName}' is disabled`)
  assert.is(await descriptionOf(remove), V.lastEntryCannotBeDeleted)
}

J8('contacts: add, edit and delete an e-mail; "Required fields show \'This field is required\'", "Remark max 20", "Must be a valid email address"; "The last remaining entry cannot be deleted"', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openMyData(page, undefined)
  await assertAccessible(page, 'my-data', 'en')
  await page.getByRole('list', { name: M.title }).getByRole('link', { name: M.hub.personal }).click()
  await heading(page, M.personal.title).waitFor()
  await page.getByRole('definition').filter({ hasText: exactly('Lindqvist') }).waitFor()
  await assertAccessible(page, 'my-data-personal', 'en')
  await button(page, M.backToHub).click()
  await page.getByRole('list', { name: M.title }).getByRole('link', { name: M.hub.contacts }).click()
  await heading(page, M.contacts.title).waitFor()
  const emails = page.getByRole('list', { name: M.contacts.types.EMAIL })
  await emails.getByRole('link').nth(1).waitFor()
  await expectCount(emails.getByRole('link'), 2, "the seed's two e-mail contacts")
  await assertAccessible(page, 'my-data-contacts', 'en')

  // Add: every message of the e-mail form, then a valid one.
  await button(page, fill(M.contacts.addOfType, { type: M.contacts.types.EMAIL })).click()
  await heading(page, fill(M.contacts.newTitle, { type: M.contacts.types.EMAIL })).waitFor()
  const email = textbox(page, M.contacts.email)
  const remark = textbox(page, M.contacts.remark)
  await expectDisabled(submit(page), 'Submit is disabled on an unchanged form')
  await enter(email, '')
  await assertFieldError(email, required)
  await enter(email, 'anna.private@')
  await assertFieldError(email, V.invalidEmail)
  await enter(email, `${'a'.repeat(70)}@example.net`)
  await assertFieldError(email, tooLong(80))
  await enter(remark, 'Private, for holidays')
  await assertFieldError(remark, tooLong(20))
  await expectDisabled(submit(page), 'Submit is disabled while a field is invalid')
  await page.getByText(M.formInvalid).waitFor()
  await assertAccessible(page, 'my-data-contact-form (errors)', 'en')
  await enter(email, 'anna.private@example.net')
  await enter(remark, 'Private')
  await assertFieldValid(email)
  await assertFieldValid(remark)
  await expectValue(textbox(page, M.contacts.priority), '2', '"New contact priority defaults to the highest existing priority of the same type plus one"')
  await submit(page).click()
  await heading(page, M.contacts.title).waitFor()
  await savedNotice(page).waitFor()
  await emails.getByRole('link', { name: exactly(`anna.private@example.net ${M.contacts.priority} 2 · ${M.access.INTERNAL} · Private`) }).waitFor()

  // Edit: the priority is fixed, the remark changes.
  await emails.getByRole('link', { name: /^anna\.private@example\.net / }).click()
  await heading(page, fill(M.contacts.editTitle, { type: M.contacts.types.EMAIL })).waitFor()
  await expectDisabled(textbox(page, M.contacts.priority), 'the priority cannot be changed when editing')
  await enter(textbox(page, M.contacts.remark), 'Holidays')
  await submit(page).click()
  await heading(page, M.contacts.title).waitFor()
  await emails.getByRole('link', { name: exactly(`anna.private@example.net ${M.contacts.priority} 2 · ${M.access.INTERNAL} · Holidays`) }).waitFor()

  // Delete it (with the Yes/No question), then the seeded second e-mail: the last one cannot go.
  await deleteEntry(page, `${M.contacts.types.EMAIL} anna.private@example.net`, { axe: 'my-data-contacts (delete dialog)' })
  await deletedNotice(page).waitFor()
  await deleteEntry(page, `${M.contacts.types.EMAIL} anna.lindqvist@example.org`)
  await expectCount(emails.getByRole('link'), 1, 'one e-mail contact left')
  await assertLastEntryBlocked(page, `${M.contacts.types.EMAIL} anna.lindqvist@crew.example.com`)

  // All of it is stored: after a reload the list is the same.
  await page.reload()
  await heading(page, M.contacts.title).waitFor()
  await emails.getByRole('link').first().waitFor()
  await expectCount(emails.getByRole('link'), 1, 'one e-mail contact left after a reload')
  await assertLastEntryBlocked(page, `${M.contacts.types.EMAIL} anna.lindqvist@crew.example.com`)
  assert.equal(problems, [])
  await context.close()
})

J8('addresses: add, edit and delete; "Zip required, max 10", "City required, max 25", "Street required, max 30", "Country code upper-cased"; the last address cannot be deleted', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openMyData(page, 'addresses')
  const A = M.addresses
  const list = page.getByRole('list', { name: A.title })
  await list.getByRole('link').nth(1).waitFor()
  await assertAccessible(page, 'my-data-addresses', 'en')

  await button(page, A.add).click()
  await heading(page, A.newTitle).waitFor()
  const street = textbox(page, A.street)
  const zip = textbox(page, A.zipCode)
  const city = textbox(page, A.cityName)
  await enter(street, '')
  await enter(zip, '')
  await enter(city, '')
  await assertFieldError(street, required)
  await assertFieldError(zip, required)
  await assertFieldError(city, required)
  await enter(street, '1234 Boulevard des Aviateurs Sud')
  await assertFieldError(street, tooLong(30))
  await enter(zip, '69003-12345')
  await assertFieldError(zip, tooLong(10))
  await enter(city, 'Saint-Remy-les-Chevreuse-Vallee')
  await assertFieldError(city, tooLong(25))
  await enter(street, 'Rue <b>')
  await assertFieldError(street, fill(V.charactersNotAllowed, { characters: '' }).trim())
  await expectDisabled(submit(page), 'Submit is disabled while a field is invalid')
  await assertAccessible(page, 'my-data-address-form (errors)', 'en')

  await enter(street, '8 Rue des Lilas')
  await enter(zip, '69003')
  await enter(city, 'Lyon')
  await enter(textbox(page, A.countryCode), 'fr')
  await submit(page).click()
  await heading(page, A.title).waitFor()
  await savedNotice(page).waitFor()
  await list.getByRole('link', { name: exactly(`8 Rue des Lilas 69003 Lyon, FR · ${A.priority} 2 · ${M.access.INTERNAL}`) }).waitFor()

  await list.getByRole('link', { name: /^8 Rue des Lilas / }).click()
  await heading(page, A.editTitle).waitFor()
  await expectValue(textbox(page, A.countryCode), 'FR', 'the country code was stored upper-cased')
  await enter(textbox(page, A.cityName), 'Villeurbanne')
  await page.getByRole('combobox', { name: M.access.label }).selectOption({ label: M.access.EXTERNAL })
  await submit(page).click()
  await heading(page, A.title).waitFor()
  await list.getByRole('link', { name: exactly(`8 Rue des Lilas 69003 Villeurbanne, FR · ${A.priority} 2 · ${M.access.EXTERNAL}`) }).waitFor()

  await deleteEntry(page, '8 Rue des Lilas, Villeurbanne')
  await deleteEntry(page, '3 Allee du Verger, Roissy-en-France')
  await expectCount(list.getByRole('link'), 1, 'one address left')
  await assertLastEntryBlocked(page, '12 Rue de Vaugirard, Paris')
  await page.reload()
  await heading(page, A.title).waitFor()
  await list.getByRole('link').first().waitFor()
  await expectCount(list.getByRole('link'), 1, 'one address left after a reload')
  assert.equal(problems, [])
  await context.close()
})

J8('travel documents: add, edit and delete a passport with a visa; "Number required, max 35", "First and last name required, max 30", "Additional info max 20", visa "Number required"', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openMyData(page, 'travelDocuments')
  const T = M.travelDocuments
  const VI = M.visas
  const list = page.getByRole('list', { name: T.title })
  await list.getByRole('link').nth(3).waitFor()
  await assertAccessible(page, 'my-data-traveldocs', 'en')

  await button(page, fill(T.addOfType, { type: T.types.P })).click()
  await heading(page, fill(T.newTitle, { type: T.types.P })).waitFor()
  const form = page.getByRole('form', { name: fill(T.newTitle, { type: T.types.P }) })
  // The document's own fields come before the visa rows, which repeat some of the names.
  const docField = (name: string) => textbox(form, name).first()
  await enter(docField(T.number), '')
  await assertFieldError(docField(T.number), required)
  await enter(docField(T.number), 'P'.repeat(36))
  await assertFieldError(docField(T.number), tooLong(35))
  await enter(docField(T.firstName), '')
  await assertFieldError(docField(T.firstName), required)
  await enter(docField(T.lastName), 'Lindqvist-Abrahamsson-Carlssons')
  await assertFieldError(docField(T.lastName), tooLong(30))
  await enter(docField(T.addInfo), 'Second passport (work)')
  await assertFieldError(docField(T.addInfo), tooLong(20))

  await enter(docField(T.number), 'XP7781234')
  await enter(docField(T.issueCountry), 'swe')
  await enter(docField(T.firstName), 'Anna')
  await enter(docField(T.lastName), 'Lindqvist')
  await enter(docField(T.issuePlace), 'Stockholm')
  await docField(T.issueDate).fill('2025-01-10')
  await docField(T.expiryDate).fill('2035-01-10')
  await enter(docField(T.addInfo), 'Second passport')

  // A visa row: its required fields too.
  await button(form, VI.add).click()
  const visa = form.getByRole('group', { name: `${VI.newRow} (${fill(VI.rowTitle, { index: 1 })})` })
  await enter(textbox(visa, VI.number), '')
  await assertFieldError(textbox(visa, VI.number), required)
  await enter(textbox(visa, VI.issuePlace), '')
  await assertFieldError(textbox(visa, VI.issuePlace), required)
  await expectDisabled(submit(page), 'Submit is disabled while the visa row is incomplete')
  await assertAccessible(page, 'my-data-traveldoc-form (errors)', 'en')
  await enter(textbox(visa, VI.number), 'JP-778123')
  await enter(textbox(visa, VI.issuePlace), 'Paris')
  await textbox(visa, VI.issueDate).fill('2026-01-05')
  await enter(textbox(visa, VI.country), 'JPN')
  await textbox(visa, VI.expiryDate).fill('2027-01-05')
  await visa.getByRole('combobox', { name: VI.docExists }).selectOption({ label: VI.docExistsYes })
  await expectEnabled(submit(page), 'Submit is enabled once the passport and its visa are valid')
  await submit(page).click()
  await heading(page, T.title).waitFor()
  await savedNotice(page).waitFor()
  const passportRow = list.getByRole('link', { name: new RegExp(`^${escapeRegExp(`${T.types.P} XP7781234 Anna Lindqvist`)} .*${escapeRegExp(fill(T.visaCount, { count: 1 }))} ${T.status.active}$`) })
  await passportRow.waitFor()

  // Edit: the number is fixed; a second visa is added and the first marked for deletion.
  await passportRow.click()
  await heading(page, fill(T.editTitle, { type: T.types.P })).waitFor()
  const edit = page.getByRole('form', { name: fill(T.editTitle, { type: T.types.P }) })
  await expectDisabled(textbox(edit, T.number).first(), 'the document number cannot be changed when editing')
  const firstVisa = edit.getByRole('group', { name: `${fill(VI.rowTitle, { index: 1 })}: JP-778123` })
  await expectDisabled(textbox(firstVisa, VI.country), 'a stored visa keeps its country')
  await enter(textbox(edit, T.issuePlace).first(), 'Goteborg')
  await button(edit, VI.add).click()
  const second = edit.getByRole('group', { name: `${VI.newRow} (${fill(VI.rowTitle, { index: 2 })})` })
  await enter(textbox(second, VI.number), 'IN-778123')
  await enter(textbox(second, VI.issuePlace), 'Paris')
  await textbox(second, VI.issueDate).fill('2026-02-01')
  await enter(textbox(second, VI.country), 'IND')
  await textbox(second, VI.expiryDate).fill('2027-02-01')
  await second.getByRole('combobox', { name: VI.docExists }).selectOption({ label: VI.docExistsNo })
  await button(firstVisa, fill(VI.markForDeletion, { number: 'JP-778123' })).click()
  await firstVisa.getByText(VI.markedForDeletion).waitFor()
  await submit(page).click()
  await heading(page, T.title).waitFor()
  await passportRow.waitFor()
  await passportRow.click()
  await heading(page, fill(T.editTitle, { type: T.types.P })).waitFor()
  await expectValue(textbox(edit, T.issuePlace).first(), 'Goteborg', 'the changed place of issue was stored')
  await expectCount(edit.getByRole('group', { name: /^Visa \d+: / }), 1, 'one visa left')
  await edit.getByRole('group', { name: `${fill(VI.rowTitle, { index: 1 })}: IN-778123` }).waitFor()
  await button(page, W.common.cancel).click()
  await heading(page, T.title).waitFor()

  // Delete the passport (its visas go with it).
  await deleteEntry(page, `${T.types.P} XP7781234`)
  await expectCount(list.getByRole('link'), 4, 'the passport is gone: four documents left')
  await page.reload()
  await heading(page, T.title).waitFor()
  await list.getByRole('link').nth(3).waitFor()
  await expectCount(list.getByRole('link', { name: /XP7781234/ }), 0, 'the deleted passport is gone after a reload')
  assert.equal(problems, [])
  await context.close()
})

J8('bruno: "In view-only mode they are read-only lists" (no Add, no Delete, no forms)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  await signIn(page, 'bruno')
  await acceptCookies(page)
  await openMyData(page, undefined)
  await page.getByText(M.viewOnly).waitFor()
  for (const hub of ['contacts', 'addresses', 'travelDocuments'] as const) {
    await page.getByRole('list', { name: M.title }).getByRole('link', { name: M.hub[hub] }).click()
    const title = hub === 'travelDocuments' ? M.travelDocuments.title : M.hub[hub]
    await heading(page, title).waitFor()
    const main = page.getByRole('main')
    await main.getByRole('listitem').first().waitFor()
    await page.getByText(M.viewOnly).waitFor()
    assert.is(await main.getByRole('button', { name: new RegExp(`^(${escapeRegExp(M.add)}|${escapeRegExp(M.delete)})( |$)`) }).count(), 0, `${hub}: no Add or Delete`)
    assert.is(await main.getByRole('listitem').getByRole('link').count(), 0, `${hub}: entries do not open a form`)
    assert.ok((await main.getByRole('listitem').count()) >= 2, `${hub}: bruno sees his entries`)
    await assertAccessible(page, `my-data-${hub} (view only)`, 'en')
    await button(page, M.backToHub).click()
    await heading(page, M.title).waitFor()
  }
  await context.close()
})

J8('axe in French: every my-data screen and form has no axe violation (WCAG 2.2 AA)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const F = words('fr').myData
  await signIn(page, 'anna')
  await acceptCookies(page)
  await switchLanguage(page, 'en', 'fr')
  await openMyData(page, undefined, 'fr')
  await assertAccessible(page, 'my-data', 'fr')
  const hubLink = (name: string) => page.getByRole('list', { name: F.title }).getByRole('link', { name })
  const back = () => button(page, F.backToHub).click()

  await hubLink(F.hub.personal).click()
  await heading(page, F.personal.title).waitFor()
  await page.getByRole('definition').first().waitFor()
  await assertAccessible(page, 'my-data-personal', 'fr')
  await back()

  await hubLink(F.hub.contacts).click()
  await heading(page, F.contacts.title).waitFor()
  await page.getByRole('list', { name: F.contacts.types.EMAIL }).getByRole('link').first().waitFor()
  await assertAccessible(page, 'my-data-contacts', 'fr')
  await button(page, fill(F.contacts.addOfType, { type: F.contacts.types.EMAIL })).click()
  await heading(page, fill(F.contacts.newTitle, { type: F.contacts.types.EMAIL })).waitFor()
  await enter(textbox(page, F.contacts.email), '')
  await assertFieldError(textbox(page, F.contacts.email), words('fr').validation.required)
  await assertAccessible(page, 'my-data-contact-form (errors)', 'fr')
  await button(page, words('fr').common.cancel).click()
  // Leaving a changed form asks first ("Stop editing?").
  const stop = page.getByRole('alertdialog', { name: words('fr').global.unsavedChanges.title })
  await stop.or(heading(page, F.contacts.title)).first().waitFor()
  if (await stop.isVisible()) await button(stop, words('fr').global.unsavedChanges.yes).click()
  await heading(page, F.contacts.title).waitFor()
  await back()

  await hubLink(F.hub.addresses).click()
  await heading(page, F.addresses.title).waitFor()
  await page.getByRole('list', { name: F.addresses.title }).getByRole('link').first().waitFor()
  await assertAccessible(page, 'my-data-addresses', 'fr')
  await button(page, F.addresses.add).click()
  await heading(page, F.addresses.newTitle).waitFor()
  await enter(textbox(page, F.addresses.street), '1234 Boulevard des Aviateurs Sud')
  await assertFieldError(textbox(page, F.addresses.street), fill(words('fr').validation.maxLength, { max: 30 }))
  await assertAccessible(page, 'my-data-address-form (errors)', 'fr')
  await button(page, F.backToList.replace('{list}', F.addresses.title)).click()
  const stopAgain = page.getByRole('alertdialog', { name: words('fr').global.unsavedChanges.title })
  await stopAgain.waitFor()
  await assertAccessible(page, 'my-data-address-form (unsaved changes dialog)', 'fr')
  await button(stopAgain, words('fr').global.unsavedChanges.yes).click()
  await heading(page, F.addresses.title).waitFor()
  await back()

  await hubLink(F.hub.travelDocuments).click()
  await heading(page, F.travelDocuments.title).waitFor()
  await page.getByRole('list', { name: F.travelDocuments.title }).getByRole('link').first().waitFor()
  await assertAccessible(page, 'my-data-traveldocs', 'fr')
  await page.getByRole('list', { name: F.travelDocuments.title }).getByRole('link').first().click()
  await heading(page, fill(F.travelDocuments.editTitle, { type: F.travelDocuments.types.P })).waitFor()
  await assertAccessible(page, 'my-data-traveldoc-form', 'fr')
  await context.close()
})

J8.run()
