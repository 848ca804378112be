// `npm run start:sso` (or `SSO_DEMO=1 npm start`): the demo with single sign-on. Starts, beside the reference server, a local OpenID
// provider (oidc-provider, port OIDC_PORT, default 8091) and a local SAML2 identity provider (port SAML_PORT,
// default 8092), both knowing anna / anna-demo and bruno / bruno-demo, and points the server at them through the
// OIDC_* and SAML_* variables (server/README.md), with PUBLIC_URL http://127.0.0.1:PORT unless given (open the demo
// there: a SAML2 sign-in started at localhost would come back to 127.0.0.1 without its pre-login cookie). Then runs
// server/main.ts in this process.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startOidcProvider } from '../test/idp/oidc-identity-provider'
import { startSamlIdp } from '../test/idp/saml-identity-provider'

const port = Number(process.env['PORT'] ?? 8080)
const appUrls = [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]
const oidc = await startOidcProvider({ redirectUris: appUrls, port: Number(process.env['OIDC_PORT'] ?? 8091) })
const saml = await startSamlIdp({ spEntityId: 'urn:crew-duty-plan:sp', port: Number(process.env['SAML_PORT'] ?? 8092) })
const certDir = mkdtempSync(join(tmpdir(), 'cdp-sso-demo-'))
const certFile = join(certDir, 'saml-idp.pem')
writeFileSync(certFile, saml.keys.publicKeyPem)
// The key pair is made anew at each start: its certificate file goes with the process.
process.on('exit', () => rmSync(certDir, { recursive: true, force: true }))
Object.assign(process.env, {
  OIDC_ISSUER: oidc.issuer,
  OIDC_AUDIENCE: oidc.audience,
  OIDC_CLIENT_ID: oidc.clientId,
  SAML_ENTRY_POINT: saml.ssoUrl,
  SAML_IDP_CERT_FILE: certFile,
  SAML_IDP_ISSUER: saml.entityId,
  SAML_LOGOUT_URL: saml.logoutUrl,
  // The server's address is the SAML2 assertion consumer's (never a request's Host): the one the demo is opened at.
  PUBLIC_URL: process.env['PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
})
process.stdout.write(`SSO demo: OpenID provider ${oidc.issuer}, SAML2 identity provider ${saml.url} (users anna / anna-demo, bruno / bruno-demo)\n`)
await import('../server/main')
