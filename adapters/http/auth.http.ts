import type { AuthPort } from '../../core/auth/auth.port'
import { PublicConfiguration, SecurityConfig } from '../../core/auth/security-config.codec'
import { LogoutResult, ResetPasswordResult, SessionInfo } from '../../core/auth/session.codec'
import { AuthUser } from '../../core/auth/user.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { basicAuthorization, type HttpClient } from './http-client'
import { encodePath, type HttpFlags } from './http-request'

/**
 * Security calls come back to the auth machine as values: "The adapter makes them with
 * ignoreSessionErrors" (core auth.port.ts), and without the generic dialog, since the machine
 * turns each failure into its own security message (SPEC section 8, "Security messages").
 */
const SECURITY_FLAGS: HttpFlags = { ignoreSessionErrors: true, ignoreErrors: true }

/**
 * The security calls of SPEC section 7 under `rest/pems/security` (bootstrap under
 * `rest/pems/public`). Sign-in sends the password in the `Authorization` header as HTTP Basic
 * credentials (ARCHITECTURE.md section 3); path parameters are URL-encoded.
 */
export const createAuthHttp = (client: HttpClient): AuthPort => ({
  loadSecurityConfig: () =>
    client.request({ method: 'GET', base: 'security', path: 'config', flags: SECURITY_FLAGS, read: readEnvelope(SecurityConfig) }),
  prevalidate: () =>
    client.request({
      method: 'GET',
      base: 'security',
      path: 'authentication/validate',
      flags: SECURITY_FLAGS,
      read: readEnvelope(SessionInfo),
    }),
  authenticate: (username, password) =>
    client.request({
      method: 'POST',
      base: 'security',
      path: encodePath`authentication/${username}`,
      headers: { Authorization: basicAuthorization(username, password) },
      flags: { ...SECURITY_FLAGS, showProgress: true },
      read: readEnvelope(SessionInfo),
    }),
  authorize: () =>
    client.request({ method: 'GET', base: 'security', path: 'authorization', flags: SECURITY_FLAGS, read: readEnvelope(AuthUser) }),
  renew: (userName) =>
    client.request({
      method: 'GET',
      base: 'security',
      path: encodePath`authentication/renew/${userName}`,
      flags: SECURITY_FLAGS,
      read: readEnvelope(SessionInfo),
    }),
  logout: (method = 'GET') =>
    client.request({ method, base: 'security', path: 'logout', flags: SECURITY_FLAGS, read: readEnvelope(LogoutResult) }),
  resetPassword: (username) =>
    client.request({
      method: 'GET',
      base: 'security',
      path: encodePath`identity/resetpassword/${username}`,
      flags: { ...SECURITY_FLAGS, showProgress: true },
      read: readEnvelope(ResetPasswordResult),
    }),
  loadPublicConfiguration: () =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: 'public/bootstrap/configuration',
      flags: SECURITY_FLAGS,
      read: readEnvelope(PublicConfiguration),
    }),
})
