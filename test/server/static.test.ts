import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { errIdOf, jsonOf, rawRequest, sharedServer, tempDir } from './helpers'

const appDir = tempDir('cdp-app-')
const INDEX = '<!doctype html><title>Crew Duty Plan</title><script type="module" src="/assets/app-4F2KQ7ZB.js"></script>'
mkdirSync(join(appDir, 'assets'), { recursive: true })
writeFileSync(join(appDir, 'index.html'), INDEX)
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.js'), 'console.log("app")')
writeFileSync(join(appDir, 'assets', 'app-4F2KQ7ZB.css'), 'body{}')
writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(appDir, '.env'), 'SECRET=1')

const shared = sharedServer({ staticDir: appDir })
const html = { Accept: 'text/html,application/xhtml+xml' }

const Assets = suite('static files of dist/app')

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
  const head = await fetch(`${url}/assets/app-4F2KQ7ZB.js`, { method: 'HEAD' })
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
Traversal.run()
