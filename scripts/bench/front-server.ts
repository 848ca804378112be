import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'

/** What a front server's own answer needs of a request (HTTP/1.1 and HTTP/2 requests both have it). */
export interface FrontRequest {
  readonly method?: string | undefined
  readonly url?: string | undefined
  readonly headers: IncomingHttpHeaders
}

/** An answer the front server gives itself instead of passing the request on. */
export interface OwnAnswer {
  readonly headers: Readonly<Record<string, string | number>>
  readonly body: Buffer
}

export interface FrontServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Headers of one connection (HTTP/1.1), which HTTP/2 forbids, or that the proxy sets itself. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host'])

const withoutConnectionHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)))

/**
 * A certificate for 127.0.0.1, made by the machine's openssl for this run only (a P-256 key, one day); undefined
 * without openssl. The browser that visits the front server runs with `--ignore-certificate-errors` (FRONT_BROWSER_ARGS).
 */
const loopbackCertificate = (): { readonly key: Buffer; readonly cert: Buffer } | undefined => {
  const dir = mkdtempSync(join(tmpdir(), 'cdp-bench-tls-'))
  try {
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' })
    if (openssl.status !== 0) return undefined
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } catch {
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The browser's arguments for the front server's own certificate. */
export const FRONT_BROWSER_ARGS: ReadonlyArray<string> = ['--ignore-certificate-errors']

/** The protocol the front servers speak on this machine (said in the bench's rows). */
export const frontProtocol = (): string => (certificate() === undefined ? 'HTTP/1.1 (no openssl for a certificate)' : 'HTTP/2 over TLS')

/** The run's certificate, made on first use (null: not tried yet). */
let madeCertificate: { readonly key: Buffer; readonly cert: Buffer } | undefined | null = null
const certificate = () => {
  if (madeCertificate === null) madeCertificate = loopbackCertificate()
  return madeCertificate
}

/**
 * A server on 127.0.0.1 in front of the app's server, speaking HTTP/2 over TLS as a deployed app does (a TLS proxy
 * such as nginx with `http2 on`): the answers `own` gives for some requests, everything else passed to the app's
 * server (its host header kept: the app compares a state-changing call's Origin with it). Over HTTP/1.1 on plain
 * loopback the browser opens at most six connections to it, so a first visit's thirty-odd requests wait for one
 * another in a way no deployment over HTTPS makes them wait. Without openssl it speaks plain HTTP/1.1.
 */
export const frontServer = async (appUrl: string, own: (req: FrontRequest) => OwnAnswer | undefined): Promise<FrontServer> => {
  const app = new URL(appUrl)
  const handle = (req: FrontRequest & Readable, res: Http2ServerResponse | ServerResponse): void => {
    const answer = own(req)
    if (answer !== undefined) {
      res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length })
      res.end(answer.body)
      return
    }
    const host = String(req.headers[':authority'] ?? req.headers.host ?? app.host)
    const upstream = request({ host: app.hostname, port: app.port, path: req.url, method: req.method, headers: { ...withoutConnectionHeaders(req.headers), host } }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, withoutConnectionHeaders(reply.headers) as Record<string, string | string[]>)
      reply.pipe(res as NodeJS.WritableStream)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  }
  const tls = certificate()
  const server = tls === undefined ? createServer(handle) : createSecureServer({ ...tls, allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the local server has no port')
  const sessions = new Set<{ destroy: () => void }>()
  server.on('session', (session: { destroy: () => void }) => sessions.add(session))
  server.on('connection', (socket: { destroy: () => void }) => sessions.add(socket))
  return {
    url: `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sessions) s.destroy()
        server.close(() => resolve())
      }),
  }
}
