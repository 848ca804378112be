import { createHash } from 'node:crypto'
import type { CacheProvider } from '@node-saml/node-saml'
import { instantOf, type Queryable } from '../../db/db'

/** How long an AuthnRequest may wait for its answer (the pre-login cookie lives as long). */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000

/** The binding of a pre-login cookie value as stored: its SHA-256 (the value itself is only in the cookie). */
export const bindingOf = (cookieValue: string): string => createHash('sha256').update(cookieValue).digest('hex')

/** A consumed AuthnRequest: when it was sent and the session the browser carried then. */
export interface SamlRequestRow {
  readonly createdAt: string
  readonly previousSession: string | null
}

/**
 * node-saml's request-id cache for `GET saml2/login` (ValidateInResponseTo.always): each AuthnRequest id it makes is
 * stored with the browser's binding and the session that browser carried. Only `saveAsync` is used on this side.
 */
export const requestRecorder = (db: Queryable, binding: string, previousSession: string | null, realNow: () => Date): CacheProvider => ({
  saveAsync: async (key, value) => {
    const createdAt = realNow().toISOString()
    await db.query('INSERT INTO saml_requests (id, binding, previous_session, created_at) VALUES ($1, $2, $3, $4)', [key, binding, previousSession, createdAt])
    return { value, createdAt: Date.parse(createdAt) }
  },
  getAsync: async () => null,
  removeAsync: async () => null,
})

/** node-saml's request-id cache for one assertion consumer request, and the request it consumed. */
export interface RequestConsumer {
  readonly cache: CacheProvider
  /** The AuthnRequest the answer was matched to (undefined when none was: unsolicited or refused). */
  readonly consumed: () => SamlRequestRow | undefined
}

/**
 * The request-id cache node-saml asks at the assertion consumer: an InResponseTo is known only when a request with
 * that id was sent to the browser whose pre-login cookie this request carries (`binding`), less than
 * {@link SAML_REQUEST_TTL_MS} ago. The first lookup deletes the row (one answer per request, shared by every
 * process: DELETE … RETURNING, so two racing posts cannot both have it); later lookups of the same id in this
 * request see the same answer. Without a binding (no pre-login cookie) nothing is known.
 */
export const requestConsumer = (db: Queryable, binding: string | undefined, realNow: () => Date): RequestConsumer => {
  const seen = new Map<string, SamlRequestRow | null>()
  let consumed: SamlRequestRow | undefined
  const lookup = async (key: string): Promise<SamlRequestRow | null> => {
    const known = seen.get(key)
    if (known !== undefined) return known
    if (binding === undefined) {
      seen.set(key, null)
      return null
    }
    const oldest = new Date(realNow().getTime() - SAML_REQUEST_TTL_MS).toISOString()
    const rows = await db.query<{ created_at: unknown; previous_session: string | null }>(
      'DELETE FROM saml_requests WHERE id = $1 AND binding = $2 AND created_at > $3 RETURNING created_at, previous_session',
      [key, binding, oldest],
    )
    const row = rows[0]
    const found = row === undefined ? null : { createdAt: instantOf(row.created_at).toString(), previousSession: row.previous_session }
    seen.set(key, found)
    if (found !== null) consumed = found
    return found
  }
  return {
    cache: {
      saveAsync: async () => null,
      getAsync: async (key) => (await lookup(key))?.createdAt ?? null,
      removeAsync: async () => null,
    },
    consumed: () => consumed,
  }
}

/** Forgets requests never answered (older than their time to live). */
export const purgeSamlRequests = async (db: Queryable, realNow: Date): Promise<void> => {
  await db.query('DELETE FROM saml_requests WHERE created_at < $1', [new Date(realNow.getTime() - SAML_REQUEST_TTL_MS).toISOString()])
}
