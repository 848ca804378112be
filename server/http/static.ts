import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { SESSION_COOKIE } from '../security/session.guard'
import { accepts } from './compression'
import { parseCookies } from './cookies'
import { ERR } from './errors'
import { failure, sendReply } from './reply'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** A content-hashed asset name such as `app-4F2KQ7ZB.js` (esbuild's `[name]-[hash]`). */
export const HASHED_ASSET = /-[A-Z0-9]{8}\.[A-Za-z0-9.]+$/

/** Hashed assets never change: cached for a year ("long-lived cache headers for hashed assets"). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else, index.html included, is revalidated on every use. */
export const REVALIDATE = 'no-cache'

const statOf = async (path: string): Promise<Stats | null> => stat(path).catch(() => null)

const acceptsHtml = (req: IncomingMessage): boolean => (req.headers.accept ?? '').toLowerCase().includes('text/html')

/** No `Accept`, or one with `*` + `/*` (curl, a load balancer's check): anything will do. */
const acceptsAnything = (req: IncomingMessage): boolean => {
  const accept = req.headers.accept
  return accept === undefined || accept.trim() === '' || accept.includes('*/*')
}

const etagOf = (stats: Stats): string => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`

/** The precompressed twins build.mjs writes next to a file, best first, with their `Content-Encoding`. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const

/**
 * The file to send for `path`: its precompressed twin in the best encoding the client accepts (`path.br`,
 * `path.gz`) when there is one, else the file itself.
 */
const variantOf = async (req: IncomingMessage, path: string, stats: Stats): Promise<{ path: string; stats: Stats; coding?: string }> => {
  for (const { coding, suffix } of ENCODINGS) {
    if (!accepts(req, coding)) continue
    const twin = await statOf(path + suffix)
    if (twin?.isFile() === true) return { path: path + suffix, stats: twin, coding }
  }
  return { path, stats }
}

const sendFile = async (req: IncomingMessage, res: ServerResponse, original: string, originalStats: Stats, cacheControl: string, vary = 'Accept-Encoding'): Promise<void> => {
  const { path, stats, coding } = await variantOf(req, original, originalStats)
  const etag = coding === undefined ? etagOf(stats) : etagOf(stats).replace(/"$/, `-${coding}"`)
  res.setHeader('Vary', vary)
  if (coding !== undefined) res.setHeader('Content-Encoding', coding)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', stats.mtime.toUTCString())
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = 200
  res.setHeader('Content-Type', CONTENT_TYPES[extname(original).toLowerCase()] ?? 'application/octet-stream')
  res.setHeader('Content-Length', stats.size)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res)
}

/** The signed-in shell frame build.mjs writes next to index.html (issue 27, decision 3). */
export const FRAME_PAGE = 'frame.html'

/**
 * Whether a request carries a session cookie (any non-empty value): only which public page of the build comes first
 * depends on it. The cookie is not looked up, and its presence authorizes nothing: frame.html is as public as
 * index.html, holds nothing personal, and the app validates the session before anything else.
 */
const carriesSessionCookie = (req: IncomingMessage): boolean => (parseCookies(req.headers.cookie).get(SESSION_COOKIE) ?? '') !== ''

/**
 * Serves the built web app from `root` for GET/HEAD outside `/rest` and `/api` ("The built
 * web app ... static files with long-lived cache headers for hashed assets, index.html for client
 * routes"). The precompressed twins of build.mjs (`.br`, `.gz`) are sent to clients that accept them. `segments` are already decoded and free of `.`/`..` (see `parseTarget`); the resolved path
 * must stay inside `root`, and dot-files are never served. A path that is not a file answers
 * `index.html` (no-cache) to a request accepting HTML, or accepting anything for a path without a file
 * extension (`curl http://host/`); a 404 envelope otherwise. A request carrying the session cookie gets `frame.html`
 * instead when the build has one (the signed-in frame, so that a returning crew member's first paint without a
 * service worker is the app, not the login form); both answers vary on the cookie.
 */
export const serveStatic = async (root: string, req: IncomingMessage, res: ServerResponse, segments: ReadonlyArray<string>): Promise<void> => {
  const base = resolve(root)
  const hidden = segments.some((s) => s.startsWith('.'))
  const path = resolve(join(base, ...segments))
  const inside = path === base || path.startsWith(base + sep)
  const stats = hidden || !inside ? null : await statOf(path)
  if (stats?.isFile() === true) {
    await sendFile(req, res, path, stats, HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE)
    return
  }
  // The page names its icon (the profile logo); a browser that still asks for /favicon.ico (a JSON answer shown
  // as a page, an old bookmark) gets an empty answer rather than a 404 in its console.
  if (segments.length === 1 && segments[0] === 'favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' })
    res.end()
    return
  }
  // A client route (`/`, `/login`: no file extension) gets the app for a request that accepts HTML or anything
  // (a plain `curl /`); a missing file with an extension (`/assets/app-X.js`) stays a 404.
  const last = segments[segments.length - 1] ?? ''
  const clientRoute = !hidden && extname(last) === ''
  if (!acceptsHtml(req) && !(clientRoute && acceptsAnything(req))) {
    sendReply(res, failure(404, ERR.notFound, 'No such file'))
    return
  }
  const index = join(base, 'index.html')
  const indexStats = await statOf(index)
  if (indexStats?.isFile() !== true) {
    sendReply(res, failure(404, ERR.appNotBuilt, 'The web app is not built (dist/app/index.html is missing)'))
    return
  }
  const frame = join(base, FRAME_PAGE)
  const frameStats = carriesSessionCookie(req) ? await statOf(frame) : null
  const vary = 'Accept-Encoding, Cookie'
  if (frameStats?.isFile() === true) await sendFile(req, res, frame, frameStats, REVALIDATE, vary)
  else await sendFile(req, res, index, indexStats, REVALIDATE, vary)
}
