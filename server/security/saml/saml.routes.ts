import { SAML, ValidateInResponseTo } from '@node-saml/node-saml'
import { htmlElementCount, idpPageLoaded } from '../../../core/auth/saml2-login.rules'
import type { RouteDeps } from '../../deps'
import type { Reply } from '../../http/reply'
import { formPostRoute, publicRoute, type RequestContext, type Route } from '../../http/router'
import { sessionCookie } from '../session.guard'
import { createSession } from '../session.store'
import { DEFAULT_SP_ENTITY_ID, type SamlSettings } from '../sso/sso.settings'
import { findUserByName } from '../user.repo'
import { purgeAssertionUses, recordAssertionUse } from './assertion-replay.repo'
import {
  assertionIdOf,
  conditionsNotOnOrAfterOf,
  destinationOf,
  isUnsigned,
  recipientOf,
  refusalOfSamlError,
  type SamlRefusal,
} from './saml-refusal'

const BASE = '/rest/pems/security/saml2'
/** Where the app starts the SAML2 login (the `authUrl` the server's SSO configuration names). */
export const SAML2_LOGIN_PATH = `${BASE}/login`
/** The assertion consumer (HTTP-POST binding). */
export const SAML2_ACS_PATH = `${BASE}/acs`
const DEFAULT_PROBE_MS = 10_000
/** How much of the identity provider's login page the `minDomElements` probe reads. */
const PROBE_PAGE_LIMIT_BYTES = 1_000_000
const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * The path the browser returns to: a same-origin absolute path from the RelayState (the server entry's
 * `backUrl`), never another origin (`//host`, `/\host`, `http:`): anything else becomes `/`.
 */
export const safeReturnPath = (relayState: string | null | undefined): string => {
  const value = (relayState ?? '').split('#')[0] ?? ''
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/'
}

const redirect = (location: string, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status: 303,
  body: { success: true },
  headers: { Location: location, ...headers },
})

const baseUrlOf = (settings: SamlSettings, ctx: RequestContext<unknown>): string => {
  if (settings.publicUrl !== undefined) return settings.publicUrl.replace(/\/$/, '')
  const host = ctx.request.headers.host ?? '127.0.0.1'
  return `${ctx.request.secure ? 'https' : 'http'}://${host}`
}

/**
 * The SAML2 service provider (@node-saml/node-saml): `GET security/saml2/login?RelayState=/path` sends the
 * browser to the identity provider with an AuthnRequest (after checking, within `timeout` ms, that the
 * IdP answers at all); `POST security/saml2/acs` takes the IdP's signed Response and opens the same
 * HttpOnly session as a password login, then returns to the RelayState path with `#saml2=ok`.
 * Refused, each with its reason logged and `#saml2=failed&reason=CODE` in the return URL: unsigned,
 * wrongly signed, expired, not yet valid, replayed (the assertion id is kept in `saml_assertions`),
 * wrong audience, wrong Destination, wrong Recipient, wrong issuer, unknown user.
 */
export const samlRoutes = (deps: RouteDeps): ReadonlyArray<Route> => {
  const { db, config, logger } = deps
  const settings = config.saml
  if (settings === undefined) return []
  const entityId = settings.entityId ?? DEFAULT_SP_ENTITY_ID
  let lastPurge = Number.NEGATIVE_INFINITY

  const samlFor = (acsUrl: string): SAML =>
    new SAML({
      entryPoint: settings.entryPoint,
      idpCert: settings.idpCert,
      issuer: entityId,
      audience: entityId,
      callbackUrl: acsUrl,
      ...(settings.idpIssuer === undefined ? {} : { idpIssuer: settings.idpIssuer }),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      // Replay is refused by assertion id in the database (shared by every server process), which an
      // in-memory request-id cache could not do; InResponseTo is therefore not required.
      validateInResponseTo: ValidateInResponseTo.never,
      acceptedClockSkewMs: 30_000,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      disableRequestedAuthnContext: true,
    })

  const refuse = (back: string, reason: SamlRefusal, detail: string): Reply => {
    logger.warn(`SAML2 assertion refused (${reason}): ${detail}`)
    return redirect(`${back}#saml2=failed&reason=${reason}`)
  }

  const consume = async (ctx: RequestContext<unknown>): Promise<Reply> => {
    const form = new URLSearchParams(ctx.body.raw.toString('utf8'))
    const back = safeReturnPath(form.get('RelayState'))
    const encoded = form.get('SAMLResponse')
    if (encoded === null || encoded === '') return refuse(back, 'INVALID', 'no SAMLResponse in the form')
    const responseXml = Buffer.from(encoded, 'base64').toString('utf8')
    if (isUnsigned(responseXml)) return refuse(back, 'UNSIGNED', 'the response and its assertion carry no signature')
    const acsUrl = `${baseUrlOf(settings, ctx)}${SAML2_ACS_PATH}`
    let profile: Awaited<ReturnType<SAML['validatePostResponseAsync']>>['profile']
    try {
      profile = (await samlFor(acsUrl).validatePostResponseAsync({ SAMLResponse: encoded })).profile
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return refuse(back, refusalOfSamlError(message), message)
    }
    if (profile === null) return refuse(back, 'INVALID', 'the response holds no assertion')
    const responseXmlVerified = profile.getSamlResponseXml?.() ?? ''
    const assertionXml = profile.getAssertionXml?.() ?? ''
    const destination = destinationOf(responseXmlVerified)
    if (destination !== acsUrl) return refuse(back, 'WRONG_DESTINATION', `Destination '${destination ?? '(none)'}' is not ${acsUrl}`)
    const recipient = recipientOf(assertionXml)
    if (recipient !== acsUrl) return refuse(back, 'WRONG_RECIPIENT', `Recipient '${recipient ?? '(none)'}' is not ${acsUrl}`)
    const assertionId = assertionIdOf(assertionXml)
    const notOnOrAfter = conditionsNotOnOrAfterOf(assertionXml)
    if (assertionId === undefined || notOnOrAfter === undefined) return refuse(back, 'INVALID', 'the assertion has no ID or no Conditions NotOnOrAfter')
    const user = await findUserByName(db, profile.nameID)
    if (user === null) return refuse(back, 'UNKNOWN_USER', `no crew member '${profile.nameID}'`)
    const realNow = new Date()
    const opened = await db.transaction(async (tx) => {
      const fresh = await recordAssertionUse(tx, { id: assertionId, username: user.username, usedAt: realNow.toISOString(), notOnOrAfter })
      return fresh ? createSession(tx, user, ctx.now, config.certValidityMinutes) : null
    })
    if (opened === null) return refuse(back, 'REPLAYED', `assertion ${assertionId} was used before`)
    logger.info(`SAML2 sign-in of ${user.username} (assertion ${assertionId})`)
    if (realNow.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = realNow.getTime()
      await purgeAssertionUses(db, realNow).catch((error: unknown) => logger.error('SAML2 assertion purge failed', error))
    }
    return redirect(`${back}#saml2=ok`, { 'Set-Cookie': sessionCookie(opened.token, ctx.request.secure, config.cookieMaxAge) })
  }

  /** Whether the identity provider answers at all within `timeoutMs` (any HTTP status counts). */
  const reachable = async (timeoutMs: number): Promise<boolean> => {
    try {
      const res = await fetch(settings.entryPoint, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
      await res.body?.cancel()
      return true
    } catch {
      return false
    }
  }

  /**
   * The number of elements of the login page the browser is about to be sent to (redirects followed, the first
   * MB read within `timeoutMs`), or undefined when it does not answer in time.
   */
  const loginPageElements = async (location: string, timeoutMs: number): Promise<number | undefined> => {
    try {
      const res = await fetch(location, { signal: AbortSignal.timeout(timeoutMs) })
      const reader = res.body?.getReader()
      const chunks: Uint8Array[] = []
      let size = 0
      while (reader !== undefined && size < PROBE_PAGE_LIMIT_BYTES) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        size += value.byteLength
      }
      await reader?.cancel()
      return htmlElementCount(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return undefined
    }
  }

  return [
    publicRoute('GET', SAML2_LOGIN_PATH, async (ctx) => {
      const back = safeReturnPath(ctx.query.get('RelayState'))
      const asked = Number(ctx.query.get('timeout'))
      const timeoutMs = Number.isFinite(asked) && asked > 0 ? Math.min(Math.max(asked, 500), 60_000) : DEFAULT_PROBE_MS
      if (!(await reachable(timeoutMs))) {
        logger.warn(`SAML2 identity provider ${settings.entryPoint} did not answer within ${timeoutMs} ms`)
        return redirect(`${back}#saml2=failed&reason=IDP_UNREACHABLE`)
      }
      const acsUrl = `${baseUrlOf(settings, ctx)}${SAML2_ACS_PATH}`
      const location = await samlFor(acsUrl).getAuthorizeUrlAsync(back, ctx.request.headers.host, {})
      // The server entry's minDomElements: the login page must hold that many elements to count as loaded.
      const minDomElements = Number(ctx.query.get('minDomElements') ?? '')
      if (Number.isFinite(minDomElements) && minDomElements > 0) {
        const elements = await loginPageElements(location, timeoutMs)
        if (elements === undefined || !idpPageLoaded(elements, minDomElements)) {
          logger.warn(`SAML2 identity provider login page did not load: ${elements === undefined ? `no answer within ${timeoutMs} ms` : `${elements} elements, fewer than ${minDomElements}`}`)
          return redirect(`${back}#saml2=failed&reason=IDP_UNREACHABLE`)
        }
      }
      return { status: 302, body: { success: true }, headers: { Location: location } }
    }),
    formPostRoute(SAML2_ACS_PATH, consume),
  ]
}
