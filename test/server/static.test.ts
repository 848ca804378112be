import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { errIdOf, jsonOf, rawRequest, sharedServer, tempDir } from './helpers'

const appDir = tempDir('cdp-app-')
const INDEX = '<!doctype html><title>Crew Duty Plan</title><script type="module" src="/assets/app-4F2KQ7ZB.js"></script>'
mkdirSync(join(appDir, 'assets'), { recursive: true })
writeFileSync(join(appDir, 'index.html'), INDEX)
// The signed-in frame build.mjs writes next to index.html (issue 27, decision 3).
const FRAME = '<!doctype html><title>Crew Duty Plan</title><div id="root" data-prerendered="frame"></div>'
writeFileSync(join(appDir, 'frame.html'), FRAME)
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.js'), 'console.log("app")')
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.css'), 'body{}')
// The precompressed twins build.mjs writes next to each script (the stylesheet here has none).
const SCRIPT = 'console.log("app")'
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.js.br'), brotliCompressSync(SCRIPT))
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.js.gz'), gzipSync(SCRIPT))
writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(appDir, '.env'), 'SECRET=1')

const shared = sharedServer({ staticDir: appDir })
const html = { Accept: 'text/html,application/xhtml+xml' }

const Assets = suite('static files of dist/app')

/** A GET with exactly these headers, answering the raw bytes (no transparent decompression). */
const rawGet = (base: string, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
    }).on('error', reject)
  })

Assets('a browser accepting brotli gets the .br twin, one accepting only gzip the .gz twin, one accepting neither the file', async () => {
  const { url } = await shared.get()
  const br = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'gzip, deflate, br' })
  assert.is(br.status, 200)
  assert.is(br.headers['content-encoding'], 'br')
  assert.is(br.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.is(br.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.is(br.headers['vary'], 'Accept-Encoding')
  assert.is(br.headers['content-length'], String(br.bytes.length))
  assert.is(brotliDecompressSync(br.bytes).toString('utf8'), SCRIPT)
  const gz = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'gzip' })
  assert.is(gz.headers['content-encoding'], 'gzip')
  assert.is(gunzipSync(gz.bytes).toString('utf8'), SCRIPT)
  const plain = await rawGet(url, '/assets/app-4F2KQ7ZB.js', {})
  assert.is(plain.headers['content-encoding'], undefined)
  assert.is(plain.bytes.toString('utf8'), SCRIPT)
  assert.is(plain.headers['vary'], 'Accept-Encoding')
})

Assets('an encoding refused with q=0 is not sent; a file without twins is sent as it is; each encoding has its own ETag', async () => {
  const { url } = await shared.get()
  const noBr = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' })
  assert.is(noBr.headers['content-encoding'], 'gzip')
  const none = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'br;q=0.0, gzip; q=0' })
  assert.is(none.headers['content-encoding'], undefined)
  assert.is(none.bytes.toString('utf8'), SCRIPT)
  const css = await rawGet(url, '/assets/app-4F2KQ7ZB.css', { 'Accept-Encoding': 'br, gzip' })
  assert.is(css.headers['content-encoding'], undefined)
  assert.is(css.bytes.toString('utf8'), 'body{}')
  const br = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'br' })
  const etags = new Set([br.headers['etag'], noBr.headers['etag'], none.headers['etag']])
  assert.is(etags.size, 3)
  const revalidated = await rawGet(url, '/assets/app-4F2KQ7ZB.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers['etag']) })
  assert.is(revalidated.status, 304)
})

Assets('"long-lived cache headers for hashed assets": public, max-age=31536000, immutable, with the right type', async () => {
  const { url } = await shared.get()
  const js = await fetch(`${url}/assets/app-4F2KQ7ZB.js`)
  assert.is(js.status, 200)
  assert.is(js.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  assert.is(js.headers.get('content-type'), 'text/javascript; charset=utf-8')
  assert.is(await js.text(), 'console.log("app")')
  const css = await fetch(`${url}/assets/app-4F2KQ7ZB.css`)
  assert.is(css.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  assert.is(css.headers.get('content-type'), 'text/css; charset=utf-8')
})

Assets('a file without a content hash is revalidated (no-cache)', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/favicon.svg`)
  assert.is(res.status, 200)
  assert.is(res.headers.get('cache-control'), 'no-cache')
  assert.is(res.headers.get('content-type'), 'image/svg+xml')
})

Assets('an unchanged file answers 304 to its ETag; HEAD sends headers only', async () => {
  const { url } = await shared.get()
  const first = await fetch(`${url}/favicon.svg`)
  const etag = first.headers.get('etag') ?? ''
  await first.arrayBuffer()
  assert.ok(etag !== '')
  assert.is((await fetch(`${url}/favicon.svg`, { headers: { 'If-None-Match': etag } })).status, 304)
  const head = await fetch(`${url}/assets/app-4F2KQ7ZB.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
  assert.is(head.status, 200)
  assert.is(head.headers.get('content-length'), String('console.log("app")'.length))
  assert.is(await head.text(), '')
})

Assets('static answers carry the security headers too', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/assets/app-4F2KQ7ZB.js`)
  assert.ok((res.headers.get('content-security-policy') ?? '').includes("script-src 'self'"))
  assert.is(res.headers.get('x-content-type-options'), 'nosniff')
})

Assets('/favicon.ico that the build does not ship: 204, cacheable, not a 404 in the browser console', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/favicon.ico`)
  assert.is(res.status, 204)
  assert.is(res.headers.get('cache-control'), 'public, max-age=86400')
  assert.is(await res.text(), '')
})

const Routes = suite('index.html for client routes')

Routes('"index.html for client routes": any GET outside /rest and /api accepting HTML, with no-cache', async () => {
  const { url } = await shared.get()
  for (const path of ['/', '/login', '/daily-remarks/12', '/leg/100001/LEG%201', '/my-data/traveldocs/P']) {
    const res = await fetch(`${url}${path}`, { headers: html })
    assert.is(res.status, 200, path)
    assert.is(res.headers.get('cache-control'), 'no-cache', path)
    assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8')
    assert.is(await res.text(), INDEX)
  }
})

Routes('a plain request for / or a client route (curl: Accept */*, or no Accept at all) gets the app', async () => {
  const { url } = await shared.get()
  for (const headers of [{ Accept: '*/*' }, {}]) {
    for (const path of ['/', '/login']) {
      const res = await rawRequest(url, path, { headers })
      assert.is(res.status, 200, `${path} ${JSON.stringify(headers)}`)
      assert.is(res.body, INDEX)
    }
  }
  const json = await fetch(`${url}/login`, { headers: { Accept: 'application/json' } })
  assert.is(json.status, 404, 'a client asking only for JSON is not sent the app')
})

Routes('a missing asset not asking for HTML is a 404 envelope, not index.html', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/assets/app-AAAAAAAA.js`, { headers: { Accept: '*/*' } })
  assert.is(res.status, 404)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_NOT_FOUND')
})

Routes('an unknown API path asking for HTML is still a 404 envelope', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/rest/pems/unknown`, { headers: html })
  assert.is(res.status, 404)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_NOT_FOUND')
})

const Frame = suite('frame.html for a navigation carrying the session cookie (issue 27, decision 3)')

Frame('a client route asked with the session cookie gets frame.html; without it, or with it empty, index.html; both vary on the cookie', async () => {
  const { url } = await shared.get()
  for (const path of ['/', '/login', '/leg/100001/LEG%201']) {
    const withCookie = await fetch(`${url}${path}`, { headers: { ...html, Cookie: 'other=1; CDP_SESSION=whatever-the-value' } })
    assert.is(withCookie.status, 200, path)
    assert.is(await withCookie.text(), FRAME, `${path}: the frame`)
    assert.is(withCookie.headers.get('cache-control'), 'no-cache')
    assert.is(withCookie.headers.get('vary'), 'Accept-Encoding, Cookie')
    const without = await fetch(`${url}${path}`, { headers: { ...html, Cookie: 'other=1' } })
    assert.is(await without.text(), INDEX, `${path}: no session cookie, the login page`)
    assert.is(without.headers.get('vary'), 'Accept-Encoding, Cookie')
    const empty = await fetch(`${url}${path}`, { headers: { ...html, Cookie: 'CDP_SESSION=' } })
    assert.is(await empty.text(), INDEX, `${path}: an emptied cookie (logout) is no session`)
  }
})

Frame('the cookie only picks the page: a file is served as it is, and the API refuses the same made-up cookie', async () => {
  const { url } = await shared.get()
  const cookie = { Cookie: 'CDP_SESSION=made-up' }
  const index = await fetch(`${url}/index.html`, { headers: { ...html, ...cookie } })
  assert.is(await index.text(), INDEX, '/index.html is index.html')
  const asset = await fetch(`${url}/assets/app-4F2KQ7ZB.js`, { headers: cookie })
  assert.is(await asset.text(), SCRIPT)
  const api = await fetch(`${url}/rest/pems/airports/countries?codes=CDG`, { headers: { Accept: 'application/json', ...cookie } })
  assert.is(api.status, 401, 'the cookie\'s presence authenticates nothing')
})

const Traversal = suite('no directory traversal')

Traversal('"no directory traversal": raw and encoded dot segments are 400, never a file outside dist/app', async () => {
  const { url } = await shared.get()
  for (const path of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/assets%2f..%2f..%2fpackage.json', '/..%5c..%5cpackage.json']) {
    const res = await rawRequest(url, path, { headers: html })
    assert.is(res.status, 400, path)
    assert.not.match(res.body, /crew-duty-plan/)
  }
})

Traversal('dot-files are never served (index.html instead for HTML, 404 otherwise)', async () => {
  const { url } = await shared.get()
  const plain = await fetch(`${url}/.env`)
  assert.is(plain.status, 404)
  assert.not.match(await plain.text(), /SECRET/)
  const asHtml = await fetch(`${url}/.env`, { headers: html })
  assert.is(await asHtml.text(), INDEX)
})

Traversal('without a built app a client route says so (404 ERR_APP_NOT_BUILT)', async () => {
  rmSync(join(appDir, 'index.html'))
  const { url } = await shared.get()
  const res = await fetch(`${url}/login`, { headers: html })
  assert.is(res.status, 404)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_APP_NOT_BUILT')
})

Traversal.after(async () => {
  await shared.close()
  rmSync(appDir, { recursive: true, force: true })
})

Assets.run()
Routes.run()
Frame.run()
Traversal.run()
