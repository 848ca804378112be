import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResolvedIdentity } from './identity'

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** An Android string resource also escapes the apostrophe. */
const androidString = (s: string): string => xml(s).replace(/'/g, "\\'")

/** Replaces what `pattern` matches in `file`; a pattern that no longer matches is a broken template, said plainly. */
const edit = (file: string, edits: ReadonlyArray<readonly [RegExp, string]>): void => {
  let text = readFileSync(file, 'utf8')
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(text)) throw new Error(`${file}: expected ${String(pattern)} (was the native project regenerated?)`)
    text = text.replace(pattern, replacement)
  }
  writeFileSync(file, text)
}

/** `#rrggbb` as the 0..1 components a storyboard colour takes. */
const components = (hex: string): { r: string; g: string; b: string } => {
  const c = (i: number): string => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)
  return { r: c(1), g: c(3), b: c(5) }
}

/**
 * Writes an airline's identity into the one native project (`mobile/android`, `mobile/ios`) before the
 * sync: the Android applicationId, app name and URL scheme, the iOS bundle identifier and display name,
 * and the launch screen and icon background colour on both. The Java/Kotlin namespace stays the same, so
 * the code is shared by every airline. Idempotent; throws when a template line it needs is missing.
 */
export const injectIdentity = (root: string, id: ResolvedIdentity): void => {
  const android = join(root, 'mobile', 'android', 'app')
  const res = join(android, 'src', 'main', 'res')
  edit(join(android, 'build.gradle'), [[/applicationId "[^"]*"/, `applicationId "${id.appId}"`]])
  edit(join(res, 'values', 'strings.xml'), [
    [/<string name="app_name">[^<]*<\/string>/, `<string name="app_name">${androidString(id.appName)}</string>`],
    [/<string name="title_activity_main">[^<]*<\/string>/, `<string name="title_activity_main">${androidString(id.appName)}</string>`],
    [/<string name="package_name">[^<]*<\/string>/, `<string name="package_name">${id.appId}</string>`],
    [/<string name="custom_url_scheme">[^<]*<\/string>/, `<string name="custom_url_scheme">${id.appId}</string>`],
  ])
  edit(join(res, 'values', 'ic_launcher_background.xml'), [[/(<color name="ic_launcher_background">)[^<]*(<\/color>)/, `$1${id.background}$2`]])
  writeFileSync(
    join(res, 'values', 'airline_colors.xml'),
    `<?xml version="1.0" encoding="utf-8"?>\n<!-- Written by npm run build:mobile from the airline profile. -->\n<resources>\n    <color name="airline_splash">${id.background}</color>\n</resources>\n`,
  )
  edit(join(res, 'values', 'styles.xml'), [[/(<style name="AppTheme.NoActionBarLaunch"[^>]*>\s*<item name="android:background">)[^<]*(<\/item>)/, '$1@color/airline_splash$2']])

  const ios = join(root, 'mobile', 'ios', 'App')
  edit(join(ios, 'App.xcodeproj', 'project.pbxproj'), [[/PRODUCT_BUNDLE_IDENTIFIER = [^;]*;/g, `PRODUCT_BUNDLE_IDENTIFIER = ${id.appId};`]])
  edit(join(ios, 'App', 'Info.plist'), [[/(<key>CFBundleDisplayName<\/key>\s*<string>)[^<]*(<\/string>)/, `$1${xml(id.appName)}$2`]])
  const { r, g, b } = components(id.background)
  edit(join(ios, 'App', 'Base.lproj', 'LaunchScreen.storyboard'), [
    [/<color key="backgroundColor"[^>]*\/>/, `<color key="backgroundColor" red="${r}" green="${g}" blue="${b}" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>`],
  ])
}
