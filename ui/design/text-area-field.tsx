import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { css, cx } from '../../styled-system/css'
import { controlStyle, describedBy, FieldLabel, FieldMessages, fieldRoot, useFieldIds } from './field'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly label: ReactNode
  /** The translated validation message, if one is shown. */
  readonly error?: string | undefined
  /** Marks the field invalid without a message (SPEC section 5, new remark: "the error wording is not shown"). */
  readonly invalid?: boolean
  readonly hint?: ReactNode
}

const area = css({ py: '2.5', minH: '120px', resize: 'vertical', lineHeight: 'normal' })

/** A labelled multi-line text input with the look and error wiring of `TextField`. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, invalid = false, hint, id, className, required, ...rest },
  ref,
) {
  const ids = useFieldIds(id)
  const hasError = error !== undefined && error !== ''
  return (
    <div className={cx(fieldRoot, css({ maxW: 'none' }), className)}>
      <FieldLabel htmlFor={ids.control} requiredMark={required === true}>
        {label}
      </FieldLabel>
      <textarea
        ref={ref}
        id={ids.control}
        required={required}
        aria-invalid={hasError || invalid || undefined}
        aria-describedby={describedBy(ids, hint !== undefined, hasError)}
        className={cx(controlStyle(), area)}
        {...rest}
      />
      <FieldMessages ids={ids} hintText={hint} errorText={error} />
    </div>
  )
})
