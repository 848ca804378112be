import { useSnapshot } from 'valtio'
import { cancelLeave, confirmLeave, unsavedChanges } from '../app/unsaved-changes'
import { ConfirmDialog } from '../design/confirm-dialog'
import { useI18n } from '../i18n/use-i18n'

/** "A confirm dialog (Yes/No) when leaving with unsaved changes" (SPEC section 2). */
export const UnsavedChangesDialog = () => {
  const { LL } = useI18n()
  const { pending } = useSnapshot(unsavedChanges, { sync: true })
  return (
    <ConfirmDialog
      open={pending !== undefined}
      tone="danger"
      title={LL.global.unsavedChanges.title()}
      message={LL.global.unsavedChanges.message()}
      confirmLabel={LL.global.unsavedChanges.yes()}
      cancelLabel={LL.global.unsavedChanges.no()}
      onConfirm={confirmLeave}
      onCancel={cancelLeave}
    />
  )
}
