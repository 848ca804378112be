import type { CapacitorConfig } from '@capacitor/cli'

/**
 * The hybrid wrapper: one Android and one iOS project under mobile/, the same web app inside.
 * Per-airline values are not written here: `npm run build:mobile` (scripts/build-mobile.ts) reads the
 * profile and hands them over in these variables before it syncs, so one native project serves every airline.
 */
const env = (name: string, fallback: string): string => {
  const value = process.env[name]
  return value === undefined || value === '' ? fallback : value
}

// A debug build that opens the server on the developer's laptop (CDP_MOBILE_DEBUG_SERVER, docs/mobile.md "Run on a
// device"): the WebView loads the app from there; plain HTTP is allowed for it in this build only.
const debugServer = env('CDP_MOBILE_DEBUG_SERVER', '')

const config: CapacitorConfig = {
  appId: env('CDP_MOBILE_APP_ID', 'com.crewdutyplan.demo'),
  appName: env('CDP_MOBILE_APP_NAME', 'Crew Duty Plan'),
  webDir: env('CDP_MOBILE_WEB_DIR', 'dist/mobile'),
  backgroundColor: env('CDP_MOBILE_BACKGROUND', '#ffffff'),
  ...(debugServer === '' ? {} : { server: { url: debugServer, cleartext: debugServer.startsWith('http:') } }),
  android: { path: 'mobile/android' },
  ios: { path: 'mobile/ios' },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    // Calls to the airline's server go through the native HTTP stack: no CORS, and the session cookie is kept.
    CapacitorHttp: { enabled: true },
    CapacitorCookies: { enabled: true },
  },
}

export default config
