import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { FeatureEnabling } from '../../core/access/enabling.codec'
import { Address } from '../../core/my-data/address.codec'
import { Contact } from '../../core/my-data/contact.codec'
import type { MyData } from '../../core/my-data/my-data.codec'
import { PersonalData } from '../../core/my-data/personal.codec'
import { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import { decodeWith, type DecodeError } from '../../core/shared/decode'
import type { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../db/db'
import { UserProfileData } from '../security/user.repo'
import type { EntryIdentity, EntryKind } from './my-data.keys'

/** A row of `my_data_entries` as the write rules see it: identity and the stored wire body. */
export interface StoredEntry {
  readonly kind: EntryKind
  readonly natKeyText: string
  readonly entryType: string | null
  readonly prio: number | null
  readonly body: unknown
}

/** An entry to write: its identity, its wire natKey (encoded), access, and its wire body (encoded with the core codec). */
export interface EntryWrite {
  readonly identity: EntryIdentity
  readonly natKey: unknown
  readonly access: string | null
  readonly body: unknown
}

interface EntryRow {
  readonly kind: EntryKind
  readonly nat_key_text: string
  readonly entry_type: string | null
  readonly prio: number | null
  readonly body: unknown
  readonly [column: string]: unknown
}

const toStored = (row: EntryRow): StoredEntry => ({
  kind: row.kind,
  natKeyText: row.nat_key_text,
  entryType: row.entry_type,
  prio: row.prio,
  body: row.body,
})

const SELECT = 'SELECT kind, nat_key_text, entry_type, prio, body FROM my_data_entries'
const ORDER = 'ORDER BY kind, entry_type NULLS FIRST, prio NULLS FIRST, nat_key_text'

/** Every entry of a crew member, optionally of some kinds only, in a stable order (type, then priority). */
export const loadEntries = async (db: Queryable, crmId: string, kinds?: ReadonlyArray<EntryKind>): Promise<ReadonlyArray<StoredEntry>> => {
  const rows =
    kinds === undefined
      ? await db.query<EntryRow>(`${SELECT} WHERE crm_id = $1 ${ORDER}`, [crmId])
      : await db.query<EntryRow>(`${SELECT} WHERE crm_id = $1 AND kind = ANY($2::text[]) ${ORDER}`, [crmId, [...kinds]])
  return rows.map(toStored)
}

/** The entry with this identity, or null. */
export const findEntry = async (db: Queryable, crmId: string, identity: EntryIdentity): Promise<StoredEntry | null> => {
  const rows = await db.query<EntryRow>(`${SELECT} WHERE crm_id = $1 AND kind = $2 AND nat_key_text = $3`, [crmId, identity.kind, identity.natKeyText])
  return rows[0] === undefined ? null : toStored(rows[0])
}

/** Whether another entry of the same kind and type already holds this priority (the same-priority conflict). */
export const priorityTaken = async (db: Queryable, crmId: string, identity: EntryIdentity): Promise<boolean> => {
  const rows = await db.query('SELECT 1 FROM my_data_entries WHERE crm_id = $1 AND kind = $2 AND entry_type = $3 AND prio = $4', [
    crmId,
    identity.kind,
    identity.entryType,
    identity.prio,
  ])
  return rows.length > 0
}

/** How many entries of a kind (and, when given, of a type) the crew member has. */
export const countEntries = async (db: Queryable, crmId: string, kind: EntryKind, entryType?: string): Promise<number> => {
  const rows =
    entryType === undefined
      ? await db.query<{ n: number }>('SELECT count(*)::int AS n FROM my_data_entries WHERE crm_id = $1 AND kind = $2', [crmId, kind])
      : await db.query<{ n: number }>('SELECT count(*)::int AS n FROM my_data_entries WHERE crm_id = $1 AND kind = $2 AND entry_type = $3', [
          crmId,
          kind,
          entryType,
        ])
  return rows[0]?.n ?? 0
}

/** Inserts an entry (the same-priority index refuses a taken priority). */
export const insertEntry = async (tx: Queryable, crmId: string, entry: EntryWrite, now: Temporal.Instant): Promise<void> => {
  const { identity } = entry
  await tx.query(
    `INSERT INTO my_data_entries (crm_id, kind, nat_key, nat_key_text, entry_type, prio, access, body, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8::jsonb, $9)`,
    [crmId, identity.kind, JSON.stringify(entry.natKey), identity.natKeyText, identity.entryType, identity.prio, entry.access, JSON.stringify(entry.body), now.toString()],
  )
}

/** Replaces the body of the entry with the same identity. */
export const updateEntry = async (tx: Queryable, crmId: string, entry: EntryWrite, now: Temporal.Instant): Promise<void> => {
  await tx.query(
    `UPDATE my_data_entries SET nat_key = $4::jsonb, access = $5, body = $6::jsonb, updated_at = $7
     WHERE crm_id = $1 AND kind = $2 AND nat_key_text = $3`,
    [crmId, entry.identity.kind, entry.identity.natKeyText, JSON.stringify(entry.natKey), entry.access, JSON.stringify(entry.body), now.toString()],
  )
}

/** Deletes the entry with this identity. */
export const deleteEntry = async (tx: Queryable, crmId: string, identity: EntryIdentity): Promise<void> => {
  await tx.query('DELETE FROM my_data_entries WHERE crm_id = $1 AND kind = $2 AND nat_key_text = $3', [crmId, identity.kind, identity.natKeyText])
}

const decodeAll = <A>(codec: t.Type<A, unknown, unknown>, entries: ReadonlyArray<StoredEntry>): E.Either<DecodeError, A[]> => {
  const out: A[] = []
  for (const entry of entries) {
    const decoded = decodeWith(codec)(entry.body)
    if (E.isLeft(decoded)) return decoded
    out.push(decoded.right)
  }
  return E.right(out)
}

/**
 * The my-data bundle of stored entries (SPEC section 3: "basicInfo, contacts, addresses, passports,
 * visas"), each stored body decoded with its core codec (stored JSON is decoded, not cast).
 */
export const bundleOf = (entries: ReadonlyArray<StoredEntry>): E.Either<DecodeError, MyData> => {
  const of = (kind: EntryKind) => entries.filter((e) => e.kind === kind)
  const personal = of('PERSONAL')[0]
  const basicInfo = personal === undefined ? E.right(undefined) : decodeWith(PersonalData)(personal.body)
  const contacts = decodeAll(Contact, of('CONTACT'))
  const addresses = decodeAll(Address, of('ADDRESS'))
  const passports = decodeAll(TravelDocument, of('TRAVEL_DOCUMENT'))
  const visas = decodeAll(Visa, of('VISA'))
  if (E.isLeft(basicInfo)) return basicInfo
  if (E.isLeft(contacts)) return contacts
  if (E.isLeft(addresses)) return addresses
  if (E.isLeft(passports)) return passports
  if (E.isLeft(visas)) return visas
  return E.right({
    ...(basicInfo.right === undefined ? {} : { basicInfo: basicInfo.right }),
    contacts: contacts.right,
    addresses: addresses.right,
    passports: passports.right,
    visas: visas.right,
  })
}

/** The crew member's own codes the server writes into natural keys, and their `IDP_MY_DATA` enabling value. */
export interface CrewOwner {
  readonly crmId: string
  readonly crewCode: string
  readonly employeeId: string
  readonly myDataEnabling: string | undefined
}

/**
 * The owner of a crmId from the users table: crew code (profile `crewCode`, else the user name
 * upper-cased), employee id (the user id) and the `IDP_MY_DATA` enabling. Null for an unknown crmId.
 */
export const findOwner = async (db: Queryable, crmId: string): Promise<E.Either<DecodeError, CrewOwner | null>> => {
  const rows = await db.query<{ username: string; user_id: string; profile: unknown; enablings: unknown }>(
    'SELECT username, user_id, profile, enablings FROM users WHERE crm_id = $1',
    [crmId],
  )
  const row = rows[0]
  if (row === undefined) return E.right(null)
  const profile = decodeWith(UserProfileData)(row.profile)
  const enablings = decodeWith(t.array(FeatureEnabling))(row.enablings)
  if (E.isLeft(profile)) return profile
  if (E.isLeft(enablings)) return enablings
  return E.right({
    crmId,
    crewCode: profile.right.crewCode ?? row.username.toUpperCase(),
    employeeId: row.user_id,
    myDataEnabling: enablings.right.find((e) => e.featureId === 'IDP_MY_DATA')?.value,
  })
}
