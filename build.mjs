#!/usr/bin/env node
// Builds the web app into dist/app for one airline profile:
//   node build.mjs [--profile NAME|PATH] [--watch yes|no] [--start-page login|frame] [--check] [--quiet]
// 1. validates profiles/NAME/profile.ts with the core Profile codec (a bad profile fails with the decode paths);
// 2. Panda codegen + cssgen (one `panda` process) and typesafe-i18n generation in parallel, then esbuild, then the
//    login stylesheet (Panda cssgen of the sources the signed-out app runs, read from esbuild's metafile);
// 3. writes content-hashed assets, dist/app/index.html (the login prerendered) and dist/app/frame.html (the signed-in
//    frame prerendered, for a navigation while a session is open) (no inline script: the server's CSP forbids it);
// 4. prints every asset's raw and gzip size (not with --quiet, as npm start asks), and what loads before the first screen.
// --check stops after step 1 (NAME may then be a path to any profile folder).
// --start-page frame writes the signed-in frame into index.html as well (the native wrapper, npm run build:mobile:
// the WebView always loads index.html from the device, and a wrapped app is opened signed in; docs/mobile.md).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, watch } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { tsImport } from 'tsx/esm/api'
import { appBundleOptions, BROWSER_TARGET, buildFacts, firstViewChunks, SIGNED_OUT_MODULE } from './scripts/app-bundle.mjs'
import { splitStylesheet, withDarkBeforeScripts } from './scripts/css-split.mjs'
import { webManifest } from './scripts/web-manifest.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const ASSET_URL = '/assets/'
/** The path the app is served under (the server serves it at its root): the manifest's id, start_url and scope. */
const APP_BASE = '/'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : (args[i + 1] ?? fallback)
}
// --outdir DIR builds somewhere else than dist/app (the end-to-end tests build one app per profile).
const OUT = resolve(ROOT, option('outdir', join('dist', 'app')))
const ASSETS = join(OUT, 'assets')
const profileArg = option('profile', 'demo')
const watchMode = option('watch', 'no')
const checkOnly = args.includes('--check')
const quiet = args.includes('--quiet')
const startPage = option('start-page', 'login')

/** A build failure with a message for the person running the build (no stack trace). */
class BuildError extends Error {}
const fail = (message) => {
  throw new BuildError(message)
}
if (!['yes', 'no'].includes(watchMode)) {
  console.error(`build: --watch takes yes or no, got '${watchMode}'`)
  process.exit(2)
}

/** Content hash in esbuild's style (8 characters of base32), so the server caches it as immutable. */
const hashOf = (bytes) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const digest = createHash('sha256').update(bytes).digest()
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of digest) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < 8) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    if (out.length === 8) break
  }
  return out
}

const run = (label, command, commandArgs, env = {}) =>
  new Promise((resolvePromise, reject) => {
    const started = performance.now()
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      if (code === 0) resolvePromise(performance.now() - started)
      else reject(new Error(`${label} failed (exit ${code}):\n${output}`))
    })
  })

/** Step 1: the profile folder, validated by the core codec through ui/profile/profile-check.ts. */
const loadProfile = async () => {
  const folder = profileArg.includes('/') ? resolve(profileArg) : join(ROOT, 'profiles', profileArg)
  const file = join(folder, 'profile.ts')
  if (!existsSync(file)) {
    const known = (await readdir(join(ROOT, 'profiles'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name)
    fail(`no profile '${profileArg}' (${relative(ROOT, file)} is missing); profiles: ${known.join(', ')}`)
  }
  const module = await tsImport(pathToFileURL(file).href, import.meta.url)
  const { checkProfileModule } = await tsImport(pathToFileURL(join(ROOT, 'ui/profile/profile-check.ts')).href, import.meta.url)
  const checked = checkProfileModule(basename(folder), module)
  if (checked._tag === 'Left') fail(`profile '${profileArg}' is invalid:\n  ${checked.left.join('\n  ')}`)
  return { id: checked.right.id, profile: checked.right, folder }
}

const bundle = (profileFile, logoUrl) => esbuild.build(appBundleOptions({ root: ROOT, outdir: ASSETS, profileFile, logoUrl }))

/**
 * index.html. Only the login stylesheet is linked: the one of a signed-in first view (home) is named in
 * `<meta name="signed-in-styles">` and the other screens' in `<meta name="screen-styles">`, which
 * ui/app/signed-in-styles.ts reads to load them before the first signed-in screen (the second before any but home). The entry comes first, then the modules it needs before the first screen (largest first: the
 * browser fetches them in this order, a few at a time). Each `<meta name="signed-in-module">` names a chunk of a
 * signed-in first view (session runtime, home screen, signed-in HTTP adapters): ui/main.tsx preloads them at start
 * when a session is stored (ui/stored-session.ts), so a signed-out visitor never fetches them. Each
 * `<meta name="dictionary-part">` names the chunk of one part of one language's dictionary (the fallback language's
 * first), for ui/main.tsx to preload the stored language's at once. Each `<meta name="early-call">` names a security
 * call of every start (or, `data-when="signed-in"`, of a start with a stored session) that ui/main.tsx asks at once, or
 * once the call of `data-after` answered with success (adapters/http/early-calls.ts); written only for an app on its
 * API's origin.
 */
/*
 * frame.html links the signed-in stylesheet itself, marked `data-signed-in-styles="loaded"`: the entry script
 * (ui/stored-session.ts) and the loader (ui/app/signed-in-styles.ts) then take that link as theirs instead of adding a
 * second one. Loaded it is by then: a stylesheet the parser found in the head holds every script back until it has.
 */
/** The commit this app is built from (the settings screen's version label). */
const BUILD = buildFacts(ROOT)

const html = ({ profile, loginCssFile, cssFile, screensCssFile, entryFile, preload, signedIn, dictionaries, earlyCalls, logoFile, appHead, page, lang, kind = 'login' }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="color-scheme" content="${profile.display.themes.includes('dark') ? 'light dark' : 'light'}">
    <meta name="application-name" content="Crew Duty Plan">
    <meta name="build" data-date="${BUILD.date.replace(/[^0-9-]/g, '')}" data-commit="${BUILD.commit.replace(/[^0-9a-f]/g, '')}">
    <title>${profile.name.replace(/[<&"]/g, '')} · Crew Duty Plan</title>
    <link rel="icon" type="image/svg+xml" href="${ASSET_URL}${logoFile}">
${appHead.map((tag) => `    ${tag}`).join('\n')}
    <link rel="stylesheet" href="${ASSET_URL}${loginCssFile}">
${kind === 'frame' ? `    <link rel="stylesheet" href="${ASSET_URL}${cssFile}" data-signed-in-styles="loaded">\n` : ''}${page === undefined || page.head === '' ? '' : `    ${page.head}\n`}    <meta name="signed-in-styles" content="${ASSET_URL}${cssFile}">
    <meta name="screen-styles" content="${ASSET_URL}${screensCssFile}">
${signedIn.map((f) => `    <meta name="signed-in-module" content="${ASSET_URL}${f}">`).join('\n')}
${dictionaries.map((d) => `    <meta name="dictionary-part" data-language="${d.language}" data-part="${d.part}" content="${ASSET_URL}${d.file}">`).join('\n')}
${earlyCalls.map((c) => `    <meta name="early-call" data-when="${c.when}"${c.after === undefined ? '' : ` data-after="${c.after}"`} content="${c.url}">`).join('\n')}
    <script type="module" src="${ASSET_URL}${entryFile}"></script>
${preload.map((f) => `    <link rel="modulepreload" href="${ASSET_URL}${f}">`).join('\n')}
  </head>
  <body>
    <div id="root"${page === undefined ? '' : ` data-prerendered="${kind}"`}>${page?.body ?? ''}</div>
    <noscript>Crew Duty Plan needs JavaScript.</noscript>
  </body>
</html>
`

const I18N_GENERATED = ['i18n-types.ts', 'i18n-util.ts', 'i18n-util.async.ts', 'i18n-util.sync.ts', 'i18n-react.tsx']
const I18N_STAMP = join(ROOT, 'node_modules', '.cache', 'crew-duty-plan', 'i18n.stamp')

/**
 * `typesafe-i18n --no-watch`, skipped when the base dictionary, the config and the generator version are
 * those of the last run and the generated files are there (the generator alone takes about 2 s).
 */
const generateI18n = async () => {
  const base = join(ROOT, 'locales', 'en')
  const hash = createHash('sha256')
  for (const f of (await readdir(base)).sort()) hash.update(f).update(await readFile(join(base, f)))
  hash.update(await readFile(join(ROOT, '.typesafe-i18n.json')))
  hash.update(await readFile(join(ROOT, 'node_modules', 'typesafe-i18n', 'package.json')))
  const stamp = hash.digest('hex')
  const present = I18N_GENERATED.every((f) => existsSync(join(ROOT, 'locales', f)))
  if (present && existsSync(I18N_STAMP) && (await readFile(I18N_STAMP, 'utf8')) === stamp) return 0
  const ms = await run('typesafe-i18n', process.execPath, [join(ROOT, 'node_modules', 'typesafe-i18n', 'cli', 'typesafe-i18n.mjs'), '--no-watch'])
  await mkdir(dirname(I18N_STAMP), { recursive: true })
  await writeFile(I18N_STAMP, stamp)
  return ms
}

/**
 * `sw.js` (ui/service-worker.ts): the app opens without a network once it has been opened with one. It precaches
 * index.html, frame.html and every asset of this build (not the precompressed twins); its version is their hash, so
 * each build replaces the previous one's cache.
 */
const buildServiceWorker = async () => {
  const assets = (await readdir(ASSETS)).filter((f) => !COMPRESSED.test(f)).sort()
  const version = createHash('sha256')
    .update(await readFile(join(OUT, 'index.html')))
    .update(await readFile(join(OUT, FRAME_PAGE)))
    .update(assets.join('\n'))
    .digest('hex')
    .slice(0, 16)
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['ui/service-worker.ts'],
    outfile: join(OUT, 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    legalComments: 'none',
    define: { PRECACHE: JSON.stringify(assets.map((f) => `${ASSET_URL}${f}`)), BUILD_VERSION: JSON.stringify(version) },
    logLevel: 'silent',
  })
}

/** Files the server may send compressed, and the suffixes of their precompressed twins. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/
const COMPRESSED = /\.(br|gz)$/

/**
 * Writes `NAME.br` (brotli, quality 11) and `NAME.gz` (gzip, level 9) next to every compressible file of the build,
 * so the server sends the smallest encoding the browser accepts without compressing on each request.
 */
const precompress = async () => {
  const paths = [join(OUT, 'index.html'), join(OUT, FRAME_PAGE), join(OUT, 'sw.js'), ...(await readdir(ASSETS)).filter((f) => COMPRESSIBLE.test(f)).map((f) => join(ASSETS, f))]
  await Promise.all(
    paths.map(async (path) => {
      const bytes = await readFile(path)
      await writeFile(`${path}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }))
      await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }))
    }),
  )
}

/**
 * Everything the browser may run before signing in: the entry, ui/start-app.tsx, the signed-out screens loaded
 * lazily, and the chunks these import statically. `sources`: their ui/ files as esbuild's metafile names them;
 * `outputs`: the chunks' paths.
 */
/**
 * Modules home imports lazily that a first view may still show (the calendar's grid, open at start on wide screens):
 * their rules go to the home stylesheet, not to the other screens' one, though their code is not preloaded.
 */
const FIRST_VIEW_LAZY_SOURCES = ['ui/features/home/calendar-body.tsx', 'ui/features/home/home-calendar-body.tsx']

const signedOutApp = (metafile) => {
  const outputs = metafile.outputs
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const i of outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  for (const [path, meta] of Object.entries(outputs)) {
    const entry = meta.entryPoint ?? ''
    if (entry === 'ui/main.tsx' || entry === 'ui/start-app.tsx' || (entry.startsWith('cdp-lazy:') && SIGNED_OUT_MODULE.test(entry))) visit(path)
  }
  const sources = new Set([...seen].flatMap((path) => Object.keys(outputs[path].inputs)))
  return { sources: [...sources].filter((f) => /^ui\/[^:]*\.tsx?$/.test(f)).sort(), outputs: [...seen] }
}

/** The ui/ source files in `outputs` (paths as esbuild's metafile names them). */
const uiSourcesOf = (metafile, outputs) =>
  [...new Set(outputs.flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {})))].filter((f) => /^ui\/[^:]*\.tsx?$/.test(f))

/**
 * The login stylesheet: Panda's cssgen over the signed-out sources only (its own process: cssgen takes one glob,
 * here a brace list of the files). Like the full sheet it starts with the layer order and holds the reset, the
 * global styles and the tokens.
 */
const generateLoginCss = async (sources, profileId, name = 'login') => {
  if (sources.length === 0) fail(`esbuild reported no source of the ${name === 'login' ? 'signed-out app' : name}`)
  const glob = sources.length === 1 ? sources[0] : `{${sources.join(',')}}`
  const outfile = join('styled-system', `${name}.css`)
  const panda = join(ROOT, 'node_modules', '@pandacss', 'dev', 'bin.js')
  const ms = await run('panda cssgen (login)', process.execPath, [panda, 'cssgen', glob, '--minify', '--silent', '--outfile', outfile], { CDP_PROFILE: profileId })
  return { css: await readFile(join(ROOT, outfile)), ms }
}

/**
 * The login screen's HTML for index.html (issue 27, decision 3; ui/prerender/login-page.tsx, the app's own components
 * under tsx), in `language`; none for a profile with several servers, whose start page is the server selection.
 */
const prerenderLogin = async ({ profile, folder, logoUrl, language }) => {
  if (profile.servers.length > 1) return undefined
  const { extras } = await tsImport(pathToFileURL(join(folder, 'profile.ts')).href, import.meta.url)
  const { renderLoginPage } = await tsImport(pathToFileURL(join(ROOT, 'ui/prerender/login-page.tsx')).href, import.meta.url)
  return renderLoginPage({ profile, extras: extras ?? {}, logoUrl, language })
}

/**
 * The signed-in shell frame's HTML for frame.html (issue 27, decision 3; ui/prerender/frame-page.tsx): the page of a
 * navigation while a session is open on the device (the service worker and the server choose it), in `language`.
 */
const prerenderFrame = async ({ folder, profile, logoUrl, language }) => {
  const { extras } = await tsImport(pathToFileURL(join(folder, 'profile.ts')).href, import.meta.url)
  const { renderFramePage } = await tsImport(pathToFileURL(join(ROOT, 'ui/prerender/frame-page.tsx')).href, import.meta.url)
  return renderFramePage({ profile, extras: extras ?? {}, logoUrl, language })
}

/** The file name of the signed-in frame page, next to index.html (the server and the service worker read it). */
const FRAME_PAGE = 'frame.html'

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`

const build = async () => {
  const started = performance.now()
  const { id, profile, folder } = await loadProfile()
  if (startPage !== 'login' && startPage !== 'frame') fail(`--start-page ${startPage}: login or frame`)
  if (checkOnly) {
    console.log(`profile '${id}' is valid`)
    return
  }
  if (!existsSync(join(ROOT, 'profiles', id, 'theme.ts'))) fail(`profile '${id}' has no theme.ts`)
  await rm(OUT, { recursive: true, force: true })
  await mkdir(ASSETS, { recursive: true })

  const logo = await readFile(join(folder, 'logo.svg'))
  const logoFile = `logo-${hashOf(logo)}.svg`
  await copyFile(join(folder, 'logo.svg'), join(ASSETS, logoFile))
  // The installable web app (issue 32): manifest and icons from the logo and theme, and the head tags naming them.
  const { theme } = await tsImport(pathToFileURL(join(ROOT, 'profiles', id, 'theme.ts')).href, import.meta.url)
  const { GRAY } = await tsImport(pathToFileURL(join(ROOT, 'ui/design/palette.ts')).href, import.meta.url)
  const { FALLBACK_LANGUAGE: appLang } = await tsImport(pathToFileURL(join(ROOT, 'core/shared/constants.ts')).href, import.meta.url)
  const app = webManifest({
    profile,
    theme,
    logoSvg: logo.toString('utf8'),
    base: APP_BASE,
    assetUrl: ASSET_URL,
    lang: appLang,
    // The page's canvas (ui/design/panda-theme.ts: bg.canvas = gray 50 light, gray 950 dark): the splash screen's colour.
    canvas: { light: GRAY[50], dark: GRAY[950] },
    hash: (bytes) => hashOf(Buffer.from(bytes)),
  })
  for (const icon of app.icons) await writeFile(join(ASSETS, icon.file), icon.bytes)
  const manifestText = JSON.stringify(app.manifest, null, 2)
  const manifestFile = `manifest-${hashOf(Buffer.from(manifestText))}.webmanifest`
  await writeFile(join(ASSETS, manifestFile), manifestText)
  const appHead = [`<link rel="manifest" href="${ASSET_URL}${manifestFile}">`, ...app.head]

  // `panda` = codegen + cssgen in one process (one config load): styled-system/ and styled-system/styles.css.
  const panda = join(ROOT, 'node_modules', '@pandacss', 'dev', 'bin.js')
  const [pandaMs, i18nMs] = await Promise.all([
    run('panda codegen + cssgen', process.execPath, [panda, '--minify', '--silent'], { CDP_PROFILE: id }),
    generateI18n(),
  ])
  const esbuildStarted = performance.now()
  const result = await bundle(join(folder, 'profile.ts'), `${ASSET_URL}${logoFile}`)
  const esbuildMs = performance.now() - esbuildStarted
  // Three stylesheets: `login-*.css` (the signed-out sources' rules, linked by index.html), `app-*.css` (the rest of
  // the full sheet that the sources of a signed-in first view use: the home screen, the session shell) and
  // `screens-*.css` (the rest), loaded by ui/app/signed-in-styles.ts before the first signed-in screen, the latter
  // before any screen but home (scripts/css-split.mjs). The token variables the signed-out app uses neither in its
  // rules nor in its scripts go to app-*.css as well, and those the first view does not use either to screens-*.css.
  const { FALLBACK_LANGUAGE } = await tsImport(pathToFileURL(join(ROOT, 'core/shared/constants.ts')).href, import.meta.url)
  const chunks = firstViewChunks(result.metafile, ROOT, FALLBACK_LANGUAGE)
  if (typeof chunks === 'string') fail(chunks)
  const signedOut = signedOutApp(result.metafile)
  const firstViewSources = [...new Set([...signedOut.sources, ...uiSourcesOf(result.metafile, chunks.signedIn), ...FIRST_VIEW_LAZY_SOURCES])].sort()
  const [loginCss, homeCss] = await Promise.all([generateLoginCss(signedOut.sources, id), generateLoginCss(firstViewSources, id, 'home')])
  const scripts = await Promise.all(signedOut.outputs.filter((p) => p.endsWith('.js')).map((p) => readFile(join(ROOT, p), 'utf8')))
  const homeScripts = await Promise.all(chunks.signedIn.filter((p) => p.endsWith('.js')).map((p) => readFile(join(ROOT, p), 'utf8')))
  const sheets = splitStylesheet(await readFile(join(ROOT, 'styled-system', 'styles.css'), 'utf8'), loginCss.css.toString('utf8'), { scripts })
  const signedInSheets = splitStylesheet(sheets.rest, homeCss.css.toString('utf8'), { scripts: homeScripts, bySelector: true })
  // The login sheet also colours the prerendered page dark before any script when the system asks for it.
  const loginSheet = withDarkBeforeScripts(sheets.login, profile.display.themes)
  const loginCssFile = `login-${hashOf(loginSheet)}.css`
  const cssFile = `app-${hashOf(signedInSheets.login)}.css`
  const screensCssFile = `screens-${hashOf(signedInSheets.rest)}.css`
  await writeFile(join(ASSETS, loginCssFile), loginSheet)
  await writeFile(join(ASSETS, cssFile), signedInSheets.login)
  await writeFile(join(ASSETS, screensCssFile), signedInSheets.rest)

  const outputs = Object.entries(result.metafile.outputs).map(([path, meta]) => ({ file: basename(path), meta }))
  const entry = outputs.find((o) => o.meta.entryPoint === 'ui/main.tsx')
  if (entry === undefined) fail('esbuild produced no entry chunk')
  // What index.html names: the chunks preloaded with the entry, those of a signed-in first view, the dictionary parts.
  const preload = chunks.preload.map((p) => basename(p))
  const signedIn = chunks.signedIn.map((p) => basename(p))
  const dictionaries = chunks.dictionaries.map((d) => ({ ...d, file: basename(d.path) }))
  // The start's security calls the entry script asks at once: only for an app on its API's origin (no server list).
  const { earlyCallUrls } = await tsImport(pathToFileURL(join(ROOT, 'adapters/http/early-calls.ts')).href, import.meta.url)
  const earlyCalls = profile.servers.length === 0 ? earlyCallUrls() : []
  // The login screen prerendered in the fallback language (the page's `lang`; docs/decisions.md says why one page).
  const prerenderStarted = performance.now()
  const page = await prerenderLogin({ profile, folder, logoUrl: `${ASSET_URL}${logoFile}`, language: FALLBACK_LANGUAGE })
  // The signed-in frame, same head plus the signed-in stylesheet (its navigation bar's rules), for frame.html: written
  // before index.html, which stays the build's last page (the tests' builds take index.html as the sign of a whole one).
  const frame = await prerenderFrame({ profile, folder, logoUrl: `${ASSET_URL}${logoFile}`, language: FALLBACK_LANGUAGE })
  const prerenderMs = performance.now() - prerenderStarted
  const pageOf = (kind, prerendered) =>
    html({ profile, loginCssFile, cssFile, screensCssFile, entryFile: entry.file, preload, signedIn, dictionaries, earlyCalls, logoFile, appHead, page: prerendered, lang: FALLBACK_LANGUAGE, kind })
  await writeFile(join(OUT, FRAME_PAGE), pageOf('frame', frame))
  await writeFile(join(OUT, 'index.html'), startPage === 'frame' ? pageOf('frame', frame) : pageOf('login', page))

  await buildServiceWorker()
  await precompress()
  const files = (await readdir(ASSETS)).filter((f) => !COMPRESSED.test(f)).sort()
  const rows = await Promise.all(
    files.map(async (f) => {
      const bytes = await readFile(join(ASSETS, f))
      return { f, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length }
    }),
  )
  console.log(`\nCrew Duty Plan · profile '${id}' (${profile.name}) → ${relative(ROOT, OUT)}`)
  // --quiet (npm start) leaves out the table of files; npm run build keeps it.
  if (!quiet) for (const r of rows) console.log(`  ${r.f.padEnd(34)} ${kb(r.raw)} raw ${kb(r.gz)} gzip`)
  const first = new Set([entry.file, loginCssFile, ...preload])
  const before = rows.filter((r) => first.has(r.f))
  const sum = (k) => before.reduce((n, r) => n + r[k], 0)
  console.log(`  loaded before the first screen (${before.length} files): ${kb(sum('raw'))} raw ${kb(sum('gz'))} gzip`)
  const ms = (n) => `${Math.round(n)} ms`
  console.log(`  panda ${ms(pandaMs)} · typesafe-i18n ${i18nMs === 0 ? 'up to date' : ms(i18nMs)} · esbuild ${ms(esbuildMs)} · login and home css ${ms(Math.max(loginCss.ms, homeCss.ms))} · login and frame prerender ${ms(prerenderMs)} · total ${ms(performance.now() - started)}`)
}

const report = (error) => console.error(`build: ${error instanceof Error ? error.message : String(error)}`)

const main = async () => {
  try {
    await build()
  } catch (error) {
    report(error)
    process.exit(1)
  }
  if (watchMode === 'no' || checkOnly) return
  console.log('watching ui/, locales/, profiles/ (Ctrl+C to stop)')
  let timer
  const generated = /i18n-(types|util|react)|styled-system/
  for (const dir of ['ui', 'locales', 'profiles']) {
    watch(join(ROOT, dir), { recursive: true }, (_event, name) => {
      if (name === null || generated.test(String(name))) return
      clearTimeout(timer)
      timer = setTimeout(() => build().catch(report), 150)
    })
  }
}

await main()
