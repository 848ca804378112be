import type { SsoPort } from '../../core/auth/sso.port'
import { SsoConfig } from '../../core/auth/sso-config.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { HttpClient } from './http-client'

/** `GET rest/pems/security/sso`, as a value (no dialog, no session flow): a server without SSO answers `{}`. */
export const createSsoHttp = (client: HttpClient): SsoPort => ({
  loadSsoConfig: () =>
    client.request({ method: 'GET', base: 'security', path: 'sso', flags: { ignoreSessionErrors: true, ignoreErrors: true }, read: readEnvelope(SsoConfig) }),
})
