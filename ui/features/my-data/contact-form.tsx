import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { contactFormValues, type ContactFormValues } from '../../../core/my-data/contact-form.rules'
import type { Contact } from '../../../core/my-data/contact.codec'
import { COUNTRY_LIST } from '../../../core/my-data/country.codec'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { ContactType } from '../../../core/my-data/natural-key.codec'
import { isDirty } from '../../../core/shared/validation/form.rules'
import { isPriorityEditable, type FormMode } from '../../../core/shared/validation/priority.rules'
import { Select } from '../../design/select'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { checkContactForm, contactFormContext, crewCodeOf, newContactValues, toContact } from './contacts.view-model'
import { createFormDraft, setField, touchField } from './form-draft.state'
import { useDraftSubmit, type DraftFormProps } from './use-draft-submit'
import { AccessSelect, fullRow, MyDataForm, useCannotBeChanged, useFieldError } from './form-parts'
import { phoneTypeLabel } from './labels'

export interface ContactFormProps extends DraftFormProps {
  readonly type: ContactType
  readonly mode: FormMode
  /** The contact being edited (edit mode). */
  readonly original: Contact | undefined
  /** Every loaded contact: the default priority and the same-priority check use them. */
  readonly contacts: ReadonlyArray<Contact>
  readonly onSubmit: (contact: Contact) => Promise<MyDataError | undefined>
}

const CALLING_CODES_LIST_ID = 'my-data-calling-codes'

/**
 * The contact form of SPEC section 5 for one type: e-mail (required, max 80, valid) or phone
 * (calling code from the list of about 240 countries, area code, local number of digits, phone
 * type), priority (editable only when creating; new contacts default to the highest priority of the
 * type plus one), remark and access. Every message comes from the core rules.
 */
export const ContactForm = (props: ContactFormProps) => {
  const { type, mode, original, contacts, onSubmit } = props
  const { LL } = useI18n()
  const { profile } = useProfile()
  const draft = useMemo(
    () => createFormDraft<ContactFormValues>(original === undefined ? newContactValues(type, contacts) : contactFormValues(original)),
    // A new draft only for another entry; reloaded lists keep what the user typed.
    [type, original === undefined ? '' : `${original.natKey.type}/${original.natKey.prio}`],
  )
  const snap = useSnapshot(draft, { sync: true })
  const context = contactFormContext(mode, original, profile.display)
  const check = checkContactForm(snap.initial, snap.values, context, contacts, original)
  const dirty = isDirty(snap.initial, snap.values) && !snap.saved
  const errorOf = useFieldError(check.result.errors, snap.touched)
  const cannotBeChanged = useCannotBeChanged()
  const { locked, submit, frame } = useDraftSubmit(draft, { dirty, saving: snap.saving, saveError: snap.saveError }, props)

  const text = (field: 'prio' | 'contact' | 'regionCode' | 'areaCode' | 'localNo' | 'remark') => ({
    value: snap.values[field],
    disabled: locked,
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setField(draft, field, e.target.value),
    onBlur: () => touchField(draft, field),
  })
  const typeName = LL.myData.contacts.types[type]()
  const title = mode === 'create' ? LL.myData.contacts.newTitle({ type: typeName }) : LL.myData.contacts.editTitle({ type: typeName })
  const priorityEditable = isPriorityEditable(mode)
  const prioError = check.priorityTaken ? LL.errors.samePriorityExists() : errorOf('prio')

  return (
    <MyDataForm
      label={title}
      canSave={check.canSave}
      onSubmit={() => void submit(() => onSubmit(toContact(check.result.values, crewCodeOf(contacts, original))))}
      {...frame}
    >
      {type === 'EMAIL' ? (
        <TextField label={LL.myData.contacts.email()} type="email" autoComplete="email" required {...text('contact')} />
      ) : (
        <>
          <TextField
            label={LL.myData.contacts.countryCode()}
            list={CALLING_CODES_LIST_ID}
            inputMode="tel"
            autoComplete="tel-country-code"
            {...text('regionCode')}
          />
          <datalist id={CALLING_CODES_LIST_ID}>
            {COUNTRY_LIST.map((c) => (
              <option key={c.alpha2code} value={c.phoneCode}>
                {c.name}
              </option>
            ))}
          </datalist>
          <TextField label={LL.myData.contacts.areaCode()} inputMode="numeric" {...text('areaCode')} />
          <TextField label={LL.myData.contacts.localNumber()} inputMode="numeric" autoComplete="tel-national" required {...text('localNo')} />
          <Select
            label={LL.myData.contacts.phoneType()}
            required
            value={snap.values.phoneTypeCode}
            disabled={locked}
            error={errorOf('phoneTypeCode')}
            placeholder={LL.common.select()}
            options={profile.display.phoneTypeCodes.map((code) => ({ value: code, label: phoneTypeLabel(LL, code) }))}
            onChange={(e) => setField(draft, 'phoneTypeCode', e.target.value)}
            onBlur={() => touchField(draft, 'phoneTypeCode')}
          />
        </>
      )}
      <TextField
        label={LL.myData.contacts.priority()}
        inputMode="numeric"
        required
        {...text('prio')}
        disabled={locked || !priorityEditable}
        error={prioError}
        hint={priorityEditable ? LL.myData.contacts.priorityHint() : cannotBeChanged('priority')}
      />
      <AccessSelect
        value={snap.values.access}
        error={errorOf('access')}
        disabled={locked}
        onChange={(value) => setField(draft, 'access', value)}
      />
      <TextField className={fullRow} label={LL.myData.contacts.remark()} {...text('remark')} />
    </MyDataForm>
  )
}
