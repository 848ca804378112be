import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_MARK_SHARE, squareMark } from '../web-manifest.mjs'
import type { ResolvedIdentity } from './identity'

/** How a picture is drawn: a square icon, a round one, an adaptive-icon foreground (transparent), a launch screen. */
type Kind = 'icon' | 'round' | 'foreground' | 'splash'

interface Target {
  readonly file: string
  readonly kind: Kind
}

/** The width and height of a PNG, from its IHDR chunk. */
const pngSize = (file: string): { width: number; height: number } => {
  const bytes = readFileSync(file)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Every launcher icon and launch picture of the template, each redrawn at its own size. */
export const iconTargets = (root: string): ReadonlyArray<Target> => {
  const res = join(root, 'mobile', 'android', 'app', 'src', 'main', 'res')
  const android = readdirSync(res).flatMap((dir): Target[] => {
    const files = readdirSync(join(res, dir)).filter((f) => f.endsWith('.png'))
    return files.map((f) => ({
      file: join(res, dir, f),
      kind: f === 'splash.png' ? 'splash' : f === 'ic_launcher_round.png' ? 'round' : f === 'ic_launcher_foreground.png' ? 'foreground' : 'icon',
    }))
  })
  const assets = join(root, 'mobile', 'ios', 'App', 'App', 'Assets.xcassets')
  const ios = [
    ...readdirSync(join(assets, 'AppIcon.appiconset')).filter((f) => f.endsWith('.png')).map((f): Target => ({ file: join(assets, 'AppIcon.appiconset', f), kind: 'icon' })),
    ...readdirSync(join(assets, 'Splash.imageset')).filter((f) => f.endsWith('.png')).map((f): Target => ({ file: join(assets, 'Splash.imageset', f), kind: 'splash' })),
  ]
  return [...android, ...ios]
}

/**
 * The logo's mark: a logo wider than tall (mark then name) is cut to the square at its left, which is what
 * fits an icon. Other logos are used whole. The same function draws the web app's icons (one source of truth).
 */
export const markOf = squareMark

/** The page that draws one picture: the mark centred, on white (icons), on nothing (adaptive foreground) or on the airline colour (launch). */
const page = (mark: string, kind: Kind, background: string): string => {
  // Share of the shorter side the mark takes: an adaptive icon shows only its centre, a launch screen stays quiet.
  const share = kind === 'foreground' ? 0.5 : kind === 'splash' ? 0.25 : ICON_MARK_SHARE
  const fill = kind === 'foreground' ? 'transparent' : kind === 'splash' ? background : '#ffffff'
  const radius = kind === 'round' ? '50%' : '0'
  return `<!doctype html><html><body style="margin:0;width:100vw;height:100vh;background:transparent">
<div style="width:100%;height:100%;display:flex;align-items:center;justify-content:center;background:${fill};border-radius:${radius};overflow:hidden">
<img alt="" src="data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}" style="width:${share * 100}vmin;height:${share * 100}vmin"></div></body></html>`
}

/**
 * Redraws every launcher icon and launch picture with the airline's logo and colour in headless Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium). Answers false, drawing nothing, when Chromium is missing:
 * the template's pictures then stay, and the build says so.
 */
export const renderIcons = async (root: string, id: ResolvedIdentity, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<boolean> => {
  if (!existsSync(chromiumPath)) return false
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    const mark = markOf(readFileSync(id.logoFile, 'utf8'))
    const context = await browser.newContext({ deviceScaleFactor: 1 })
    const tab = await context.newPage()
    for (const target of iconTargets(root)) {
      const { width, height } = pngSize(target.file)
      await tab.setViewportSize({ width, height })
      await tab.setContent(page(mark, target.kind, id.background))
      // App Store icons must be opaque; Android's round and foreground pictures keep their transparency.
      await tab.screenshot({ path: target.file, omitBackground: target.kind === 'round' || target.kind === 'foreground' })
    }
    return true
  } finally {
    await browser.close()
  }
}
