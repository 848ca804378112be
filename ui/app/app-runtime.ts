import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useProfile } from '../profile/profile-context'
import { showUserMessage } from './error-channel'
import { connectSessionLifecycle } from './session-lifecycle'
import { resetSession, session } from './session.store'
import { INFRA, SHELL } from './tokens'
import { useContainer } from './container-context'
import { resolve, type Token } from './tokens'

/**
 * Starts the app once mounted: the session store under the profile's switches, the session life
 * cycle (auth machine, keep-alive, auto-refresh, duties, geofence, push taps), the HTTP error dialogs,
 * the push-tap navigation, then the auth machine's START. Stops it all on unmount.
 */
export const useAppRuntime = (): void => {
  const container = useContainer()
  const { profile } = useProfile()
  const [, navigate] = useLocation()
  useEffect(() => {
    const get = <T>(id: Token<T>): T => resolve(container, id)
    const online = get(INFRA.online)
    if (session.crmId === undefined) resetSession(profile.features, online.get())
    const auth = get(SHELL.auth)
    const disconnect = connectSessionLifecycle({
      profile,
      auth,
      keepAlive: get(SHELL.keepAlive),
      applicationLock: get(SHELL.applicationLock),
      autoRefresh: get(SHELL.autoRefresh),
      duties: get(SHELL.duties),
      outbox: get(SHELL.outbox),
      httpEvents: get(INFRA.httpEvents),
      online,
      appActive: get(INFRA.appActive),
      geofence: get(INFRA.geofence),
      checkInWindow: get(INFRA.checkInWindow),
      geofenceCapability: get(INFRA.geofenceCapability),
      pushTaps: get(INFRA.pushTaps),
      cache: get(INFRA.cache),
    })
    const stopErrors = get(INFRA.httpEvents).errors.subscribe((event) => showUserMessage(event.message))
    const taps = get(INFRA.pushTapActions)
    taps.navigate = (path) => navigate(path)
    auth.start()
    return () => {
      stopErrors()
      disconnect()
    }
    // The runtime starts once per container and profile; `navigate` is only used inside the push-tap action.
  }, [container, profile])
}
