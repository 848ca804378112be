import * as t from 'io-ts'

/** A server's URL state: "Its status is UNKNOWN, PENDING, AVAILABLE or UNREACHABLE" (SPEC section 3). */
export const ServerStatus = t.keyof({ UNKNOWN: null, PENDING: null, AVAILABLE: null, UNREACHABLE: null }, 'ServerStatus')
export type ServerStatus = t.TypeOf<typeof ServerStatus>

/** "The login method is sso or normal" (SPEC section 3). */
export const LoginMethod = t.keyof({ sso: null, normal: null }, 'LoginMethod')
export type LoginMethod = t.TypeOf<typeof LoginMethod>

/**
 * The answer of `GET {base}/config` on a candidate server: "returns useSso and authUrl" (SPEC
 * section 7). Shape chosen: `useSso` always sent; `authUrl` (the SSO login URL) optional, since a
 * server with normal login has none.
 */
export const ServerConfigResult = t.intersection(
  [t.type({ useSso: t.boolean }), t.partial({ authUrl: t.string })],
  'ServerConfigResult',
)
export type ServerConfigResult = t.TypeOf<typeof ServerConfigResult>

/**
 * The login method a reachable server offers: "the security configuration is shown: login method
 * (SSO or normal) and the auth URL" (SPEC section 2, Server selection screen).
 */
export const loginMethodOf = (config: ServerConfigResult): LoginMethod => (config.useSso ? 'sso' : 'normal')
