import { proxy, ref } from 'valtio'
import type { NotificationSettingsContext, NotificationSettingsField, NotificationSettingsForm } from '../../../../core/settings/notification-settings.rules'
import type { NewsSubscription } from '../../../../core/settings/tag-settings.codec'

/** Where the load stands. */
export type NotificationSettingsStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** What the last save ended with (shown under the Save button). */
export type SaveOutcome = 'none' | 'saved' | 'conflict' | 'failed' | 'missingPushToken' | 'deviceRegistrationFailed'

/** The notification settings view state (valtio); the forms are immutable values held by `ref`. */
export interface NotificationSettingsViewState {
  status: NotificationSettingsStatus
  loadedFor: string | undefined
  offered: ReadonlyArray<NewsSubscription>
  /** The domain's crew-communication configuration as the validation needs it (predefined phones, agreements). */
  context: NotificationSettingsContext
  /** The form as loaded (or last saved): "dirty when they differ from the loaded original". */
  original: NotificationSettingsForm | undefined
  form: NotificationSettingsForm | undefined
  saving: boolean
  outcome: SaveOutcome
}

/** Until the configuration is loaded: no predefined phone, both agreements required. */
const STRICT_CONTEXT: NotificationSettingsContext = { predefinedPhones: [], smsAgreementRequired: true, pushAgreementRequired: true }

const initial = (): NotificationSettingsViewState => ({
  status: 'idle',
  loadedFor: undefined,
  offered: ref([]),
  context: ref(STRICT_CONTEXT),
  original: undefined,
  form: undefined,
  saving: false,
  outcome: 'none',
})

/** The one notification settings view state. */
export const notificationSettingsState = proxy<NotificationSettingsViewState>(initial())

/** Back to the initial state (logout, tests). */
export const resetNotificationSettingsState = (): void => {
  Object.assign(notificationSettingsState, initial())
}

export const notificationSettingsLoading = (): void => {
  notificationSettingsState.status = 'loading'
  notificationSettingsState.outcome = 'none'
}

/** The settings arrived: original and form are the same. */
export const notificationSettingsLoaded = (
  crmId: string,
  offered: ReadonlyArray<NewsSubscription>,
  context: NotificationSettingsContext,
  form: NotificationSettingsForm,
): void => {
  notificationSettingsState.offered = ref([...offered])
  notificationSettingsState.context = ref(context)
  notificationSettingsState.original = ref(form)
  notificationSettingsState.form = ref(form)
  notificationSettingsState.loadedFor = crmId
  notificationSettingsState.status = 'loaded'
}

export const notificationSettingsFailed = (): void => {
  notificationSettingsState.status = 'failed'
}

/** One field changed. */
export const editNotificationSettings = <F extends NotificationSettingsField>(field: F, value: NotificationSettingsForm[F]): void => {
  const form = notificationSettingsState.form
  if (form === undefined) return
  notificationSettingsState.form = ref({ ...form, [field]: value })
  notificationSettingsState.outcome = 'none'
}

export const setNotificationSettingsSaving = (saving: boolean): void => {
  notificationSettingsState.saving = saving
}

/** A save ended; a successful one makes the saved values the new original. */
export const notificationSettingsSaved = (outcome: SaveOutcome, saved?: NotificationSettingsForm): void => {
  notificationSettingsState.saving = false
  notificationSettingsState.outcome = outcome
  if (saved !== undefined) {
    notificationSettingsState.original = ref(saved)
    notificationSettingsState.form = ref(saved)
  }
}
