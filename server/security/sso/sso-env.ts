import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import type { OidcSettings, SamlSettings } from './sso.settings'

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const v = env[name]
  return v === undefined || v.trim() === '' ? undefined : v.trim()
}

/**
 * The single sign-on settings of the environment:
 * OIDC_ISSUER with OIDC_AUDIENCE and OIDC_CLIENT_ID (all three, or none), OIDC_ALGORITHMS (comma list),
 * OIDC_USERNAME_CLAIM; SAML_ENTRY_POINT with SAML_IDP_CERT_FILE (a PEM file; both, or none), SAML_IDP_ISSUER,
 * SAML_ENTITY_ID, SAML_LOGOUT_URL, PUBLIC_URL. A half-given group is a `Left` naming what is missing.
 */
export const ssoFromEnv = (env: NodeJS.ProcessEnv): E.Either<string, { readonly oidc?: OidcSettings; readonly saml?: SamlSettings }> => {
  const issuer = value(env, 'OIDC_ISSUER')
  const audience = value(env, 'OIDC_AUDIENCE')
  const clientId = value(env, 'OIDC_CLIENT_ID')
  const oidcGiven = [issuer, audience, clientId].filter((v) => v !== undefined).length
  if (oidcGiven !== 0 && oidcGiven !== 3) return E.left('OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID go together: set all three or none')
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
  return E.right({
    ...(issuer !== undefined && audience !== undefined && clientId !== undefined
      ? {
          oidc: {
            issuer,
            audience,
            clientId,
            ...(algorithms === undefined ? {} : { algorithms }),
            ...(usernameClaim === undefined ? {} : { usernameClaim }),
          },
        }
      : {}),
    ...(entryPoint !== undefined && idpCert !== undefined
      ? {
          saml: {
            entryPoint,
            idpCert,
            ...(idpIssuer === undefined ? {} : { idpIssuer }),
            ...(entityId === undefined ? {} : { entityId }),
            ...(logoutUrl === undefined ? {} : { logoutUrl }),
            ...(publicUrl === undefined ? {} : { publicUrl }),
          },
        }
      : {}),
  })
}
