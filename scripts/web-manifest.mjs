// The installable web app of one airline profile (issue 32), written by build.mjs: the web app manifest, the icons it
// names (drawn from the profile's logo, the same square mark `npm run build:mobile` puts in the native icons:
// scripts/mobile/icons.ts takes `squareMark` and `ICON_MARK_SHARE` from here) and the tags of index.html's head
// (manifest link, theme colour for light and dark, iOS standalone launch). Pure: build.mjs writes what this returns.
// PNG renditions are drawn by @resvg/resvg-js (a maintained SVG renderer; no hand-written PNG encoder).
import { Resvg } from '@resvg/resvg-js'

/** Share of an icon's side the mark takes on a plain ("any") icon: the native launcher icons use the same. */
export const ICON_MARK_SHARE = 0.8
/**
 * Share on a maskable icon: the W3C safe zone is the centred circle of radius 40 % of the side, and a square inside it
 * has a side of at most 0.8 / √2 ≈ 56.6 %.
 */
export const MASKABLE_MARK_SHARE = 0.56

/** The logo's mark, square: a logo wider than tall keeps the square at its left (mark, then the airline's name). */
export const squareMark = (svg) => {
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number)
  if (box === undefined || box.length !== 4 || box.some((n) => !Number.isFinite(n))) return svg
  const [x, y, width, height] = box
  if (width <= height) return svg
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${height} ${height}"`).replace(/(<svg[^>]*?)\swidth="[^"]*"/, `$1 width="${height}"`)
}

/**
 * The monochrome filter (Android 13 themed icons read only the alpha channel): the mark's light strokes and shapes
 * (sRGB luminance from 50 to 75 %, ramped for smooth edges: the drawing on the logo's coloured tile) become white, the rest transparent.
 */
const MONOCHROME_FILTER =
  '<filter id="mono" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feColorMatrix in="SourceGraphic" type="luminanceToAlpha" result="luminance"/>' +
  '<feComponentTransfer in="luminance" result="shape"><feFuncA type="table" tableValues="0 0 0 1 1"/></feComponentTransfer>' +
  '<feFlood flood-color="#ffffff" result="white"/>' +
  '<feComposite in="white" in2="shape" operator="in"/>' +
  '</filter>'

/** An icon of 512 units: the mark centred on `background` (none: transparent) at `share` of the side. */
const iconSvg = (mark, { background, share, monochrome = false }) => {
  const side = 512
  const inner = Math.round(side * share)
  const offset = Math.round((side - inner) / 2)
  const data = Buffer.from(mark).toString('base64')
  const fill = background === undefined ? '' : `<rect width="${side}" height="${side}" fill="${background}"/>`
  const image = `<image x="${offset}" y="${offset}" width="${inner}" height="${inner}" href="data:image/svg+xml;base64,${data}" xlink:href="data:image/svg+xml;base64,${data}"/>`
  const body = monochrome ? `<defs>${MONOCHROME_FILTER}</defs><g filter="url(#mono)">${image}</g>` : `${fill}${image}`
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${body}</svg>`
}

/** The PNG of `svg` at `size` × `size` pixels. */
export const renderPng = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng()

/**
 * The manifest, its icons and the head tags of a profile. `base` is the app's base path ('/'): `id`, `start_url` and
 * `scope` sit under it; `assetUrl` is where the icons are served; `lang` the app's fallback language; `canvas` the
 * page background of the light and dark themes (the splash screen's colour).
 */
export const webManifest = ({
  profile,
  theme,
  logoSvg,
  base = '/',
  assetUrl = '/assets/',
  lang = 'en',
  canvas = { light: '#ffffff', dark: '#0b0f19' },
  hash = (bytes) => String(bytes.length),
}) => {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`webManifest: the base path '${base}' must start and end with '/'`)
  const mark = squareMark(logoSvg)
  // The header band's colour (ui/design/panda-theme.ts: header = accent 800 light, accent 900 dark).
  const light = { theme: theme.accent[800], background: canvas.light }
  const dark = { theme: theme.accent[900], background: canvas.dark }
  const plain = iconSvg(mark, { background: '#ffffff', share: ICON_MARK_SHARE })
  const maskable = iconSvg(mark, { background: '#ffffff', share: MASKABLE_MARK_SHARE })
  const monochrome = iconSvg(mark, { share: 0.6, monochrome: true })
  const png = (name, purpose, size, svg) => {
    const bytes = renderPng(svg, size)
    return { name, purpose, size, type: 'image/png', svg, bytes, file: `${name}-${hash(bytes)}.png` }
  }
  const icons = [
    { name: 'icon', purpose: 'any', size: 'any', type: 'image/svg+xml', svg: plain, bytes: plain, file: `icon-${hash(plain)}.svg` },
    png('icon-192', 'any', 192, plain),
    png('icon-512', 'any', 512, plain),
    png('maskable-512', 'maskable', 512, maskable),
    png('monochrome-512', 'monochrome', 512, monochrome),
  ]
  // iOS draws its own rounded corners over an opaque square and ignores the manifest's icons.
  const touchIcon = png('apple-touch-icon-180', 'any', 180, plain)
  const manifest = {
    id: base,
    name: profile.name,
    short_name: profile.name.length <= 12 ? profile.name : profile.name.split(/\s+/)[0],
    description: `${profile.name}: your duty plan`,
    lang,
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    theme_color: light.theme,
    background_color: light.background,
    icons: icons.map((icon) => ({
      src: `${assetUrl}${icon.file}`,
      sizes: icon.size === 'any' ? 'any' : `${icon.size}x${icon.size}`,
      type: icon.type,
      purpose: icon.purpose,
    })),
  }
  const offersDark = profile.display.themes.includes('dark')
  const head = [
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${light.theme}">`,
    ...(offersDark ? [`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${dark.theme}">`] : []),
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="${offersDark ? 'black-translucent' : 'default'}">`,
    `<meta name="apple-mobile-web-app-title" content="${manifest.short_name.replace(/[<&"]/g, '')}">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${assetUrl}${touchIcon.file}">`,
  ]
  return { manifest, icons: [...icons, touchIcon], head, dark }
}
