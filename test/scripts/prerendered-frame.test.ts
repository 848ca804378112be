// build.mjs writes frame.html next to index.html (issue 27, decision 3): the signed-in shell frame, the page a
// returning crew member gets before any script (ui/prerender/frame-page.tsx). Per profile: the root is marked
// `data-prerendered="frame"`, it holds the header band (logo, the app's name), a busy `<main>` and the navigation bar,
// nothing personal and nothing of the login form, its classes are all in the stylesheets the page links (no unstyled
// first paint), and its head is index.html's (same entry, modules, metas) plus the signed-in stylesheet. Reads the
// builds the end-to-end tests use (built once per checkout into .test-tmp, rebuilt when a source is newer).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FALLBACK_LANGUAGE } from '../../core/shared/constants'
import { buildApp } from '../e2e/support/app-build'
import { profile as alpine } from '../../profiles/alpine/profile'
import { profile as demo } from '../../profiles/demo/profile'
import en from '../../locales/en'

const Frame = suite('the signed-in frame prerendered into frame.html')

const pageOf = (dir: string, file: string): Document => {
  const window = new Window()
  window.document.write(readFileSync(join(dir, file), 'utf8'))
  return window.document as unknown as Document
}

/** The head's tags that load or name something (everything but the React hints and the stylesheets), as text. */
const headOf = (doc: Document): ReadonlyArray<string> =>
  [...doc.head.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"], link[rel="icon"], meta, title')].map((e) => e.outerHTML)

const stylesheetsOf = (doc: Document): ReadonlyArray<string> =>
  [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? '')

/** A class name as a CSS selector (Panda's atomic names hold `_`, `.`, `:`, `(`, `%`...). */
const selectorOf = (name: string): string => `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`

// Anna's, from the demo server's seed (server/seed/my-data.seed.ts): never in a build artifact.
const PERSONAL = ['Anna', 'Lindqvist', 'anna', '100001', 'ANNA']

for (const [folder, profile] of [['demo', demo], ['alpine', alpine]] as const) {
  Frame(`${folder}: the frame's landmarks, in the fallback language, nothing personal`, () => {
    const dir = buildApp(folder)
    const doc = pageOf(dir, 'frame.html')
    assert.is(doc.documentElement.getAttribute('lang'), FALLBACK_LANGUAGE)
    const root = doc.getElementById('root')
    assert.is(root?.getAttribute('data-prerendered'), 'frame')
    const header = root?.querySelector('header')
    assert.ok(header !== null && header !== undefined, 'the header band')
    assert.ok(header?.querySelector(`img[alt="${en.app.logoAlt.replace('{airline}', profile.name)}"]`) !== null, 'the airline logo')
    assert.is(header?.querySelector('h1')?.textContent, en.app.name, 'the title the shell shows while the app starts')
    const main = root?.querySelector('main#main')
    assert.is(main?.getAttribute('aria-busy'), 'true', 'the main region is busy')
    assert.is(main?.querySelector('[role="status"]')?.textContent, en.global.starting)
    const nav = root?.querySelector('footer nav')
    assert.is(nav?.getAttribute('aria-label'), en.nav.main, 'the navigation landmark, under the page')
    assert.is(root?.querySelectorAll('form, input, button').length, 0, 'no login form, no control')
    // The whole text: the skip link, the title, the indicator's label. Nothing else, so nothing personal.
    const texts = [...(root?.querySelectorAll('a, h1, [role="status"]') ?? [])].map((e) => e.textContent)
    assert.equal(texts, [en.app.skipToContent, en.app.name, en.global.starting])
    assert.is(root?.textContent, texts.join(''))
    const html = readFileSync(join(dir, 'frame.html'), 'utf8')
    for (const word of PERSONAL) assert.not.ok(new RegExp(`\\b${word}\\b`).test(html), `"${word}" is not in frame.html`)
    for (const script of doc.querySelectorAll('script')) assert.ok(script.getAttribute('src') !== null && script.textContent === '', 'no inline script')
  })

  Frame(`${folder}: the same head as index.html, plus the signed-in stylesheet that styles every class of the frame`, () => {
    const dir = buildApp(folder)
    const frame = pageOf(dir, 'frame.html')
    const index = pageOf(dir, 'index.html')
    assert.equal(headOf(frame), headOf(index), 'the same entry, modules, metas, manifest and icon')
    const signedIn = frame.querySelector('meta[name="signed-in-styles"]')?.getAttribute('content') ?? ''
    assert.ok(signedIn !== '', 'the signed-in stylesheet is named')
    assert.equal(stylesheetsOf(frame), [...stylesheetsOf(index), signedIn], 'the login sheet, then the signed-in one')
    // Marked as the one the app's loaders adopt (no second link once the app runs: e2e 15 counts the sheets).
    assert.is(frame.head.querySelector(`link[rel="stylesheet"][href="${signedIn}"]`)?.getAttribute('data-signed-in-styles'), 'loaded')
    const sheets = stylesheetsOf(frame)
      .map((href) => readFileSync(join(dir, href), 'utf8'))
      .join('\n')
    const classes = new Set([...(frame.getElementById('root')?.querySelectorAll('[class]') ?? [])].flatMap((e) => (e.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)))
    assert.ok(classes.size > 20, 'the frame is styled by the app\'s classes')
    const missing = [...classes].filter((c) => !sheets.includes(selectorOf(c)))
    assert.equal(missing, [], 'every class of the frame has its rule in a linked stylesheet')
  })
}

Frame.run()
