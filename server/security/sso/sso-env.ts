import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { DEFAULT_SP_ENTITY_ID, type OidcSettings, type SamlSettings } from './sso.settings'

/** An http(s) base URL: no query, fragment or credentials. */
const isBaseUrl = (raw: string): boolean => {
  try {
    const url = new URL(raw)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.search === '' && url.hash === '' && !raw.includes('?') && !raw.includes('#')
  } catch {
    return false
  }
}

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const v = env[name]
  return v === undefined || v.trim() === '' ? undefined : v.trim()
}

/**
 * The single sign-on settings of the environment:
 * OIDC_ISSUER with OIDC_AUDIENCE and OIDC_CLIENT_ID (all three, or none; the audience never the client id),
 * OIDC_ALGORITHMS (comma list), OIDC_USERNAME_CLAIM, OIDC_CLIENT_IDS (comma list), OIDC_MAX_TOKEN_AGE_S; SAML_ENTRY_POINT with SAML_IDP_CERT_FILE (a PEM file; both, or none), SAML_IDP_ISSUER,
 * SAML_ENTITY_ID, SAML_LOGOUT_URL, SAML_ALLOW_IDP_INITIATED, PUBLIC_URL. A half-given group is a `Left` naming
 * what is missing. With SAML, SAML_IDP_ISSUER and PUBLIC_URL (an http(s) origin) are required, and in production
 * (NODE_ENV=production) the default SP entity id, shared by every deployment, is refused.
 */
export const ssoFromEnv = (env: NodeJS.ProcessEnv): E.Either<string, { readonly oidc?: OidcSettings; readonly saml?: SamlSettings }> => {
  const issuer = value(env, 'OIDC_ISSUER')
  const audience = value(env, 'OIDC_AUDIENCE')
  const clientId = value(env, 'OIDC_CLIENT_ID')
  const oidcGiven = [issuer, audience, clientId].filter((v) => v !== undefined).length
  if (oidcGiven !== 0 && oidcGiven !== 3) return E.left('OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID go together: set all three or none')
  if (audience !== undefined && audience === clientId) {
    return E.left("OIDC_AUDIENCE must not be OIDC_CLIENT_ID: the API's audience is its own, or the client's ID tokens would pass as access tokens")
  }
  const clientIds = value(env, 'OIDC_CLIENT_IDS')?.split(',').map((c) => c.trim()).filter((c) => c !== '')
  const maxAgeText = value(env, 'OIDC_MAX_TOKEN_AGE_S')
  const maxTokenAgeSeconds = maxAgeText === undefined ? undefined : Number(maxAgeText)
  if (maxTokenAgeSeconds !== undefined && !(Number.isInteger(maxTokenAgeSeconds) && maxTokenAgeSeconds > 0)) {
    return E.left(`OIDC_MAX_TOKEN_AGE_S must be a positive number of seconds, got '${maxAgeText ?? ''}'`)
  }
  const entryPoint = value(env, 'SAML_ENTRY_POINT')
  const certFile = value(env, 'SAML_IDP_CERT_FILE')
  if ((entryPoint === undefined) !== (certFile === undefined)) return E.left('SAML_ENTRY_POINT and SAML_IDP_CERT_FILE go together: set both or none')
  let idpCert: string | undefined
  if (certFile !== undefined) {
    try {
      idpCert = readFileSync(certFile, 'utf8')
    } catch {
      return E.left(`SAML_IDP_CERT_FILE: cannot read '${certFile}'`)
    }
  }
  const algorithms = value(env, 'OIDC_ALGORITHMS')?.split(',').map((a) => a.trim()).filter((a) => a !== '')
  const usernameClaim = value(env, 'OIDC_USERNAME_CLAIM')
  const idpIssuer = value(env, 'SAML_IDP_ISSUER')
  const entityId = value(env, 'SAML_ENTITY_ID')
  const logoutUrl = value(env, 'SAML_LOGOUT_URL')
  const publicUrl = value(env, 'PUBLIC_URL')
  if (entryPoint !== undefined) {
    if (idpIssuer === undefined) return E.left("SAML_IDP_ISSUER is required with SAML: the identity provider's entity id, which every assertion's Issuer must equal")
    if (publicUrl === undefined) return E.left('PUBLIC_URL is required with SAML: the public address of this server (e.g. https://crew.example.com), whose assertion consumer URL assertions must name')
    if (!isBaseUrl(publicUrl)) return E.left(`PUBLIC_URL must be an http(s) URL such as https://crew.example.com, got '${publicUrl}'`)
    if (env['NODE_ENV'] === 'production' && (entityId ?? DEFAULT_SP_ENTITY_ID) === DEFAULT_SP_ENTITY_ID) {
      return E.left(`SAML_ENTITY_ID must be set in production: the default '${DEFAULT_SP_ENTITY_ID}' is shared by every deployment`)
    }
  }
  const allowIdpInitiated = value(env, 'SAML_ALLOW_IDP_INITIATED')
  return E.right({
    ...(issuer !== undefined && audience !== undefined && clientId !== undefined
      ? {
          oidc: {
            issuer,
            audience,
            clientId,
            ...(algorithms === undefined ? {} : { algorithms }),
            ...(usernameClaim === undefined ? {} : { usernameClaim }),
            ...(clientIds === undefined ? {} : { clientIds: clientIds.includes(clientId) ? clientIds : [clientId, ...clientIds] }),
            ...(maxTokenAgeSeconds === undefined ? {} : { maxTokenAgeSeconds }),
          },
        }
      : {}),
    ...(entryPoint !== undefined && idpCert !== undefined && idpIssuer !== undefined
      ? {
          saml: {
            entryPoint,
            idpCert,
            idpIssuer,
            ...(entityId === undefined ? {} : { entityId }),
            ...(logoutUrl === undefined ? {} : { logoutUrl }),
            ...(publicUrl === undefined ? {} : { publicUrl: publicUrl.replace(/\/$/, '') }),
            ...(allowIdpInitiated === '1' || allowIdpInitiated === 'true' ? { allowIdpInitiated: true } : {}),
          },
        }
      : {}),
  })
}
