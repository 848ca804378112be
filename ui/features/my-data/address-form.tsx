import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { addressFormValues, type AddressFormValues } from '../../../core/my-data/address-form.rules'
import type { Address } from '../../../core/my-data/address.codec'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import { isDirty } from '../../../core/shared/validation/form.rules'
import { isPriorityEditable, type FormMode } from '../../../core/shared/validation/priority.rules'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'
import { checkAddressForm, newAddressValues, toAddress } from './addresses.view-model'
import { createFormDraft, setField, touchField } from './form-draft.state'
import { useDraftSubmit, type DraftFormProps } from './use-draft-submit'
import { AccessSelect, fullRow, MyDataForm, TextArea, useCannotBeChanged, useFieldError } from './form-parts'

export interface AddressFormProps extends DraftFormProps {
  readonly mode: FormMode
  readonly original: Address | undefined
  /** Every loaded address: the default priority and the same-priority check use them. */
  readonly addresses: ReadonlyArray<Address>
  readonly onSubmit: (address: Address) => Promise<MyDataError | undefined>
}

type TextFieldName = 'prio' | 'countryCode' | 'stateCode' | 'zipCode' | 'cityName' | 'street' | 'remark'

/**
 * The address form of SPEC section 5: "Priority max 9. Zip required, max 10. City required, max 25.
 * Street required, max 30. State max 25. Remark max 1024. Country code upper-cased." Priority is
 * editable only when creating. Every message comes from the core rules.
 */
export const AddressForm = (props: AddressFormProps) => {
  const { mode, original, addresses, onSubmit } = props
  const { LL } = useI18n()
  const draft = useMemo(
    () => createFormDraft<AddressFormValues>(original === undefined ? newAddressValues(addresses) : addressFormValues(original)),
    // A new draft only for another entry; reloaded lists keep what the user typed.
    [original === undefined ? '' : String(original.natKey.prio)],
  )
  const snap = useSnapshot(draft, { sync: true })
  const check = checkAddressForm(snap.initial, snap.values, mode, addresses, original)
  const dirty = isDirty(snap.initial, snap.values) && !snap.saved
  const errorOf = useFieldError(check.result.errors, snap.touched)
  const cannotBeChanged = useCannotBeChanged()
  const { locked, submit, frame } = useDraftSubmit(draft, { dirty, saving: snap.saving, saveError: snap.saveError }, props)

  const text = (field: TextFieldName) => ({
    value: snap.values[field],
    disabled: locked,
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setField(draft, field, e.target.value),
    onBlur: () => touchField(draft, field),
  })
  const A = LL.myData.addresses
  const title = mode === 'create' ? A.newTitle() : A.editTitle()
  const priorityEditable = isPriorityEditable(mode)

  return (
    <MyDataForm
      label={title}
      canSave={check.canSave}
      onSubmit={() => void submit(() => onSubmit(toAddress(check.result.values, original, addresses)))}
      {...frame}
    >
      <TextField className={fullRow} label={A.street()} autoComplete="street-address" required {...text('street')} />
      <TextField label={A.zipCode()} autoComplete="postal-code" required {...text('zipCode')} />
      <TextField label={A.cityName()} autoComplete="address-level2" required {...text('cityName')} />
      <TextField label={A.stateCode()} autoComplete="address-level1" {...text('stateCode')} />
      <TextField label={A.countryCode()} autoComplete="country" required {...text('countryCode')} />
      <TextField
        label={A.priority()}
        inputMode="numeric"
        required
        {...text('prio')}
        disabled={locked || !priorityEditable}
        error={check.priorityTaken ? LL.errors.samePriorityExists() : errorOf('prio')}
        hint={priorityEditable ? LL.myData.contacts.priorityHint() : cannotBeChanged('priority')}
      />
      <AccessSelect value={snap.values.access} error={errorOf('access')} disabled={locked} onChange={(value) => setField(draft, 'access', value)} />
      <TextArea className={fullRow} label={A.remark()} rows={3} {...text('remark')} />
    </MyDataForm>
  )
}
