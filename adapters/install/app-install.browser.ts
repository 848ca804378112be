import type { AppInstall, InstallOutcome } from '../../core/platform/app-install.port'
import type { Preferences } from '../../core/platform/preferences.port'
import { recordSignIn, signInsOf } from './sign-in-count'
import { createStore } from '../shared/store'

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): its `prompt()` and the user's choice. */
interface InstallPromptEvent extends Event {
  readonly prompt: () => Promise<unknown>
  readonly userChoice: Promise<{ readonly outcome: string }>
}

const isInstallPromptEvent = (event: Event): event is InstallPromptEvent =>
  typeof Reflect.get(event, 'prompt') === 'function' && Reflect.get(event, 'userChoice') instanceof Promise

/**
 * The property of `globalThis` under which the entry script keeps an install offer that came before this adapter
 * (ui/stored-session.ts keepEarlyInstallOffer, which writes the name out to stay import-free).
 */
export const EARLY_INSTALL_OFFER_GLOBAL = '__crewDutyPlanInstallOffer'

export interface AppInstallDeps {
  readonly win: Window
  readonly preferences: Preferences
  /** The app runs in the Capacitor wrapper (adapters/native/detect.ts). */
  readonly nativeWrapper: boolean
  /** Where the entry script kept an offer that came before this adapter (globalThis in the app). */
  readonly early?: object
}

/**
 * The browser's install offer, kept from the page's start: `beforeinstallprompt` may fire before anyone opens
 * Settings, so it is listened to from the composition root. Its default (Chromium's mini-infobar at the bottom of
 * the screen, a banner over the roster) is prevented; the offer waits for Settings. Inside the native wrapper nothing
 * is listened to. `appinstalled` ends the offer.
 */
export const createAppInstall = ({ win, preferences, nativeWrapper, early }: AppInstallDeps): AppInstall => {
  const offered = createStore(false)
  let kept: InstallPromptEvent | undefined
  const keep = (event: Event): void => {
    if (!isInstallPromptEvent(event)) return
    event.preventDefault()
    kept = event
    offered.set(true)
  }
  const earlier: unknown = early === undefined ? undefined : Reflect.get(early, EARLY_INSTALL_OFFER_GLOBAL)
  if (early !== undefined) Reflect.deleteProperty(early, EARLY_INSTALL_OFFER_GLOBAL)
  if (!nativeWrapper) {
    if (earlier instanceof Event) keep(earlier)
    win.addEventListener('beforeinstallprompt', keep)
    win.addEventListener('appinstalled', () => {
      kept = undefined
      offered.set(false)
    })
  }
  const install = async (): Promise<InstallOutcome> => {
    const event = kept
    if (event === undefined) return 'unavailable'
    // A kept event can be prompted once: used up whatever the answer.
    kept = undefined
    offered.set(false)
    try {
      await event.prompt()
      const choice = await event.userChoice
      return choice.outcome === 'accepted' ? 'accepted' : 'dismissed'
    } catch {
      return 'unavailable'
    }
  }
  return {
    offered,
    nativeWrapper,
    installed: () => win.matchMedia?.('(display-mode: standalone)').matches === true,
    install,
    signIns: (crmId) => signInsOf(preferences, crmId),
    recordSignIn: (crmId) => recordSignIn(preferences, crmId),
  }
}
