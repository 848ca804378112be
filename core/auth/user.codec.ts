import * as t from 'io-ts'
import { UserConfiguration } from '../access/enabling.codec'
import { CrmId } from '../shared/brands'
import { DateTimeWithOffset } from '../shared/date-time-with-offset.codec'

/** `credentials.userId`: the login identity behind the crew member. */
export const UserCredentials = t.type({ userId: t.string }, 'UserCredentials')
export type UserCredentials = t.TypeOf<typeof UserCredentials>

/**
 * The authorized user, the result of `GET security/authorization` ("result with crmId", SPEC
 * section 7; entity "User": crmId, userName, firstName, lastName, credentials.userId,
 * refTimestamp, refTimestampLtAtHb, configuration).
 *
 * Shape chosen where the spec is open: `crmId` and `userName` are always sent; the rest is
 * optional. `configuration` is the enablings codec of `core/access` (enablings of
 * featureId and value, plus languageServiceAvailable); a user without it has no enablings.
 * `refTimestamp` (the server's reference time) and `refTimestampLtAtHb` (the same instant in
 * home-base local time) are wire date-times with offset.
 */
export const AuthUser = t.intersection(
  [
    t.type({ crmId: CrmId, userName: t.string }),
    t.partial({
      firstName: t.string,
      lastName: t.string,
      credentials: UserCredentials,
      refTimestamp: DateTimeWithOffset,
      refTimestampLtAtHb: DateTimeWithOffset,
      configuration: UserConfiguration,
    }),
  ],
  'AuthUser',
)
export type AuthUser = t.TypeOf<typeof AuthUser>

/** True when both users are the same crew member (SPEC section 4, rule 5 compares identities by crmId). */
export const isSameUser = (a: AuthUser, b: AuthUser): boolean => a.crmId === b.crmId
