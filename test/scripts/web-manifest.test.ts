// Issue 32: every profile's build gets a web app manifest that validates (the W3C members the app uses, under the
// app's base path), the icons it names with their declared pixel sizes (read from each PNG's header), a maskable icon
// with the safe zone, a monochrome one, the apple-touch-icon, and the head tags (theme colour light/dark, iOS launch).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PROFILES } from '../../profiles'
import { MASKABLE_MARK_SHARE, webManifest } from '../../scripts/web-manifest.mjs'
import type { AirlineTheme } from '../../profiles/theme.types'

const Manifest = suite('web app manifest per profile')
const HEX = /^#[0-9a-f]{6}$/i
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
const pngHeader = (bytes: Buffer): { width: number; height: number } => {
  assert.ok(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'a PNG signature')
  assert.is(bytes.subarray(12, 16).toString('latin1'), 'IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The RGBA pixels of an icon's drawing at 64 px. */
const pixelsOf = (svg: string): Buffer => new Resvg(svg, { fitTo: { mode: 'width', value: 64 } }).render().pixels
const alphaShare = (pixels: Buffer, test: (alpha: number) => boolean): number => {
  let n = 0
  for (let i = 3; i < pixels.length; i += 4) if (test(pixels[i] ?? 0)) n += 1
  return n / (pixels.length / 4)
}

const load = async (id: string) => {
  const airline = PROFILES[id]
  if (airline === undefined) throw new Error(id)
  const { theme } = (await import(`../../profiles/${id}/theme.ts`)) as { theme: AirlineTheme }
  const logoSvg = readFileSync(join('profiles', id, 'logo.svg'), 'utf8')
  return { profile: airline.profile, theme, logoSvg }
}

for (const id of Object.keys(PROFILES)) {
  Manifest(`${id}: a valid manifest with PNG icons of their declared sizes, maskable and monochrome, and the head tags`, async () => {
    const input = await load(id)
    const { manifest, icons, head } = webManifest({ ...input, base: '/', assetUrl: '/assets/', lang: 'en', canvas: { light: '#f9fafb', dark: '#030712' } })
    assert.is(manifest.name, input.profile.name)
    assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12, `short_name '${manifest.short_name}' fits a home screen`)
    assert.is(manifest.display, 'standalone')
    assert.is(manifest.start_url, '/')
    assert.is(manifest.scope, '/')
    assert.is(manifest.id, '/')
    assert.is(manifest.lang, 'en')
    assert.match(manifest.theme_color, HEX)
    assert.is(manifest.theme_color, input.theme.accent[800], 'the light header band')
    assert.is(manifest.background_color, '#f9fafb', "the light theme's canvas")
    const byPurpose = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose)
    // Chromium's installability: an icon of purpose "any", PNG of at least 144 px (or SVG).
    assert.ok(byPurpose('any').some((i) => i.type === 'image/png' && i.sizes === '192x192'), '192 px')
    assert.ok(byPurpose('any').some((i) => i.type === 'image/png' && i.sizes === '512x512'), '512 px')
    assert.ok(byPurpose('maskable').some((i) => i.sizes === '512x512'), 'maskable 512 px')
    assert.ok(byPurpose('monochrome').length > 0, 'monochrome')
    for (const declared of manifest.icons) {
      const file = icons.find((i) => `/assets/${i.file}` === declared.src)
      if (file === undefined) throw new assert.Assertion({ message: `${declared.src} is not written`, generated: false, operator: 'ok', expects: true, actual: false })
      assert.is(file.type, declared.type)
      if (declared.type === 'image/svg+xml') {
        assert.is(declared.sizes, 'any')
        assert.match(String(file.bytes), /^<svg [^>]*viewBox="0 0 512 512"/)
        continue
      }
      const { width, height } = pngHeader(file.bytes as Buffer)
      assert.is(`${width}x${height}`, declared.sizes, `${declared.src}: the PNG is the size the manifest declares`)
    }
    // The maskable icon: opaque everywhere, the mark within the safe zone (a circle of 40 % radius: its square ≤ 56.6 %).
    const maskable = icons.find((i) => i.purpose === 'maskable')
    assert.ok(MASKABLE_MARK_SHARE <= 0.8 / Math.SQRT2)
    const width = Number(/<image [^>]*width="(\d+)"/.exec(maskable?.svg ?? '')?.[1])
    assert.ok(width / 512 <= 0.8 / Math.SQRT2, `maskable mark ${width}/512 within the safe zone`)
    assert.is(alphaShare(pixelsOf(maskable?.svg ?? ''), (a) => a === 255), 1, 'maskable icons are opaque')
    // The monochrome icon: white shapes on transparency (the alpha channel draws the mark), neither empty nor a tile.
    const mono = pixelsOf(icons.find((i) => i.purpose === 'monochrome')?.svg ?? '')
    const painted = alphaShare(mono, (a) => a > 128)
    assert.ok(painted > 0.01 && painted < 0.5, `monochrome paints ${(painted * 100).toFixed(1)} % of the icon`)
    // resvg's pixels are premultiplied: white at alpha a is (a, a, a, a).
    for (let i = 0; i < mono.length; i += 4) assert.ok(Math.abs((mono[i] ?? 0) - (mono[i + 3] ?? 0)) <= 1 && mono[i] === mono[i + 2], 'monochrome pixels are white')
    // iOS: an opaque 180 px touch icon named by the head.
    const touch = icons.find((i) => i.name === 'apple-touch-icon-180')
    assert.equal(pngHeader(touch?.bytes as Buffer), { width: 180, height: 180 })
    assert.ok(head.includes(`<link rel="apple-touch-icon" sizes="180x180" href="/assets/${touch?.file}">`))
    assert.ok(!manifest.icons.some((i) => i.src.endsWith(touch?.file ?? '?')), 'the touch icon is not a manifest icon')
    assert.ok(head.some((t) => t.includes('name="theme-color"') && t.includes('prefers-color-scheme: light')))
    assert.is(head.some((t) => t.includes('prefers-color-scheme: dark')), input.profile.display.themes.includes('dark'))
    assert.ok(head.some((t) => t.includes('apple-mobile-web-app-capable')))
  })
}

Manifest('the id, start_url and scope sit under the base path the app is served from', async () => {
  const { manifest } = webManifest({ ...(await load('demo')), base: '/crew/', assetUrl: '/crew/assets/' })
  assert.is(manifest.id, '/crew/')
  assert.is(manifest.start_url, '/crew/')
  assert.is(manifest.scope, '/crew/')
  assert.ok(manifest.icons.every((i) => i.src.startsWith('/crew/assets/')))
  assert.throws(() => webManifest({ ...input0, base: 'crew' }), /base path/)
})

Manifest('the dark theme colour is the dark header band, in a media-specific theme-color meta', async () => {
  const input = await load('demo')
  const { head, dark } = webManifest({ ...input, canvas: { light: '#f9fafb', dark: '#030712' } })
  assert.is(dark.theme, input.theme.accent[900])
  assert.is(dark.background, '#030712')
  assert.ok(head.includes(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${dark.theme}">`))
})

let input0: Awaited<ReturnType<typeof load>>
Manifest.before(async () => {
  input0 = await load('demo')
})

Manifest.run()
