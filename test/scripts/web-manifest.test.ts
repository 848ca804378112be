// Issue 32: every profile's build gets a web app manifest that validates (the W3C members the app uses), icons it
// names with their declared sizes, a maskable icon and a monochrome one, and the head tags (theme colour light/dark,
// iOS standalone launch).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PROFILES } from '../../profiles'
import { webManifest } from '../../scripts/web-manifest.mjs'
import type { AirlineTheme } from '../../profiles/theme.types'

const Manifest = suite('web app manifest per profile')
const HEX = /^#[0-9a-f]{6}$/i

for (const [id, airline] of Object.entries(PROFILES)) {
  if (airline === undefined) continue
  Manifest(`${id}: a valid manifest with maskable and monochrome icons from the logo, and the head tags`, async () => {
    const { theme } = (await import(`../../profiles/${id}/theme.ts`)) as { theme: AirlineTheme }
    const logoSvg = readFileSync(join('profiles', id, 'logo.svg'), 'utf8')
    const { manifest, icons, head } = webManifest({ profile: airline.profile, theme, logoSvg, base: '/', assetUrl: '/assets/' })
    assert.is(manifest.name, airline.profile.name)
    assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12, `short_name '${manifest.short_name}' fits a home screen`)
    assert.is(manifest.display, 'standalone')
    assert.is(manifest.start_url, '/')
    assert.ok(manifest.start_url.startsWith(manifest.scope), 'start_url within scope')
    assert.is(manifest.id, '/')
    assert.is(manifest.lang, 'en')
    assert.match(manifest.theme_color, HEX)
    assert.match(manifest.background_color, HEX)
    const purposes = manifest.icons.map((i) => i.purpose)
    assert.ok(purposes.includes('any') && purposes.includes('maskable') && purposes.includes('monochrome'), purposes.join(','))
    for (const icon of manifest.icons) {
      const file = icons.find((i) => `/assets/${i.file}` === icon.src)
      assert.ok(file !== undefined, `${icon.src} is written`)
      // Declared "any" (scalable): the file is an SVG with a square viewBox.
      assert.is(icon.sizes, 'any')
      assert.is(icon.type, 'image/svg+xml')
      assert.match(file?.svg ?? '', /^<svg [^>]*viewBox="0 0 512 512"/)
    }
    // The maskable icon keeps the mark inside the safe zone (a circle of 40 % radius: the mark's square ≤ 56.6 %).
    const maskable = icons.find((i) => i.purpose === 'maskable')?.svg ?? ''
    const width = Number(/<image [^>]*width="(\d+)"/.exec(maskable)?.[1])
    assert.ok(width / 512 <= 0.566, `maskable mark ${width}/512 within the safe zone`)
    assert.match(maskable, /<rect width="512" height="512" fill="#ffffff"\/>/, 'maskable icons are opaque')
    assert.ok(head.some((t) => t.includes('name="theme-color"') && t.includes('prefers-color-scheme: light')))
    assert.is(head.some((t) => t.includes('prefers-color-scheme: dark')), airline.profile.display.themes.includes('dark'))
    assert.ok(head.some((t) => t.includes('apple-mobile-web-app-capable')))
    assert.ok(head.some((t) => t.startsWith('<link rel="apple-touch-icon"')))
  })
}

Manifest.run()
