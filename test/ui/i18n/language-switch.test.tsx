import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { STORAGE_KEYS } from '../../../core/shared/constants'
import { Button } from '../../../ui/design/button'
import { TextField } from '../../../ui/design/text-field'
import { detectLanguage, rememberLanguage } from '../../../ui/i18n/language'
import { prepareLanguage } from '../../../ui/i18n/load-language'
import { useI18n } from '../../../ui/i18n/use-i18n'
import { cleanup, fire, screen, waitFor } from '../harness'
import { memoryStorage, renderWithProviders } from '../providers'

/** Strings from several screens in several components, as in the app: one switch must change them all. */
const Nav = () => {
  const { LL } = useI18n()
  return (
    <nav aria-label={LL.nav.main()}>
      <a href="/">{LL.nav.duties()}</a>
      <a href="/news">{LL.nav.news()}</a>
    </nav>
  )
}
const LoginForm = () => {
  const { LL } = useI18n()
  return (
    <form aria-label={LL.login.title()}>
      <TextField label={LL.login.username()} />
      <Button>{LL.login.submit()}</Button>
    </form>
  )
}
const Switcher = () => {
  const { LL, language, setLanguage } = useI18n()
  return (
    <Button onClick={() => void setLanguage(language === 'en' ? 'fr' : 'en')}>
      {LL.settings.languages[language === 'en' ? 'fr' : 'en']()}
    </Button>
  )
}
const App = () => (
  <>
    <Nav />
    <LoginForm />
    <Switcher />
  </>
)

const Switch = suite('language switch')
Switch.after.each(cleanup)

Switch('"language switch updates everything at once": every string changes in the same render', async () => {
  await renderWithProviders(<App />)
  assert.ok(screen.getByRole('link', { name: 'Duties' }))
  assert.ok(screen.getByRole('textbox', { name: 'User name' }))
  fire.click(screen.getByRole('button', { name: 'Français' }))
  await waitFor(() => screen.getByRole('button', { name: 'English' }))
  assert.ok(screen.getByRole('navigation', { name: 'Navigation principale' }))
  assert.ok(screen.getByRole('link', { name: 'Activités' }))
  assert.ok(screen.getByRole('link', { name: 'Actualités' }))
  assert.ok(screen.getByRole('form', { name: 'Connexion' }))
  assert.ok(screen.getByRole('textbox', { name: "Nom d'utilisateur" }))
  assert.ok(screen.getByRole('button', { name: 'Se connecter' }))
  assert.is(screen.queryByText('Duties'), null)
  assert.is(screen.queryByText('Log in'), null)
})

Switch('"... and is remembered": the choice is stored under the language key and used on the next start', async () => {
  const storage = memoryStorage()
  await renderWithProviders(<App />, { storage })
  fire.click(screen.getByRole('button', { name: 'Français' }))
  await waitFor(() => screen.getByRole('button', { name: 'Se connecter' }))
  assert.is(storage.data.get(STORAGE_KEYS.language), 'fr')
  assert.is(document.documentElement.lang, 'fr')
  cleanup()
  const language = await prepareLanguage(storage)
  await renderWithProviders(<App />, { storage, language })
  assert.ok(screen.getByRole('button', { name: 'Se connecter' }))
  fire.click(screen.getByRole('button', { name: 'English' }))
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  assert.is(storage.data.get(STORAGE_KEYS.language), 'en')
})

const Detect = suite('language detection')

Detect('"Languages: en (fallback) and fr, detected from local storage"', () => {
  assert.is(detectLanguage(memoryStorage({ [STORAGE_KEYS.language]: 'fr' })), 'fr')
  assert.is(detectLanguage(memoryStorage({ [STORAGE_KEYS.language]: ' FR ' })), 'fr')
  assert.is(detectLanguage(memoryStorage({ [STORAGE_KEYS.language]: 'de' })), 'en')
  assert.is(detectLanguage(memoryStorage()), 'en')
  assert.is(detectLanguage(undefined), 'en')
})

Detect('a storage that throws falls back to English and does not break the switch', () => {
  const broken = {
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
  }
  assert.is(detectLanguage(broken), 'en')
  rememberLanguage(broken, 'fr')
})

Switch.run()
Detect.run()
