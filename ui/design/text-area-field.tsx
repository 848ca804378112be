import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { css, cx } from '../../styled-system/css'
import { controlStyle, Field } from './field'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly label: ReactNode
  /** The translated validation message, if one is shown. */
  readonly error?: string | undefined
  /** Marks the field invalid without a message (SPEC section 5, new remark: "the error wording is not shown"). */
  readonly invalid?: boolean
  readonly hint?: ReactNode
}

const wide = css({ maxW: 'none' })
const area = css({ py: '2.5', minH: '120px', resize: 'vertical', lineHeight: 'normal' })

/** A labelled multi-line text input with the look and `Field` shell of `TextField`. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, invalid = false, hint, id, className, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} invalid={invalid} required={required} className={cx(wide, className)}>
      {(control) => <textarea ref={ref} {...control} className={cx(controlStyle(), area)} {...rest} />}
    </Field>
  )
})
