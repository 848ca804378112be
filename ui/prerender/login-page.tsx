/**
 * The login screen as HTML, for index.html (issue 27, decision 3): build.mjs runs this under tsx once per profile.
 * It renders the app's own tree (ui/app/app-tree.tsx, the real components, the real composition root over a
 * happy-dom window that no call leaves) on /login, as the browser's first render of a signed-out start shows it
 * (ui/app/prerendered-start.ts): ui/start-app.tsx then hydrates exactly this. Light and dark come from the
 * stylesheet (the colour mode's variables), so one HTML serves both. Never part of the browser bundle.
 */
import { Window as HappyDomWindow } from 'happy-dom'
import { prerenderToNodeStream } from 'react-dom/static'
import { text } from 'node:stream/consumers'
import type { Profile } from '../../core/access/profile.codec'
import type { Scheduler } from '../../core/platform/scheduler.port'
import type { Language } from '../../core/shared/constants'
import { loadLocale } from '../../locales/i18n-util.sync'
import type { ProfileExtras } from '../../profiles/profile-extras'
import { AppTree } from '../app/app-tree'
import { PRERENDERED_PATH } from '../app/prerendered-start'
import { resetSession } from '../app/session.store'
import { createAppContainer } from '../container'

const NO_TIMERS: Scheduler = { setTimeout: () => () => undefined, setInterval: () => () => undefined }

export interface LoginPageInput {
  readonly profile: Profile
  readonly extras: ProfileExtras
  readonly logoUrl: string
  readonly language: Language
}

/**
 * The page's HTML: `head`, the resource hints React asks for (the logo's preload), for index.html's head; `body`,
 * what goes inside `<div id="root">`, with nothing around it (the hydration reads the root's children as they are).
 */
export interface LoginPage {
  readonly head: string
  readonly body: string
}

export const renderLoginPage = async ({ profile, extras, logoUrl, language }: LoginPageInput): Promise<LoginPage> => {
  const window = new HappyDomWindow({ url: `https://prerender.invalid${PRERENDERED_PATH}` })
  try {
    loadLocale(language)
    resetSession(profile.features, true)
    // No timer of the app runs here (the client log's flush, say): the render is one pass, and the build then exits.
    const container = createAppContainer({ profile, window: window as unknown as Window & typeof globalThis, scheduler: NO_TIMERS })
    const { prelude } = await prerenderToNodeStream(
      <AppTree
        airline={{ profile, extras, logoUrl }}
        language={language}
        storage={undefined}
        container={container}
        location={{ ssrPath: PRERENDERED_PATH }}
        readNavigationState={() => null}
        prerendered
      />,
    )
    const html = await text(prelude)
    // React puts the hints it hoists (`<link rel="preload">`) before the markup: they belong in the head.
    const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? ''
    return { head: hints, body: html.slice(hints.length) }
  } finally {
    await window.happyDOM.close()
  }
}
