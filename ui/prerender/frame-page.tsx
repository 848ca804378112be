/**
 * The signed-in shell frame as HTML, for frame.html (issue 27, decision 3): build.mjs runs this under tsx once per
 * profile. The page a returning crew member gets (the service worker serves it while a session is open on the
 * device, the server to a navigation carrying the session cookie) so that the first paint, before any script, is the
 * app and not the login form or a blank page.
 *
 * It is the app's own first frame of such a start, drawn by the app's components: the header band as the shell shows
 * it before a screen has its own (ui/app/frame.tsx HeaderSlot: the airline logo and the app's name), the "Starting…"
 * indicator in `<main>`, marked busy, and under it the navigation bar at its height, empty (which tabs a crew member
 * has depends on their enablings, known only once signed in). ui/start-app.tsx renders over it from nothing
 * (createRoot, never a hydration): the header and the indicator are then where they were. Nothing personal is in
 * it: it is a build artifact, the same for everyone.
 */
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { text } from 'node:stream/consumers'
import type { Profile } from '../../core/access/profile.codec'
import type { Language } from '../../core/shared/constants'
import { loadLocale } from '../../locales/i18n-util.sync'
import type { ProfileExtras } from '../../profiles/profile-extras'
import { HeaderSlot } from '../app/frame'
import { Loading } from '../app/loading'
import { AppFrame } from '../design/app-frame'
import { I18nProvider } from '../i18n/i18n-provider'
import { useI18n } from '../i18n/use-i18n'
import { ProfileProvider } from '../profile/profile-context'
import { HeldNavBar } from '../shell/held-nav-bar'

/** The root's `data-prerendered` value of frame.html (ui/app/prerendered-start.ts names the login's). */
export const PRERENDERED_FRAME = 'frame'

export interface FramePageInput {
  readonly profile: Profile
  readonly extras: ProfileExtras
  readonly logoUrl: string
  readonly language: Language
}

/** As index.html's login page: `head`, the hints React hoists; `body`, what goes inside `<div id="root">`. */
export interface FramePage {
  readonly head: string
  readonly body: string
}

const Frame = () => {
  const { LL } = useI18n()
  return (
    <AppFrame skipLabel={LL.app.skipToContent()} header={<HeaderSlot />} footer={<HeldNavBar />} busy>
      <Loading label={LL.global.starting()} />
    </AppFrame>
  )
}

export const renderFramePage = async ({ profile, extras, logoUrl, language }: FramePageInput): Promise<FramePage> => {
  loadLocale(language)
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ProfileProvider airline={{ profile, extras, logoUrl }}>
        <I18nProvider language={language} storage={undefined}>
          <Frame />
        </I18nProvider>
      </ProfileProvider>
    </StrictMode>,
  )
  const html = await text(prelude)
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? ''
  return { head: hints, body: html.slice(hints.length) }
}
