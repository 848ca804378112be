import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import type { AuthUser } from '../../core/auth/user.codec'
import { FeatureEnabling } from '../../core/access/enabling.codec'
import { CrmId } from '../../core/shared/brands'
import { decodeWith, type DecodeError } from '../../core/shared/decode'
import type { Queryable } from '../db/db'

/**
 * The `profile` JSON of a user row: what the User entity carries besides names (SPEC section 3),
 * and the home base's IANA zone for `refTimestampLtAtHb`.
 */
export const UserProfileData = t.partial(
  { homeBase: t.string, homeBaseTimeZone: t.string, rank: t.string, crewCode: t.string },
  'UserProfileData',
)
/** A decoded `profile` JSON. */
export type UserProfileData = t.TypeOf<typeof UserProfileData>

/** A user row. */
export interface UserRecord {
  readonly username: string
  readonly passwordHash: string
  readonly crmId: string
  readonly userId: string
  readonly firstName: string
  readonly lastName: string
  readonly profile: unknown
  readonly enablings: unknown
  readonly languageServiceAvailable: boolean
}

/** A user to insert: a record with its profile and enablings as typed values. */
export interface NewUser extends Omit<UserRecord, 'profile' | 'enablings'> {
  readonly profile: UserProfileData
  readonly enablings: ReadonlyArray<FeatureEnabling>
}

interface UserRow {
  readonly username: string
  readonly password_hash: string
  readonly crm_id: string
  readonly user_id: string
  readonly first_name: string
  readonly last_name: string
  readonly profile: unknown
  readonly enablings: unknown
  readonly language_service_available: boolean
  readonly [column: string]: unknown
}

const COLUMNS = 'username, password_hash, crm_id, user_id, first_name, last_name, profile, enablings, language_service_available'

const toRecord = (row: UserRow): UserRecord => ({
  username: row.username,
  passwordHash: row.password_hash,
  crmId: row.crm_id,
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  profile: row.profile,
  enablings: row.enablings,
  languageServiceAvailable: row.language_service_available,
})

/** The user of a login name, compared case-insensitively (user names are unique ignoring case). */
export const findUserByName = async (db: Queryable, username: string): Promise<UserRecord | null> => {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username])
  return rows[0] === undefined ? null : toRecord(rows[0])
}

/** Inserts a user (seed, admin tools). */
export const insertUser = async (db: Queryable, user: NewUser, now: Temporal.Instant): Promise<void> => {
  await db.query(
    `INSERT INTO users (${COLUMNS}, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
    [
      user.username,
      user.passwordHash,
      user.crmId,
      user.userId,
      user.firstName,
      user.lastName,
      JSON.stringify(UserProfileData.encode(user.profile)),
      JSON.stringify(t.array(FeatureEnabling).encode([...user.enablings])),
      user.languageServiceAvailable,
      now.toString(),
    ],
  )
}

/** The number of users (the seed runs on an empty database only). */
export const countUsers = async (db: Queryable): Promise<number> => {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  return rows[0]?.n ?? 0
}

/**
 * The wire user of `GET security/authorization` (core `AuthUser`): crmId, userName, names,
 * credentials.userId, refTimestamp (the server clock's `now`, UTC) and refTimestampLtAtHb (the
 * same instant at the home base), configuration with the enablings. Stored JSON is decoded, not cast.
 */
export const toAuthUser = (user: UserRecord, now: Temporal.Instant): E.Either<DecodeError, AuthUser> => {
  const crmId = decodeWith(CrmId)(user.crmId)
  const enablings = decodeWith(t.array(FeatureEnabling))(user.enablings)
  const profile = decodeWith(UserProfileData)(user.profile)
  if (E.isLeft(crmId)) return crmId
  if (E.isLeft(enablings)) return enablings
  if (E.isLeft(profile)) return profile
  return E.right({
    crmId: crmId.right,
    userName: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    credentials: { userId: user.userId },
    refTimestamp: now.toZonedDateTimeISO('UTC'),
    refTimestampLtAtHb: now.toZonedDateTimeISO(profile.right.homeBaseTimeZone ?? 'UTC'),
    configuration: { enablings: enablings.right, languageServiceAvailable: user.languageServiceAvailable },
  })
}
