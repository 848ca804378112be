import type { ServerEntry } from '../access/profile.codec'
import type { ServerStatus } from './server.codec'

/**
 * "Start application (enabled only when the server is available ...)" (SPEC section 2);
 * "Start application requires an available server" (section 5).
 */
export const canStartApplication = (status: ServerStatus): boolean => status === 'AVAILABLE'

/** "/ : server selection. It redirects to /login when one or fewer servers are configured" (SPEC section 2). */
export const shouldRedirectToLogin = (servers: ReadonlyArray<ServerEntry>): boolean => servers.length <= 1

/** The fields that decide which URL a check calls. */
export type ServerAddress = Pick<ServerEntry, 'origin' | 'path' | 'port'>

/** Same origin, path and port, each compared trimmed (a port as text). The name is no part of a test. */
export const sameAddress = (a: ServerAddress, b: ServerAddress): boolean =>
  a.origin.trim() === b.origin.trim() && a.path.trim() === b.path.trim() && String(a.port).trim() === String(b.port).trim()

/**
 * Whether an entry is the server the app is served from: its origin is empty. "An empty server list
 * means the app talks to the server it is served from" (profiles/README.md); an entry with an empty
 * origin is that same server inside a list, so a profile can offer it beside other servers wherever
 * the app is deployed (the page may call only its own origin: the server's CSP says `connect-src 'self'`).
 */
export const isOwnServer = (address: ServerAddress): boolean => address.origin.trim() === ''

/**
 * The origin, path and port the server-selection screen shows for an entry (SPEC section 2: "read-only
 * origin, path and port fields"): the entry's own, or for the app's own server ({@link isOwnServer})
 * the page's origin and port, given by the caller.
 */
export const shownAddress = (address: ServerAddress, page: { readonly origin: string; readonly port: string }): ServerAddress =>
  isOwnServer(address) ? { origin: page.origin, port: page.port, path: address.path } : address

/** Path segments joined with single slashes after a leading one, no trailing slash; `''` for the root. */
const joinedPath = (path: string): string => {
  const joined = path
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .join('/')
  return joined === '' ? '' : `/${joined}`
}

const SCHEME = /^(https?):\/\//i
const DEFAULT_PORTS: Readonly<Record<string, string>> = { https: '443', http: '80' }

/**
 * The base URL of a server from origin, port and path: `https://host:port/path`. The scheme is
 * the origin's (`http://` or `https://`), `https` by default; an empty port keeps the origin as
 * is, and the scheme's default port (443, 80) is left out; path segments are joined with single
 * slashes, without a trailing slash. Example: origin `crew.example.com/`, port 8443, path
 * `/duty//plan/` gives `https://crew.example.com:8443/duty/plan`.
 * An empty origin names the server the app is served from (see {@link isOwnServer}): the base is
 * then the path alone, relative to the page's origin (`''` for `/`, `/crew` for `crew`).
 */
export const composeBaseUrl = (address: ServerAddress): string => {
  const origin = address.origin.trim()
  if (origin === '') return joinedPath(address.path)
  const scheme = (SCHEME.exec(origin)?.[1] ?? 'https').toLowerCase()
  const host = origin.replace(SCHEME, '').replace(/\/+$/, '')
  const port = String(address.port).trim()
  const bareHost = host.replace(/:\d+$/, '')
  const hostWithPort = port === '' ? host : port === DEFAULT_PORTS[scheme] ? bareHost : `${bareHost}:${port}`
  return `${scheme}://${hostWithPort}${joinedPath(address.path)}`
}
