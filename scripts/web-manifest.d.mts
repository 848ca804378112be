import type { Profile } from '../core/access/profile.codec'
import type { AirlineTheme } from '../profiles/theme.types'

export interface WebManifestIcon {
  readonly name: string
  readonly purpose: 'any' | 'maskable' | 'monochrome'
  readonly svg: string
  readonly file: string
}
export interface WebManifest {
  readonly id: string
  readonly name: string
  readonly short_name: string
  readonly description: string
  readonly lang: string
  readonly dir: string
  readonly start_url: string
  readonly scope: string
  readonly display: string
  readonly orientation: string
  readonly theme_color: string
  readonly background_color: string
  readonly icons: ReadonlyArray<{ readonly src: string; readonly sizes: string; readonly type: string; readonly purpose: string }>
}
export declare const squareMark: (svg: string) => string
export declare const webManifest: (input: {
  readonly profile: Profile
  readonly theme: AirlineTheme
  readonly logoSvg: string
  readonly base?: string
  readonly assetUrl?: string
  readonly hash?: (text: string) => string
}) => { readonly manifest: WebManifest; readonly icons: ReadonlyArray<WebManifestIcon>; readonly head: ReadonlyArray<string> }
