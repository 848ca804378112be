import { useRef, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: ReactNode
  readonly message?: ReactNode
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly onConfirm: () => void
  /** Also called by Escape and the backdrop. */
  readonly onCancel: () => void
  /** `danger` for destructive answers (discard changes, delete). */
  readonly tone?: 'brand' | 'danger'
}

/**
 * A Yes/No question (`alertdialog`): the unsaved-changes prompt, the check-in offer, delete
 * confirmations. Focus starts on the safe answer (cancel), so Enter never destroys by accident.
 */
export const ConfirmDialog = ({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'brand' }: ConfirmDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="outline" tone="neutral" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button tone={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  )
}
