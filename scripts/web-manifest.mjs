// The installable web app of one airline profile (issue 32), written by build.mjs: the web app manifest, the icons it
// names (drawn from the profile's logo, the same mark `npm run build:mobile` puts in the native icons) and the tags of
// index.html's head (manifest link, theme colour for light and dark, iOS standalone launch). Pure: build.mjs writes
// what this returns. The icons are SVG (any size); PNG renditions need an image library (not added yet).

/** The logo's mark, square: a logo wider than tall keeps the square at its left (as scripts/mobile/icons.ts). */
export const squareMark = (svg) => {
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number)
  if (box === undefined || box.length !== 4 || box.some((n) => !Number.isFinite(n))) return svg
  const [x, y, width, height] = box
  if (width <= height) return svg
  return svg.replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${height} ${height}"`).replace(/(<svg[^>]*?)\swidth="[^"]*"/, `$1 width="${height}"`)
}

/** An icon of 512 units: the mark centred on `background` at `share` of the side (a maskable icon keeps its safe zone). */
const iconSvg = (mark, background, share) => {
  const side = 512
  const inner = Math.round(side * share)
  const offset = Math.round((side - inner) / 2)
  const data = Buffer.from(mark).toString('base64')
  const fill = background === undefined ? '' : `<rect width="${side}" height="${side}" fill="${background}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${fill}<image x="${offset}" y="${offset}" width="${inner}" height="${inner}" href="data:image/svg+xml;base64,${data}" xlink:href="data:image/svg+xml;base64,${data}"/></svg>`
}

/** A one-colour version of the mark (Android 13 themed icons): every painted shape white, on nothing. */
const monochromeSvg = (mark) =>
  iconSvg(mark.replace(/fill="(?!none)[^"]*"/g, 'fill="#ffffff"').replace(/stroke="(?!none)[^"]*"/g, 'stroke="#ffffff"'), undefined, 0.6)

/**
 * The manifest and icons of a profile. `base` is the app's base path ('/'), `assetUrl` where the icons are served.
 * Maskable: the mark within the central 80 % circle's square (W3C safe zone: a circle of 40 % radius).
 */
export const webManifest = ({ profile, theme, logoSvg, base = '/', assetUrl = '/assets/', hash = (text) => String(text.length) }) => {
  const mark = squareMark(logoSvg)
  const light = { theme: theme.accent[800], background: '#ffffff' }
  const dark = { theme: theme.accent[950], background: '#0b0f19' }
  const icons = [
    { name: 'icon', purpose: 'any', svg: iconSvg(mark, '#ffffff', 0.8) },
    { name: 'maskable', purpose: 'maskable', svg: iconSvg(mark, '#ffffff', 0.56) },
    { name: 'monochrome', purpose: 'monochrome', svg: monochromeSvg(mark) },
  ].map((icon) => ({ ...icon, file: `${icon.name}-${hash(icon.svg)}.svg` }))
  const manifest = {
    id: base,
    name: profile.name,
    short_name: profile.name.length <= 12 ? profile.name : profile.name.split(/\s+/)[0],
    description: `${profile.name}: your duty plan`,
    lang: 'en',
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    theme_color: light.theme,
    background_color: light.background,
    icons: icons.map((icon) => ({ src: `${assetUrl}${icon.file}`, sizes: 'any', type: 'image/svg+xml', purpose: icon.purpose })),
  }
  const offersDark = profile.display.themes.includes('dark')
  const head = [
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${light.theme}">`,
    ...(offersDark ? [`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${dark.theme}">`] : []),
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="${offersDark ? 'black-translucent' : 'default'}">`,
    `<meta name="apple-mobile-web-app-title" content="${manifest.short_name.replace(/[<&"]/g, '')}">`,
    `<link rel="apple-touch-icon" href="${assetUrl}${icons[0].file}">`,
  ]
  return { manifest, icons, head }
}
