// Run by first-screen-parts.test.ts in a process of its own (the dictionaries are module state: in the test runner's
// process another file has loaded every part already). It opens the whole app, signed in, at FIRST_SCREEN_PATH as
// the first screen, with only the signed-out part of the English dictionary loaded (as the login page leaves it),
// waits until FIRST_SCREEN_HEADING shows and prints what the page and the dictionaries hold (a screen rendered before
// its sections were filled keeps its empty texts: nothing renders it again when they fill). With
// FIRST_SCREEN_SWITCH_TO it then switches the language as Settings does and waits for that language's heading.
import '../setup'
import type { Language } from '../../../core/shared/constants'
import { resetSession } from '../../../ui/app/session.store'
import { loadLanguage } from '../../../ui/i18n/load-language'
import { useI18n } from '../../../ui/i18n/use-i18n'
import { App } from '../../../ui/shell/app'
import { loadedLocales } from '../../../locales/i18n-util'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders, aUser, aWorld, anAirline, fakeAuthPort, fakeOfflineCredentials, quietPorts, resetShellState, testContainer } from '../app-harness'
import { act, render, screen, waitFor } from '../harness'

/** The sections of a loaded dictionary that hold no entry yet. */
const emptySections = (language: Language): ReadonlyArray<string> =>
  Object.entries((loadedLocales as unknown as Partial<Record<Language, Record<string, object>>>)[language] ?? {})
    .filter(([, entries]) => Object.keys(entries).length === 0)
    .map(([section]) => section)
    .sort()

let switchLanguage: ((language: Language) => Promise<void>) | undefined
const SwitchHandle = () => {
  switchLanguage = useI18n().setLanguage
  return null
}

const run = async (): Promise<void> => {
  const path = process.env.FIRST_SCREEN_PATH ?? '/'
  const heading = new RegExp(process.env.FIRST_SCREEN_HEADING ?? '.')
  const switchTo = process.env.FIRST_SCREEN_SWITCH_TO as Language | undefined
  await loadLanguage('en')
  const world = aWorld()
  const di = testContainer({ ports: { ...quietPorts(), auth: fakeAuthPort({ user: aUser() }), offlineCredentials: fakeOfflineCredentials(world) } }, world)
  const airline = anAirline()
  resetShellState()
  resetSession(airline.profile.features, true)
  render(
    <AppProviders di={di} airline={airline} language="en" router={memoryLocation({ path, record: true })}>
      <SwitchHandle />
      <App />
    </AppProviders>,
  )
  await waitFor(() => screen.getByRole('heading', { name: heading }), 10_000)
  const first = { emptyEn: emptySections('en'), headings: screen.getAllByRole('heading').map((h) => h.textContent ?? '') }
  let switched: { readonly emptyTarget: ReadonlyArray<string>; readonly headings: ReadonlyArray<string> } | undefined
  if (switchTo !== undefined && switchLanguage !== undefined) {
    const go = switchLanguage
    await act(() => go(switchTo))
    await waitFor(() => screen.getByRole('heading', { name: new RegExp(process.env.FIRST_SCREEN_SWITCHED_HEADING ?? '.') }), 10_000)
    switched = { emptyTarget: emptySections(switchTo), headings: screen.getAllByRole('heading').map((h) => h.textContent ?? '') }
  }
  process.stdout.write(`${JSON.stringify({ first, switched })}\n`)
}

if (process.env.FIRST_SCREEN_PATH !== undefined) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      process.exit(1)
    },
  )
}
