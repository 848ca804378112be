import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml'
import { htmlElementCount, idpPageLoaded } from '../../../core/auth/saml2-login.rules'
import type { RouteDeps } from '../../deps'
import { parseCookies, serializeCookie } from '../../http/cookies'
import { ERR } from '../../http/errors'
import { failure, type Reply, type ReplyHeaders } from '../../http/reply'
import { formPostRoute, publicRoute, type RequestContext, type Route } from '../../http/router'
import { userTag } from '../rate-limit'
import { sessionCookie, sessionTokenOf } from '../session.guard'
import { createSession, endSession, sessionIdOf } from '../session.store'
import { DEFAULT_SP_ENTITY_ID } from '../sso/sso.settings'
import { findUserByName } from '../user.repo'
import { purgeAssertionUses, recordAssertionUse } from './assertion-replay.repo'
import { returnPathOf } from './relay-state'
import { assertionIdOf, conditionsNotOnOrAfterOf, isUnsigned, recipientOf, refusalOfSamlError, type SamlRefusal } from './saml-refusal'
import { bindingOf, purgeSamlRequests, requestConsumer, requestRecorder, SAML_REQUEST_TTL_MS } from './saml-requests.repo'
import { verifiedResponseOf } from './verified-response'

export { safeReturnPath } from './relay-state'

const BASE = '/rest/pems/security/saml2'
/** Where the app starts the SAML2 login (the `authUrl` the server's SSO configuration names). */
export const SAML2_LOGIN_PATH = `${BASE}/login`
/** The assertion consumer (HTTP-POST binding). */
export const SAML2_ACS_PATH = `${BASE}/acs`
/** The pre-login cookie: binds the AuthnRequests a browser started to that browser (its SHA-256 is stored with them). */
export const SAML_REQUEST_COOKIE = 'CDP_SAML_REQUEST'
const DEFAULT_PROBE_MS = 10_000
/** The longest a client may ask the identity provider probes to wait (`timeout`). */
export const MAX_PROBE_MS = 10_000
/** How long an answer of the identity provider probes is reused: one probe per half minute, however many logins. */
export const PROBE_CACHE_MS = 30_000
/** How much of the identity provider's login page the `minDomElements` probe reads. */
const PROBE_PAGE_LIMIT_BYTES = 1_000_000
const PURGE_EVERY_MS = 60 * 60 * 1000

/** The probes' time-out for a client's `timeout` (ms): between 500 ms and {@link MAX_PROBE_MS}, 10 s when not a number. */
export const probeTimeoutMs = (asked: string | null): number => {
  const n = Number(asked)
  return asked !== null && asked !== '' && Number.isFinite(n) && n > 0 ? Math.min(Math.max(n, 500), MAX_PROBE_MS) : DEFAULT_PROBE_MS
}

const redirect = (location: string, headers: ReplyHeaders = {}): Reply => ({
  status: 303,
  body: { success: true },
  headers: { Location: location, ...headers },
})

/** A value the server caches for {@link PROBE_CACHE_MS}: the identity provider's reachability, its page's element count. */
const cached = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let entry: { readonly at: number; readonly value: Promise<T> } | undefined
  return () => {
    const now = Date.now()
    if (entry === undefined || now - entry.at >= PROBE_CACHE_MS) entry = { at: now, value: load() }
    return entry.value
  }
}

/**
 * The SAML2 service provider (@node-saml/node-saml): `GET security/saml2/login?RelayState=/path` sends the browser to
 * the identity provider with an AuthnRequest (after checking that the IdP answers at all), whose id is stored in
 * `saml_requests` with the SHA-256 of a short-lived pre-login cookie; `POST security/saml2/acs` takes the IdP's signed
 * Response and opens the same HttpOnly session as a password login (ending the session the browser had), then
 * returns to the RelayState path with `#saml2=ok`. Refused, each with its reason logged and
 * `#saml2=failed&reason=CODE` in the return URL: unsigned, wrongly signed (both the Response and its assertion must
 * be signed), expired, not yet valid, unsolicited (no request of this browser with that InResponseTo, or one
 * answered before), replayed (the assertion id is kept in `saml_assertions`), wrong audience, wrong Destination,
 * wrong Recipient, wrong issuer, unknown user. The ACS URL is PUBLIC_URL's, never the request's Host.
 */
export const samlRoutes = (deps: RouteDeps): ReadonlyArray<Route> => {
  const { db, config, logger } = deps
  const settings = config.saml
  if (settings === undefined) return []
  const entityId = settings.entityId ?? DEFAULT_SP_ENTITY_ID
  const realNow = () => new Date()
  let lastPurge = Number.NEGATIVE_INFINITY
  const baseUrl = (): string => (settings.publicUrl ?? deps.listeningUrl?.() ?? '').replace(/\/$/, '')
  const acsUrl = (): string => `${baseUrl()}${SAML2_ACS_PATH}`
  const secureCookies = (ctx: RequestContext<unknown>): boolean => ctx.request.secure || baseUrl().startsWith('https:')

  /** node-saml's trusted keys as PEM (its own normalisation of `idpCert`). */
  class Sp extends SAML {
    readonly trustedPems = (): Promise<string[]> => this.getKeyInfosAsPem()
  }
  const spWith = (cacheProvider: CacheProvider, requestId?: string): Sp =>
    new Sp({
      entryPoint: settings.entryPoint,
      idpCert: settings.idpCert,
      issuer: entityId,
      audience: entityId,
      callbackUrl: acsUrl(),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      // InResponseTo must name a request this browser started (saml-requests.repo.ts); IdP-initiated only as opted in.
      validateInResponseTo: settings.allowIdpInitiated === true ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
      cacheProvider,
      requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
      ...(requestId === undefined ? {} : { generateUniqueId: () => requestId }),
      acceptedClockSkewMs: 30_000,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      disableRequestedAuthnContext: true,
    })

  const refuse = (back: string, reason: SamlRefusal, detail: string): Reply => {
    logger.warn(`SAML2 assertion refused (${reason}): ${detail}`)
    return redirect(`${back}#saml2=failed&reason=${reason}`)
  }

  const badRelayState = (message: string): Reply => failure(400, ERR.invalidQuery, message)

  const consume = async (ctx: RequestContext<unknown>): Promise<Reply> => {
    const form = new URLSearchParams(ctx.body.raw.toString('utf8'))
    const relay = returnPathOf(form.get('RelayState'))
    if (E.isLeft(relay)) return badRelayState(relay.left)
    const back = relay.right
    const encoded = form.get('SAMLResponse')
    if (encoded === null || encoded === '') return refuse(back, 'INVALID', 'no SAMLResponse in the form')
    const responseXml = Buffer.from(encoded, 'base64').toString('utf8')
    if (isUnsigned(responseXml)) return refuse(back, 'UNSIGNED', 'the response and its assertion carry no signature')
    const preLogin = parseCookies(ctx.request.headers.cookie).get(SAML_REQUEST_COOKIE)
    const requests = requestConsumer(db, preLogin === undefined || preLogin === '' ? undefined : bindingOf(preLogin), realNow)
    const sp = spWith(requests.cache)
    let profile: Awaited<ReturnType<SAML['validatePostResponseAsync']>>['profile']
    try {
      profile = (await sp.validatePostResponseAsync({ SAMLResponse: encoded })).profile
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return refuse(back, refusalOfSamlError(message), message)
    }
    if (profile === null) return refuse(back, 'INVALID', 'the response holds no assertion')
    const verified = await verifiedResponseOf(responseXml, await sp.trustedPems()).catch(() => null)
    if (verified === null) return refuse(back, 'BAD_SIGNATURE', 'the Response element carries no valid signature')
    if (profile.issuer !== settings.idpIssuer) return refuse(back, 'WRONG_ISSUER', `assertion Issuer '${profile.issuer ?? '(none)'}' is not ${settings.idpIssuer}`)
    if (verified.issuer !== undefined && verified.issuer !== settings.idpIssuer) {
      return refuse(back, 'WRONG_ISSUER', `Response Issuer '${verified.issuer}' is not ${settings.idpIssuer}`)
    }
    const expectedAcs = acsUrl()
    if (verified.destination !== expectedAcs) return refuse(back, 'WRONG_DESTINATION', `Destination '${verified.destination ?? '(none)'}' is not ${expectedAcs}`)
    const assertionXml = profile.getAssertionXml?.() ?? ''
    const recipient = recipientOf(assertionXml)
    if (recipient !== expectedAcs) return refuse(back, 'WRONG_RECIPIENT', `Recipient '${recipient ?? '(none)'}' is not ${expectedAcs}`)
    const request = requests.consumed()
    if (request === undefined && settings.allowIdpInitiated !== true) return refuse(back, 'UNSOLICITED', 'no sign-in request of this browser is answered')
    const assertionId = assertionIdOf(assertionXml)
    const notOnOrAfter = conditionsNotOnOrAfterOf(assertionXml)
    if (assertionId === undefined || notOnOrAfter === undefined) return refuse(back, 'INVALID', 'the assertion has no ID or no Conditions NotOnOrAfter')
    const user = await findUserByName(db, profile.nameID)
    if (user === null) return refuse(back, 'UNKNOWN_USER', `no crew member ${userTag(profile.nameID)}`)
    const now = realNow()
    const carried = sessionTokenOf(ctx.request.headers)
    const previous = [request?.previousSession ?? null, carried === undefined ? null : sessionIdOf(carried)].filter((id): id is string => id !== null)
    const opened = await db.transaction(async (tx) => {
      const fresh = await recordAssertionUse(tx, { id: assertionId, username: user.username, usedAt: now.toISOString(), notOnOrAfter })
      if (!fresh) return null
      // As a password login does: the session the browser had (when it started the sign-in, or carries now) ends.
      for (const id of new Set(previous)) await endSession(tx, id, ctx.now)
      return createSession(tx, user, ctx.now, config.certValidityMinutes)
    })
    if (opened === null) return refuse(back, 'REPLAYED', `assertion ${assertionId} was used before`)
    logger.info(`SAML2 sign-in of ${userTag(user.username)} (assertion ${assertionId})`)
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime()
      await purgeAssertionUses(db, now).catch((error: unknown) => logger.error('SAML2 assertion purge failed', error))
      await purgeSamlRequests(db, now).catch((error: unknown) => logger.error('SAML2 request purge failed', error))
    }
    const secure = secureCookies(ctx)
    return redirect(`${back}#saml2=ok`, {
      'Set-Cookie': [sessionCookie(opened.token, ctx.request.secure, config.cookieMaxAge), preLoginCookie('', secure, 0)],
    })
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

  // One probe per half minute, whatever the callers ask: the login is unauthenticated, each call must not make the
  // server call out. The time-out of the probe that runs is the one its caller asked for (capped).
  let probeTimeout = DEFAULT_PROBE_MS
  const reachableCached = cached(() => reachable(probeTimeout))
  const noRequests: CacheProvider = { saveAsync: async () => null, getAsync: async () => null, removeAsync: async () => null }
  const elementsCached = cached(async () => loginPageElements(await spWith(noRequests).getAuthorizeUrlAsync('/', undefined, {}), probeTimeout))

  return [
    publicRoute('GET', SAML2_LOGIN_PATH, async (ctx) => {
      const relay = returnPathOf(ctx.query.get('RelayState'))
      if (E.isLeft(relay)) return badRelayState(relay.left)
      const back = relay.right
      const timeoutMs = probeTimeoutMs(ctx.query.get('timeout'))
      probeTimeout = timeoutMs
      if (!(await reachableCached())) {
        logger.warn(`SAML2 identity provider ${settings.entryPoint} did not answer within ${timeoutMs} ms`)
        return redirect(`${back}#saml2=failed&reason=IDP_UNREACHABLE`)
      }
      // The server entry's minDomElements: the login page must hold that many elements to count as loaded.
      const minDomElements = Number(ctx.query.get('minDomElements') ?? '')
      if (Number.isFinite(minDomElements) && minDomElements > 0) {
        const elements = await elementsCached()
        if (elements === undefined || !idpPageLoaded(elements, minDomElements)) {
          logger.warn(`SAML2 identity provider login page did not load: ${elements === undefined ? `no answer within ${timeoutMs} ms` : `${elements} elements, fewer than ${minDomElements}`}`)
          return redirect(`${back}#saml2=failed&reason=IDP_UNREACHABLE`)
        }
      }
      const existing = parseCookies(ctx.request.headers.cookie).get(SAML_REQUEST_COOKIE)
      // A second tab's sign-in keeps the browser's binding, so both requests stay answerable.
      const binding = existing !== undefined && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomBytes(32).toString('base64url')
      const carried = sessionTokenOf(ctx.request.headers)
      const previousSession = carried === undefined ? null : sessionIdOf(carried)
      const requestId = `_${randomBytes(20).toString('hex')}`
      const location = await spWith(requestRecorder(db, bindingOf(binding), previousSession, realNow), requestId).getAuthorizeUrlAsync(back, undefined, {})
      return { status: 302, body: { success: true }, headers: { Location: location, 'Set-Cookie': preLoginCookie(binding, secureCookies(ctx), SAML_REQUEST_TTL_MS / 1000) } }
    }),
    formPostRoute(SAML2_ACS_PATH, consume),
  ]
}

/**
 * The pre-login cookie: HttpOnly, only for the SAML2 paths, minutes long. The IdP's answer is a cross-site POST, which
 * carries only a `SameSite=None` cookie, and browsers keep those only when `Secure`: over HTTPS it is both; over plain
 * HTTP (a laptop demo, the tests, whose IdP is on the same site) it is `SameSite=Lax`.
 */
const preLoginCookie = (value: string, secure: boolean, maxAgeSeconds: number): string =>
  serializeCookie(SAML_REQUEST_COOKIE, value, { secure, maxAgeSeconds })
    .replace('Path=/;', `Path=${BASE};`)
    .replace('SameSite=Strict', secure ? 'SameSite=None' : 'SameSite=Lax')
