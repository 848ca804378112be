/**
 * The server on the developer's laptop a debug build of the mobile app opens (issue 26 item 11):
 * `CDP_MOBILE_DEBUG_SERVER=http://192.168.1.20:8080 PROFILE=demo npm run build:mobile`. The WebView then loads the
 * app from that server (Capacitor's `server.url`, the native bridge and plugins included), so the app and its calls
 * share that one origin: no server list, no CORS. Plain HTTP is allowed for that address only in the build made with
 * the variable (Capacitor's `server.cleartext`: `cap sync` writes `android:usesCleartextTraffic` into the generated
 * plugin manifest, and the next sync without the variable takes it out again). Never for a store build.
 */
export const DEBUG_SERVER_VARIABLE = 'CDP_MOBILE_DEBUG_SERVER'

export interface DebugServer {
  /** The origin the app is loaded from, `http://192.168.1.20:8080`. */
  readonly url: string
  /** Plain HTTP: allowed in this build only. */
  readonly cleartext: boolean
}

export type DebugServerChoice = { readonly ok: true; readonly value: DebugServer | undefined } | { readonly ok: false; readonly message: string }

/** The debug server named by `value` (the variable's text): none when unset or blank, or why it cannot be used. */
export const debugServerOf = (value: string | undefined): DebugServerChoice => {
  const text = value?.trim() ?? ''
  if (text === '') return { ok: true, value: undefined }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: `${DEBUG_SERVER_VARIABLE} '${text}' is not a URL (e.g. http://192.168.1.20:8080)` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: `${DEBUG_SERVER_VARIABLE} must be http:// or https://, not ${url.protocol}` }
  if (url.username !== '' || url.password !== '') return { ok: false, message: `${DEBUG_SERVER_VARIABLE} must not carry a user or password` }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return { ok: false, message: `${DEBUG_SERVER_VARIABLE} is the server's origin only (the app is served at its root), not ${url.pathname}${url.search}${url.hash}` }
  // The phone's own loopback is the phone: the laptop is reached by its address on the network (an Android emulator
  // reaches the laptop's loopback as 10.0.2.2; the iOS simulator shares the Mac's, so localhost is fine there).
  return { ok: true, value: { url: url.origin, cleartext: url.protocol === 'http:' } }
}
