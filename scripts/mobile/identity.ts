import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { APP_ID, HEX_COLOUR, type MobileIdentity } from '../../profiles/mobile-identity'
import { PROFILES } from '../../profiles/index'

/** Everything the native projects take from one airline profile. */
export interface ResolvedIdentity {
  readonly profileId: string
  readonly appId: string
  readonly appName: string
  /** `#rrggbb`: launch screen and icon background. */
  readonly background: string
  /** The airline's logo (SVG), drawn on the icon and the launch screen. */
  readonly logoFile: string
}

/**
 * The mobile identity of profile `profileId`: `profiles/<id>/mobile.ts` (appId required), the profile's
 * name and the theme's brand 700 as defaults. Left: a message for the person building (unknown profile,
 * no mobile.ts, an app id or colour the stores would refuse).
 */
export const resolveIdentity = async (root: string, profileId: string): Promise<{ ok: true; value: ResolvedIdentity } | { ok: false; message: string }> => {
  const airline = PROFILES[profileId]
  if (airline === undefined) return { ok: false, message: `no profile '${profileId}'; profiles: ${Object.keys(PROFILES).join(', ')}` }
  const file = join(root, 'profiles', profileId, 'mobile.ts')
  if (!existsSync(file)) return { ok: false, message: `profile '${profileId}' has no mobile.ts (its appId, e.g. com.airline.crew)` }
  const { mobile } = (await import(pathToFileURL(file).href)) as { mobile: MobileIdentity }
  const background = mobile.splashBackground ?? airline.theme?.brand[700] ?? '#1f2937'
  const appName = (mobile.appName ?? airline.profile.name).trim()
  if (!APP_ID.test(mobile.appId)) return { ok: false, message: `profile '${profileId}': appId '${mobile.appId}' is not reverse-DNS (com.airline.crew)` }
  if (!HEX_COLOUR.test(background)) return { ok: false, message: `profile '${profileId}': splashBackground '${background}' is not #rrggbb` }
  if (appName === '' || appName.length > 30) return { ok: false, message: `profile '${profileId}': the app name must have 1 to 30 characters` }
  return { ok: true, value: { profileId, appId: mobile.appId, appName, background: background.toLowerCase(), logoFile: join(root, 'profiles', profileId, 'logo.svg') } }
}
