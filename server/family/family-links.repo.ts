import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Temporal } from 'temporal-polyfill'
import type { ShareLevel } from '../../core/roster/family-share/family-share.codec'
import { instantOf, type Queryable } from '../db/db'

/** 256 random bits, URL-safe (43 characters): the secret of a family link. */
export const newFamilyToken = (): string => randomBytes(32).toString('base64url')

/** The shape of a family token in a path; anything else is not looked up at all. */
export const FAMILY_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** What the database keeps instead of the token (a 256-bit random secret needs no slow hash). */
export const familyTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

export interface StoredFamilyLink {
  readonly id: string
  readonly crmId: string
  readonly name: string
  readonly level: ShareLevel
  readonly createdAt: Temporal.Instant
  readonly lastOpenedAt?: Temporal.Instant
}

interface LinkRow {
  readonly id: string
  readonly crm_id: string
  readonly name: string
  readonly level: string
  readonly created_at: unknown
  readonly last_opened_at: unknown
  readonly [column: string]: unknown
}

const linkOf = (row: LinkRow): StoredFamilyLink => ({
  id: row.id,
  crmId: row.crm_id,
  name: row.name,
  // The column's CHECK allows only the two levels; anything else reads as the stricter one.
  level: row.level === 'whereAndWhen' ? 'whereAndWhen' : 'busyOrFree',
  createdAt: instantOf(row.created_at),
  ...(row.last_opened_at === null || row.last_opened_at === undefined ? {} : { lastOpenedAt: instantOf(row.last_opened_at) }),
})

const COLUMNS = 'id, crm_id, name, level, created_at, last_opened_at'

/** The crew member's links, oldest first. */
export const familyLinksOf = async (db: Queryable, crmId: string): Promise<ReadonlyArray<StoredFamilyLink>> =>
  (await db.query<LinkRow>(`SELECT ${COLUMNS} FROM family_links WHERE crm_id = $1 ORDER BY created_at, id`, [crmId])).map(linkOf)

/** One of the crew member's links, or null (another crew member's id reads as none). */
export const familyLinkOf = async (db: Queryable, crmId: string, id: string): Promise<StoredFamilyLink | null> => {
  const [row] = await db.query<LinkRow>(`SELECT ${COLUMNS} FROM family_links WHERE crm_id = $1 AND id = $2`, [crmId, id])
  return row === undefined ? null : linkOf(row)
}

/** Stores a new link under the token's hash. */
export const insertFamilyLink = async (db: Queryable, crmId: string, name: string, level: ShareLevel, token: string, now: Temporal.Instant): Promise<StoredFamilyLink> => {
  const id = randomUUID()
  await db.query('INSERT INTO family_links (id, crm_id, name, level, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [id, crmId, name, level, familyTokenHash(token), now.toString()])
  return { id, crmId, name, level, createdAt: now }
}

/** Gives a link a new token: the old URL opens nothing from the commit on. */
export const replaceFamilyToken = async (db: Queryable, crmId: string, id: string, token: string, now: Temporal.Instant): Promise<StoredFamilyLink | null> => {
  const [row] = await db.query<LinkRow>(
    `UPDATE family_links SET token_hash = $3, created_at = $4, last_opened_at = NULL WHERE crm_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [crmId, id, familyTokenHash(token), now.toString()],
  )
  return row === undefined ? null : linkOf(row)
}

export const renameFamilyLink = async (db: Queryable, crmId: string, id: string, name: string): Promise<StoredFamilyLink | null> => {
  const [row] = await db.query<LinkRow>(`UPDATE family_links SET name = $3 WHERE crm_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [crmId, id, name])
  return row === undefined ? null : linkOf(row)
}

export const deleteFamilyLink = async (db: Queryable, crmId: string, id: string): Promise<StoredFamilyLink | null> => {
  const [row] = await db.query<LinkRow>(`DELETE FROM family_links WHERE crm_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [crmId, id])
  return row === undefined ? null : linkOf(row)
}

/** The link a token opens, recording the open as "last opened" (nothing else about the visit is kept). */
export const openFamilyLink = async (db: Queryable, token: string, now: Temporal.Instant): Promise<StoredFamilyLink | null> => {
  const [row] = await db.query<LinkRow>(`UPDATE family_links SET last_opened_at = $2 WHERE token_hash = $1 RETURNING ${COLUMNS}`, [familyTokenHash(token), now.toString()])
  return row === undefined ? null : linkOf(row)
}

/**
 * Counts one open in the current minute of `bucket` and answers the count so far, in the database so every
 * process shares it; old minutes are dropped as it goes.
 */
export const countFamilyHit = async (db: Queryable, bucket: string, minute: number): Promise<number> => {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO family_link_hits (bucket, minute, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, minute) DO UPDATE SET hits = family_link_hits.hits + 1 RETURNING hits`,
    [bucket, minute],
  )
  if (minute % 5 === 0) await db.query('DELETE FROM family_link_hits WHERE minute < $1', [minute - 1])
  return Number(row?.hits ?? 0)
}
