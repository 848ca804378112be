import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DUTY_KINDS } from '../core/roster/duty-kind.rules'
import { LANGUAGES } from '../core/shared/constants'
import { css } from '../styled-system/css'
import { AppFrame, AppHeader } from './design/app-frame'
import { applyColorMode, colorModeFor } from './design/color-mode'
import { DutyKindIcon } from './design/duty-kind-icon'
import { List, ListItem, ListRow } from './design/list'
import { Select } from './design/select'
import { I18nProvider } from './i18n/i18n-provider'
import { browserStorage, isLanguage } from './i18n/language'
import { prepareLanguage } from './i18n/load-language'
import { useI18n } from './i18n/use-i18n'
import { currentProfile } from './profile/current-profile'
import { useProfile } from './profile/profile-context'

const content = css({ w: 'full', maxW: 'content', mx: 'auto', p: { base: '0', sm: '6' }, display: 'flex', flexDirection: 'column', gap: '6' })
const pad = css({ px: { base: '4', sm: '0' }, pt: { base: '4', sm: '0' } })

/** Placeholder until the screens land (issue 5): the shell frame, the language switch and the duty kinds. */
const Placeholder = () => {
  const { LL, language, setLanguage } = useI18n()
  const { profile, logoUrl } = useProfile()
  return (
    <AppFrame
      skipLabel={LL.app.skipToContent()}
      header={<AppHeader title={LL.app.name()} logoUrl={logoUrl} logoAlt={LL.app.logoAlt({ airline: profile.name })} />}
    >
      <div className={content}>
        <div className={pad}>
          <Select
            label={LL.settings.language()}
            value={language}
            options={LANGUAGES.map((l) => ({ value: l, label: LL.settings.languages[l]() }))}
            onChange={(event) => {
              const chosen = event.target.value
              if (isLanguage(chosen)) void setLanguage(chosen)
            }}
          />
        </div>
        <List aria-label={LL.home.dutyList()}>
          {DUTY_KINDS.map((kind) => (
            <ListItem key={kind}>
              <ListRow leading={<DutyKindIcon kind={kind} />} title={LL.dutyKinds[kind]()} />
            </ListItem>
          ))}
        </List>
      </div>
    </AppFrame>
  )
}

const start = async (): Promise<void> => {
  const container = document.getElementById('root')
  if (container === null) return
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
  applyColorMode(document.documentElement, colorModeFor(currentProfile.display.themes, prefersDark))
  const storage = browserStorage()
  const language = await prepareLanguage(storage)
  createRoot(container).render(
    <StrictMode>
      <I18nProvider language={language} storage={storage}>
        <Placeholder />
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
