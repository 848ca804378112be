import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import type { AppInstall, InstallOutcome } from '../../core/platform/app-install.port'
import type { Preferences } from '../../core/platform/preferences.port'
import { signInCountAfter } from '../../core/settings/install-offer.rules'
import { createStore } from '../shared/store'

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): its `prompt()` and the user's choice. */
interface InstallPromptEvent extends Event {
  readonly prompt: () => Promise<unknown>
  readonly userChoice: Promise<{ readonly outcome: string }>
}

const isInstallPromptEvent = (event: Event): event is InstallPromptEvent =>
  typeof Reflect.get(event, 'prompt') === 'function' && Reflect.get(event, 'userChoice') instanceof Promise

export interface AppInstallDeps {
  readonly win: Window
  readonly preferences: Preferences
  /** The app runs in the Capacitor wrapper (adapters/native/detect.ts). */
  readonly nativeWrapper: boolean
}

/**
 * The browser's install offer, kept from the page's start: `beforeinstallprompt` may fire before anyone opens
 * Settings, so it is listened to from the composition root. Its default (Chromium's mini-infobar at the bottom of
 * the screen, a banner over the roster) is prevented; the offer waits for Settings. Inside the native wrapper nothing
 * is listened to. `appinstalled` ends the offer.
 */
export const createAppInstall = ({ win, preferences, nativeWrapper }: AppInstallDeps): AppInstall => {
  const offered = createStore(false)
  let kept: InstallPromptEvent | undefined
  if (!nativeWrapper) {
    win.addEventListener('beforeinstallprompt', (event) => {
      if (!isInstallPromptEvent(event)) return
      event.preventDefault()
      kept = event
      offered.set(true)
    })
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
    signIns: (crmId) => O.getOrElse(() => 0)(preferences.forUser(crmId).read('signInCount', t.number)),
    recordSignIn: (crmId) => {
      const scope = preferences.forUser(crmId)
      scope.write('signInCount', t.number, signInCountAfter(O.toUndefined(scope.read('signInCount', t.number))))
    },
  }
}
