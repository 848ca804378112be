import { CREW_MEMBER_ATTRIBUTE_KEYS, type CrewMemberAttributeKey, type CrewMemberCard } from './crew-member.codec'

/** One attribute line of a crew member card, its key being the label's dictionary key. */
export interface CardAttribute {
  readonly key: CrewMemberAttributeKey
  readonly value: string
}

/**
 * The card's attributes to show: only the SPEC section 3 keys (unknown keys are dropped) (ADD_QUALIF, ASSIGNED_RANK, CONTRACT_CODE,
 * CREWCODE, HOMEBASE, PHONE, RANK, SENIORITY, SEX), in that order, blank values left out; when a key
 * comes twice its values are kept in wire order.
 */
export const cardAttributes = (card: CrewMemberCard): ReadonlyArray<CardAttribute> =>
  CREW_MEMBER_ATTRIBUTE_KEYS.flatMap((key) =>
    card.attributes
      .filter((a) => a.key === key && a.value.trim() !== '')
      .map((a) => ({ key, value: a.value.trim() })),
  )
