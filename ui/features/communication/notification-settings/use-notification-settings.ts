import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { messageKeyOfErrorId } from '../../../../core/errors/error-ids'
import type { TransportError } from '../../../../core/errors/app-error'
import { canSaveNotificationSettings, validateNotificationSettings, type NotificationSettingsContext, type NotificationSettingsForm } from '../../../../core/settings/notification-settings.rules'
import type { NewsSubscription } from '../../../../core/settings/tag-settings.codec'
import { DEVICE_DOMAIN } from '../../../../core/shared/constants'
import { isDirty } from '../../../../core/shared/validation/form.rules'
import type { FormErrors } from '../../../../core/shared/validation/validation-error'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUnsavedChangesGuard } from '../../../app/unsaved-changes'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'
import {
  editNotificationSettings,
  notificationSettingsFailed,
  notificationSettingsLoaded,
  notificationSettingsLoading,
  notificationSettingsSaved,
  notificationSettingsState,
  setNotificationSettingsSaving,
  type NotificationSettingsStatus,
  type SaveOutcome,
} from './notification-settings.state'
import { contactBody, formOf, selectedTags, toggledSubscriptions } from './notification-settings.view-model'

/** What the notification settings screen reads and does. */
export interface NotificationSettingsModel {
  readonly status: NotificationSettingsStatus
  readonly offered: ReadonlyArray<NewsSubscription>
  readonly form: NotificationSettingsForm | undefined
  readonly errors: FormErrors<keyof NotificationSettingsForm & string>
  readonly canSave: boolean
  readonly saving: boolean
  readonly outcome: SaveOutcome
  readonly online: boolean
  readonly reload: () => void
  readonly edit: <F extends keyof NotificationSettingsForm & string>(field: F, value: NotificationSettingsForm[F]) => void
  readonly toggle: (subscription: NewsSubscription) => void
  readonly save: () => void
}

const isConflict = (error: TransportError): boolean =>
  error._tag === 'Service' && error.errors.some((item) => messageKeyOfErrorId(item.errId) === 'notificationTasksConflict')

/**
 * The notification settings data hook. Rules are core's: `validateNotificationSettings` (e-mail, phone,
 * at least one subscription, agreements), `canSaveNotificationSettings` ("Save is disabled unless dirty
 * and valid"), `initialSubscriptions`, `toggleSubscription`. Leaving with unsaved edits asks the shell's
 * Yes/No question. Saving also keeps this device's push registration in step with the push checkbox.
 */
export const useNotificationSettings = (): NotificationSettingsModel => {
  const load = useUseCase(COMMUNICATION.loadNotificationSettings)
  const saveSettings = useUseCase(COMMUNICATION.saveNotificationSettings)
  const preferences = useUseCase(INFRA.preferences)
  const deviceRegistration = useUseCase(INFRA.deviceRegistration)
  const { crmId, online } = useSession()
  const snap = useSnapshot(notificationSettingsState, { sync: true })
  const form = snap.form as NotificationSettingsForm | undefined
  const original = snap.original as NotificationSettingsForm | undefined
  const offered = snap.offered as ReadonlyArray<NewsSubscription>
  const context = snap.context as NotificationSettingsContext

  const reload = useCallback(() => {
    if (crmId === undefined) return
    notificationSettingsLoading()
    void load(DEVICE_DOMAIN)().then((result) => {
      if (E.isLeft(result)) return notificationSettingsFailed()
      const prefs = preferences.forUser(crmId)
      const agreements = {
        sms: O.getOrElse(() => false)(prefs.read('smsAgreementChecked', t.boolean)),
        push: O.getOrElse(() => false)(prefs.read('pushNotificationAgreementChecked', t.boolean)),
      }
      notificationSettingsLoaded(crmId, result.right.offered, result.right.context, formOf(result.right.settings, result.right.offered, result.right.contact, agreements))
    })
  }, [crmId, load, preferences])

  useEffect(() => {
    reload()
  }, [reload])

  const dirty = form !== undefined && original !== undefined && isDirty(original, form)
  useUnsavedChangesGuard(dirty)
  const validation = form === undefined ? undefined : validateNotificationSettings(form, context)
  const canSave =
    form !== undefined && original !== undefined && online && !snap.saving && canSaveNotificationSettings(original, form, context)

  const save = useCallback(() => {
    if (!canSave || validation === undefined || original === undefined || crmId === undefined) return
    const values = validation.values
    setNotificationSettingsSaving(true)
    const tags = {
      subscriptions: selectedTags(values.subscriptions, offered),
      usePrimaryEmail: values.emailChecked,
      usePrimaryPhone: values.smsChecked,
      useAllDevice: values.pushChecked,
    }
    void saveSettings({ domain: DEVICE_DOMAIN, tags, contact: contactBody(values) })().then(async (result) => {
      if (E.isLeft(result)) return notificationSettingsSaved(isConflict(result.left) ? 'conflict' : 'failed')
      const prefs = preferences.forUser(crmId)
      prefs.write('smsAgreementChecked', t.boolean, values.smsAgreementChecked)
      prefs.write('pushNotificationAgreementChecked', t.boolean, values.pushAgreementChecked)
      const device =
        values.pushChecked === original.pushChecked
          ? E.right(undefined)
          : values.pushChecked
            ? await deviceRegistration.sync({ subscribe: true })()
            : await deviceRegistration.unregister()()
      if (E.isLeft(device)) {
        const outcome: SaveOutcome = device.left._tag === 'MissingPushToken' ? 'missingPushToken' : 'deviceRegistrationFailed'
        return notificationSettingsSaved(outcome, values)
      }
      notificationSettingsSaved('saved', values)
    })
  }, [canSave, validation, original, crmId, offered, saveSettings, preferences, deviceRegistration])

  return {
    status: snap.status,
    offered,
    form,
    errors: validation?.errors ?? {},
    canSave,
    saving: snap.saving,
    outcome: snap.outcome,
    online,
    reload,
    edit: editNotificationSettings,
    toggle: (subscription) => {
      if (form !== undefined) editNotificationSettings('subscriptions', toggledSubscriptions(form.subscriptions, subscription, offered))
    },
    save,
  }
}
