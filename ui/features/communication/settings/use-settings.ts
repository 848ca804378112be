import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { LanguageCode } from '../../../../core/settings/contact-information.codec'
import { settingsScreen, type SettingsScreen } from '../../../../core/settings/settings-screen.rules'
import type { Language } from '../../../../core/shared/constants'
import { publicConfiguration } from '../../../app/public-configuration.store'
import { useSession } from '../../../app/session.store'
import { INFRA, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { noteLanguageChosen } from '../../../i18n/language-choice'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { COMMUNICATION } from '../communication.tokens'
import { setLoggingOut, setStoredAutoRefresh, settingsState } from './settings.state'
import { buildFactsOf } from '../../../app/build-facts'

/** What the settings screen reads and does. */
export interface SettingsModel {
  readonly screen: SettingsScreen
  readonly displayName: string
  readonly loggingOut: boolean
  readonly setAutoRefresh: (enabled: boolean) => void
  readonly chooseLanguage: (language: Language) => void
  readonly logout: () => void
}

/**
 * The settings data hook. The screen itself is core `settingsScreen` (links by permission, the
 * auto-refresh switch's value, the language selector only "if the language service is available",
 * logout disabled offline, the version label). The auto-refresh choice is stored per crew member
 * (`autoRefreshEnabled`) and given to the shell's auto-refresh machine; the language is switched in
 * the UI (`setLanguage`) and saved with `PUT /preferredLanguage/{code}`. The server's preference is
 * applied once at sign-in by the shell (`useSignedInLanguage`), not when this screen opens.
 */
export const useSettings = (): SettingsModel => {
  const { user, crmId, access, online } = useSession()
  const { profile } = useProfile()
  const { language, setLanguage } = useI18n()
  const preferences = useUseCase(INFRA.preferences)
  const log = useUseCase(INFRA.log)
  const autoRefresh = useUseCase(SHELL.autoRefresh)
  const auth = useUseCase(SHELL.auth)
  const savePreferredLanguage = useUseCase(COMMUNICATION.savePreferredLanguage)
  const snap = useSnapshot(settingsState, { sync: true })
  const publicConfig = useSnapshot(publicConfiguration)
  const languageServiceAvailable = user?.configuration?.languageServiceAvailable === true

  useEffect(() => {
    if (crmId === undefined) return
    setLoggingOut(false)
    setStoredAutoRefresh(crmId, O.toUndefined(preferences.forUser(crmId).read('autoRefreshEnabled', t.boolean)))
  }, [crmId, preferences])

  const screen = settingsScreen({
    userName: user?.userName ?? '',
    crmId: crmId ?? '',
    canViewNotificationSettings: access.canViewNotificationSettings(),
    canViewMyData: access.canViewMyData(),
    canViewChangeHistory: access.canViewChangeHistory(),
    canViewLogbook: access.canViewLogbook(),
    online,
    languageServiceAvailable,
    storedAutoRefresh: snap.readFor === crmId ? snap.storedAutoRefresh : undefined,
    profileAutoRefreshDefault: profile.display.autoRefreshByDefault,
    serverCustomerCode: publicConfig.customerCode,
    profileCustomerCode: profile.display.customerCode,
    // Written into index.html by the build (build.mjs); absent under the tests.
    build: buildFactsOf(typeof document === 'undefined' ? undefined : document),
  })

  const setAutoRefresh = useCallback(
    (enabled: boolean) => {
      if (crmId === undefined) return
      preferences.forUser(crmId).write('autoRefreshEnabled', t.boolean, enabled)
      setStoredAutoRefresh(crmId, enabled)
      autoRefresh.dispatch({ _tag: 'AutoRefreshChanged', enabled })
    },
    [crmId, preferences, autoRefresh],
  )

  const chooseLanguage = useCallback(
    (next: Language) => {
      if (next === language) return
      noteLanguageChosen()
      void setLanguage(next)
      const code = LanguageCode.decode(next)
      if (E.isRight(code)) {
        void savePreferredLanguage(code.right)().then((result) => {
          if (E.isLeft(result)) log.log('WARNING', `preferred language not saved: ${result.left._tag}`)
        })
      }
    },
    [language, setLanguage, savePreferredLanguage, log],
  )

  const logout = useCallback(() => {
    if (screen.logoutDisabled) return
    setLoggingOut(true)
    auth.logout()
  }, [auth, screen.logoutDisabled])

  const names = [user?.firstName, user?.lastName].filter((n): n is string => n !== undefined && n !== '')
  return {
    screen,
    displayName: names.length > 0 ? names.join(' ') : (user?.userName ?? ''),
    loggingOut: snap.loggingOut,
    setAutoRefresh,
    chooseLanguage,
    logout,
  }
}
