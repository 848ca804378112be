import type { Contact } from '../../../core/my-data/contact.codec'
import {
  validateContactForm,
  type ContactFormContext,
  type ContactFormValues,
} from '../../../core/my-data/contact-form.rules'
import type { ContactType } from '../../../core/my-data/natural-key.codec'
import { MyDataAccess } from '../../../core/access/feature-access.rules'
import { canSave, type FormResult } from '../../../core/shared/validation/form.rules'
import { validateDeletion } from '../../../core/shared/validation/last-entry.rules'
import { defaultPriority, isPriorityTaken, type FormMode } from '../../../core/shared/validation/priority.rules'
import type { ValidationError } from '../../../core/shared/validation/validation-error'

/** The contact types in list order (SPEC section 3: "Types: phone, mobile, email"). */
export const CONTACT_TYPES: ReadonlyArray<ContactType> = ['PHONE', 'MOBILE', 'EMAIL']

/** The access a new entry starts with: visible to the owner only. */
export const NEW_ENTRY_ACCESS: MyDataAccess = 'INTERNAL'

/** The contacts of one type, most important (lowest priority) first. */
export interface ContactGroup {
  readonly type: ContactType
  readonly contacts: ReadonlyArray<Contact>
}

/** Contacts grouped by type in {@link CONTACT_TYPES} order, each group sorted by priority. */
export const contactGroups = (contacts: ReadonlyArray<Contact>): ReadonlyArray<ContactGroup> =>
  CONTACT_TYPES.map((type) => ({
    type,
    contacts: contacts.filter((c) => c.natKey.type === type).slice().sort((a, b) => a.natKey.prio - b.natKey.prio),
  }))

/** The `{id}` of `/my-data/contacts/{type}/{id}`: the contact's priority, unique within its type. */
export const contactId = (contact: Contact): string => String(contact.natKey.prio)

/** The contact of a type with that route id, if any. */
export const findContact = (contacts: ReadonlyArray<Contact>, type: ContactType, id: string): Contact | undefined =>
  contacts.find((c) => c.natKey.type === type && contactId(c) === id)

/** What a list row shows as the contact: the e-mail address or the full phone. */
export const contactText = (contact: Contact): string => {
  if (contact.contact !== undefined && contact.contact !== '') return contact.contact
  const p = contact.phoneNumber
  return p === undefined ? '' : [p.regionCode, p.areaCode, p.localNo].filter((s) => s !== undefined && s !== '').join(' ')
}

/**
 * SPEC section 5: "The last remaining entry cannot be deleted", per list (the contacts of one type):
 * the core error to explain a disabled Delete button, `undefined` when deleting is allowed.
 */
export const contactDeletionBlock = (contacts: ReadonlyArray<Contact>, contact: Contact): ValidationError | undefined => {
  const result = validateDeletion(contacts.filter((c) => c.natKey.type === contact.natKey.type))
  return result._tag === 'Left' ? result.left : undefined
}

/** The form values of a new contact: "New contact priority defaults to the highest existing priority of the same type plus one." */
export const newContactValues = (type: ContactType, contacts: ReadonlyArray<Contact>): ContactFormValues => ({
  type,
  prio: String(defaultPriority(contacts.map((c) => ({ type: c.natKey.type, prio: c.natKey.prio })), type)),
  contact: '',
  regionCode: '',
  areaCode: '',
  localNo: '',
  phoneTypeCode: '',
  remark: '',
  access: NEW_ENTRY_ACCESS,
})


/** The profile's display options the contact form needs. */
export interface ContactProfileOptions {
  readonly defaultPhonePrefix: string
  readonly phoneTypeCodes: ReadonlyArray<string>
}

/** The rule context of the contact form: create or edit, the loaded priority, the profile's phone options. */
export const contactFormContext = (mode: FormMode, original: Contact | undefined, profile: ContactProfileOptions): ContactFormContext => {
  const base = { mode, defaultPhonePrefix: profile.defaultPhonePrefix, phoneTypeCodes: profile.phoneTypeCodes }
  return original === undefined ? base : { ...base, originalPrio: original.natKey.prio }
}

/** The contact form checked: the core form rules, plus the same-priority check before sending (SPEC section 8). */
export interface ContactFormCheck {
  readonly result: FormResult<ContactFormValues>
  /** Another contact of the type already holds the typed priority ("Entry with same priority already exists"). */
  readonly priorityTaken: boolean
  /** SPEC section 4, Forms: "Save is disabled unless dirty and valid." */
  readonly canSave: boolean
}

/** Validates the contact form as typed against the loaded contacts. */
export const checkContactForm = (
  initial: ContactFormValues,
  values: ContactFormValues,
  context: ContactFormContext,
  contacts: ReadonlyArray<Contact>,
  original: Contact | undefined,
): ContactFormCheck => {
  const result = validateContactForm(values, context)
  const entries = contacts.filter((c) => c !== original).map((c) => ({ type: c.natKey.type, prio: c.natKey.prio }))
  const priorityTaken =
    context.mode === 'create' && result.errors.prio === undefined && isPriorityTaken(entries, values.type, Number(result.values.prio))
  return { result, priorityTaken, canSave: canSave(initial, values, result.errors) && !priorityTaken }
}

const optional = <K extends string>(key: K, value: string): { readonly [P in K]?: string } =>
  (value === '' ? {} : { [key]: value }) as { readonly [P in K]?: string }

/**
 * The contact to send, from validated form values (`FormResult.values`: trimmed, normalised phone in
 * `contact`). `crewCode` is the loaded one (the server sets the owner's code on create).
 */
export const toContact = (values: ContactFormValues, crewCode: string): Contact => {
  const common = {
    natKey: { crewCode, type: values.type, prio: Number(values.prio) },
    access: MyDataAccess.is(values.access) ? values.access : NEW_ENTRY_ACCESS,
    contact: values.contact,
    ...optional('remark', values.remark),
  }
  if (values.type === 'EMAIL') return common
  return {
    ...common,
    phoneNumber: { localNo: values.localNo, ...optional('regionCode', values.regionCode), ...optional('areaCode', values.areaCode) },
    phoneTypeCode: values.phoneTypeCode,
  }
}

/** The crew code of the loaded data (any contact's), for a new contact's natural key. */
export const crewCodeOf = (contacts: ReadonlyArray<Contact>, original?: Contact): string =>
  original?.natKey.crewCode ?? contacts[0]?.natKey.crewCode ?? ''
