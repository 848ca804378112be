import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { DateTimeWithOffset } from '../../shared/time.codec'

/**
 * What a family link shows (ours, not the specification's): `whereAndWhen` says per day where the crew member is
 * and when they are back; `busyOrFree` only whether they work and when they are home. Neither ever names a flight,
 * a hotel, a pairing, another crew member, a remark or an absence's kind (core `familyDays`).
 */
export const ShareLevel = t.keyof({ whereAndWhen: null, busyOrFree: null }, 'ShareLevel')
export type ShareLevel = t.TypeOf<typeof ShareLevel>

/** At most this many family links per crew member. */
export const MAX_FAMILY_LINKS = 5
/** A link's name ("Partner", "Parents"): 1 to 40 characters, no control characters, trimmed. */
export const FAMILY_LINK_NAME_MAX = 40

export interface FamilyLinkNameBrand {
  readonly FamilyLinkName: unique symbol
}
/** A link's name as the crew member typed it, trimmed: 1-40 characters without control characters. */
export const FamilyLinkName = t.brand(
  t.string,
  (s): s is t.Branded<string, FamilyLinkNameBrand> => s === s.trim() && s.length >= 1 && [...s].length <= FAMILY_LINK_NAME_MAX && !/\p{Cc}/u.test(s),
  'FamilyLinkName',
)
export type FamilyLinkName = t.TypeOf<typeof FamilyLinkName>

/** `POST rest/pems/family/{crmId}/links`: a new link. */
export const CreateFamilyLinkBody = t.exact(t.type({ name: FamilyLinkName, level: ShareLevel }), 'CreateFamilyLinkBody')
export type CreateFamilyLinkBody = t.TypeOf<typeof CreateFamilyLinkBody>

/** `PUT rest/pems/family/{crmId}/links/{linkId}`: rename a link. */
export const RenameFamilyLinkBody = t.exact(t.type({ name: FamilyLinkName }), 'RenameFamilyLinkBody')
export type RenameFamilyLinkBody = t.TypeOf<typeof RenameFamilyLinkBody>

/** A link as Settings lists it: never its secret path, which is told once, when made or replaced. */
export const FamilyLink = t.intersection(
  [
    t.type({ id: t.string, name: t.string, level: ShareLevel, createdAt: DateTimeWithOffset }),
    t.partial({ lastOpenedAt: DateTimeWithOffset }),
  ],
  'FamilyLink',
)
export type FamilyLink = t.TypeOf<typeof FamilyLink>

export const FamilyLinks = t.type({ links: t.array(FamilyLink) }, 'FamilyLinks')
export type FamilyLinks = t.TypeOf<typeof FamilyLinks>

/** A link just made or replaced: the only answer that holds its path (`/family/<token>`; `.ics` gives the feed). */
export const CreatedFamilyLink = t.type({ link: FamilyLink, path: t.string }, 'CreatedFamilyLink')
export type CreatedFamilyLink = t.TypeOf<typeof CreatedFamilyLink>

/** A typed name as a link name, once trimmed; none when it is not one (the form says why before sending). */
export const familyLinkNameOf = (typed: string): O.Option<FamilyLinkName> => {
  const trimmed = typed.trim()
  return FamilyLinkName.is(trimmed) ? O.some(trimmed) : O.none
}

/** Whether a typed name makes a valid link name once trimmed (the form checks it before sending). */
export const isFamilyLinkName = (typed: string): boolean => O.isSome(familyLinkNameOf(typed))

/** The levels Settings offers under the profile's `familyShareMostShown`: a profile can only take levels away. */
export const offeredShareLevels = (mostShown: ShareLevel): ReadonlyArray<ShareLevel> => (mostShown === 'busyOrFree' ? ['busyOrFree'] : ['whereAndWhen', 'busyOrFree'])
