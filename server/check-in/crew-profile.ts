import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { FeatureEnabling } from '../../core/access/enabling.codec'
import { decodeWith } from '../../core/shared/decode'
import type { Queryable } from '../db/db'
import { UserProfileData } from '../security/user.repo'

/** The zone used when a user row names no home-base zone. */
export const FALLBACK_ZONE = 'UTC'

/** What the check-in, roster-change and remark calls need to know about the signed-in crew member. */
export interface CrewProfile {
  /** IANA zone of the home base (`Europe/Paris` for CDG): "today" and duty days are calendar days there. */
  readonly zone: string
  /** The configuration enablings (SPEC section 6), decoded; none when the row holds none. */
  readonly enablings: ReadonlyArray<FeatureEnabling>
}

/** The crew member's home-base zone and enablings, from the users row (stored JSON decoded, not cast). */
export const crewProfileOf = async (db: Queryable, crmId: string): Promise<CrewProfile> => {
  const rows = await db.query<{ profile: unknown; enablings: unknown }>('SELECT profile, enablings FROM users WHERE crm_id = $1', [crmId])
  const profile = decodeWith(UserProfileData)(rows[0]?.profile ?? {})
  const enablings = decodeWith(t.array(FeatureEnabling))(rows[0]?.enablings ?? [])
  return {
    zone: E.isRight(profile) ? (profile.right.homeBaseTimeZone ?? FALLBACK_ZONE) : FALLBACK_ZONE,
    enablings: E.isRight(enablings) ? enablings.right : [],
  }
}

/** The calendar day of an instant in a zone. */
export const dayIn = (instant: Temporal.Instant, zone: string): Temporal.PlainDate => instant.toZonedDateTimeISO(zone).toPlainDate()
