// Which part of the dictionary each first signed-in screen waits for (ui/i18n/load-language.ts): the roster renders
// with the signed-out and home parts only, and a screen opened first from a link or a notification waits for the
// part its sections are in. Shown twice: in the running app (a process of its own, first-screen-parts.child.tsx),
// and in the production build's module graph (every `LL.<section>` the roster's modules read is in those parts).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as enSignedOut from '../../../locales/en/signed-out'
import { appMetafile, modulesIn, staticClosure } from '../app/module-graph'
import { HOME_SECTIONS, SCREENS_SECTIONS } from '../../../ui/i18n/load-language'

const ROOT = process.cwd()
const First = suite('the dictionary part a first signed-in screen waits for')

interface Shown {
  readonly first: { readonly emptyEn: ReadonlyArray<string>; readonly headings: ReadonlyArray<string> }
  readonly switched?: { readonly emptyTarget: ReadonlyArray<string>; readonly headings: ReadonlyArray<string> }
}

const openFirst = (env: Readonly<Record<string, string>>): Shown => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join('test', 'ui', 'i18n', 'first-screen-parts.child.tsx')], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, TZ: 'UTC', ...env },
  })
  assert.is(child.status, 0, `the child failed:\n${child.stderr}`)
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as Shown
}

const screensSections = [...SCREENS_SECTIONS].sort()

First('the roster renders with its texts as soon as the home part loaded, without waiting for the screens part', () => {
  const shown = openFirst({ FIRST_SCREEN_PATH: '/', FIRST_SCREEN_HEADING: '^Block month:', FIRST_SCREEN_SWITCH_TO: 'fr', FIRST_SCREEN_SWITCHED_HEADING: '^Mois de planning:' })
  assert.ok(shown.first.headings.includes('Duty list'), shown.first.headings.join(' | '))
  // Only the sections of the screens part are still empty: the home ones are filled, the screens part never loaded.
  assert.equal(shown.first.emptyEn, screensSections)
  // Switched to French on the roster: the French home part loaded with it (the headings are French), not more.
  assert.ok(shown.switched?.headings.includes('Liste des activités'), shown.switched?.headings.join(' | '))
  assert.equal(shown.switched?.emptyTarget, screensSections)
})

First('a screen opened first (a deep link to Settings) renders only once its part loaded, and again after a switch to French', () => {
  const shown = openFirst({ FIRST_SCREEN_PATH: '/profile', FIRST_SCREEN_HEADING: '^Settings$', FIRST_SCREEN_SWITCH_TO: 'fr', FIRST_SCREEN_SWITCHED_HEADING: '^Paramètres$' })
  assert.equal(shown.first.headings, ['Settings', 'Account', 'Preferences', 'Calendar subscription', 'Share with family'])
  assert.equal(shown.first.emptyEn, [], 'every section of both signed-in parts is filled')
  assert.equal(shown.switched?.headings, ['Paramètres', 'Compte', 'Préférences', 'Abonnement calendrier', 'Partager avec ma famille'])
  assert.equal(shown.switched?.emptyTarget, [], 'every loaded part of the new language loaded')
})

/** The source modules of the outputs of `entries` and of their static imports. */
const modulesOf = (m: Metafile, entries: ReadonlyArray<string>): ReadonlyArray<string> => {
  // A lazily loaded screen's entry point is named `cdp-lazy:<path from the root>`.
  const isEntry = (entryPoint: string): boolean => entries.some((e) => entryPoint === e || entryPoint === `cdp-lazy:${e}`)
  return modulesIn(m, [...staticClosure(m, isEntry)].filter((p) => p.endsWith('.js')))
}

First('every section the roster and the shell around it read is in the signed-out or the home part', async () => {
  const m = await appMetafile()
  // The shell, the session runtime loaded after sign-in (its modules bind the bottom navigation, session dialogs...)
  // and the roster.
  const entries = ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts', 'ui/app/session-modules.ts', 'adapters/session/session-adapters.ts', 'ui/features/home/home-screen.tsx']
  const modules = modulesOf(m, entries)
  for (const file of ['ui/features/home/home-screen.tsx', 'ui/shell/app.tsx', 'ui/shell/bottom-nav.tsx']) assert.ok(modules.includes(file), `the graph holds ${file}`)
  const read = new Set<string>()
  for (const file of modules.filter((p) => /^ui\/.*\.tsx?$/.test(p))) for (const [, section] of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bLL\.([a-zA-Z]+)/g)) read.add(section ?? '')
  assert.ok(read.has('home') && read.has('travelWarnings'), `the scan finds the roster's own sections: ${[...read].join(', ')}`)
  const available = new Set<string>([...Object.keys(enSignedOut), ...HOME_SECTIONS])
  assert.equal([...read].filter((s) => !available.has(s)).sort(), [], 'sections read on the roster but in the screens part')
})

First('the home part is a chunk of its own: loading it fetches none of the screens part', async () => {
  const m = await appMetafile()
  for (const language of ['en', 'fr']) {
    const modules = modulesOf(m, [`locales/${language}/signed-in-home.ts`])
    assert.ok(modules.includes(`locales/${language}/duties.ts`), `${language}: the home part holds duties.ts`)
    const screens = modulesOf(m, [`locales/${language}/signed-in.ts`]).filter((p) => p.startsWith(`locales/${language}/`) && p !== `locales/${language}/signed-in.ts`)
    assert.ok(screens.includes(`locales/${language}/settings.ts`), `${language}: the screens part holds settings.ts`)
    assert.equal(modules.filter((p) => screens.includes(p)), [], `${language}: files of the screens part loaded with the home part`)
  }
})

First('neither signed-in part loads before the login form', async () => {
  const modules = modulesOf(await appMetafile(), ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts'])
  assert.ok(modules.includes('locales/en/signed-out.ts') || modules.includes('ui/i18n/load-language.ts'), 'the graph holds the language loader')
  assert.equal(modules.filter((p) => /^locales\/[a-z]+\/(signed-in|signed-in-home|duties|travel-warnings)\.ts$/.test(p)), [])
})

First.run()
