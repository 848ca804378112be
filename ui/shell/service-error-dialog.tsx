import { useSnapshot } from 'valtio'
import { dismissServiceError, serviceErrors } from '../app/error-channel'
import { Button } from '../design/button'
import { Dialog } from '../design/dialog'
import { translateMessage } from '../i18n/translate-message'
import { useI18n } from '../i18n/use-i18n'

/**
 * The 'Service Error' dialog (SPEC section 8): the first queued message, its title and OK button from
 * the dictionary; a literal text (an unknown error id, an untranslatable server message) as it is.
 */
export const ServiceErrorDialog = () => {
  const { LL } = useI18n()
  const { queue } = useSnapshot(serviceErrors, { sync: true })
  const current = queue[0]
  if (current === undefined) return null
  const params = Object.fromEntries(Object.entries(current.params).map(([k, v]) => [k, v]))
  const body = current.text ?? (current.messageKey === undefined ? '' : translateMessage(LL, current.messageKey, params))
  return (
    <Dialog
      open
      role="alertdialog"
      title={translateMessage(LL, current.titleKey)}
      onClose={dismissServiceError}
      actions={<Button onClick={dismissServiceError}>{translateMessage(LL, current.buttonKey)}</Button>}
    >
      {body}
    </Dialog>
  )
}
