import * as O from 'fp-ts/Option'
import type { LegCrew, LegCrewMember, OpenPosition } from './leg-crew.codec'

/** Open positions of one rank and how many there are. */
export interface OpenPositionGroup {
  readonly rank: string
  readonly count: number
}

/** One section of the leg's crew members list. */
export type CrewListSection =
  | { readonly kind: 'crew'; readonly members: ReadonlyArray<LegCrewMember> }
  | { readonly kind: 'openPositions'; readonly positions: ReadonlyArray<OpenPositionGroup> }
  | { readonly kind: 'deadheads'; readonly members: ReadonlyArray<LegCrewMember> }
  | { readonly kind: 'deadheadOpenPositions'; readonly positions: ReadonlyArray<OpenPositionGroup> }

/** Open positions "by rank": one group per rank (trimmed), in order of first appearance, with its count. */
export const groupOpenPositions = (positions: ReadonlyArray<OpenPosition>): ReadonlyArray<OpenPositionGroup> => {
  const counts = new Map<string, number>()
  for (const { rank } of positions) counts.set(rank.trim(), (counts.get(rank.trim()) ?? 0) + 1)
  return [...counts].map(([rank, count]) => ({ rank, count }))
}

/**
 * "The crew members list shows crew, open positions (by rank), deadheads and deadhead open positions",
 * in that order. An empty section is left out, so a leg with nobody listed gives `[]`.
 */
export const crewListSections = (legCrew: LegCrew): ReadonlyArray<CrewListSection> => {
  const sections: CrewListSection[] = [
    { kind: 'crew', members: legCrew.crew },
    { kind: 'openPositions', positions: groupOpenPositions(legCrew.openPositions) },
    { kind: 'deadheads', members: legCrew.deadheads },
    { kind: 'deadheadOpenPositions', positions: groupOpenPositions(legCrew.deadheadOpenPositions) },
  ]
  return sections.filter((s) => ('members' in s ? s.members.length : s.positions.length) > 0)
}

/** What the crew part of leg details shows. */
export type LegCrewView =
  | { readonly _tag: 'Loading' }
  | { readonly _tag: 'Failed' }
  | { readonly _tag: 'Loaded'; readonly sections: ReadonlyArray<CrewListSection> }

/** What the crew view depends on: connectivity, what has loaded, and whether the last load failed. */
export interface LegCrewViewInput {
  readonly online: boolean
  /** The crew loaded so far (from the server or the offline cache). */
  readonly legCrew: O.Option<LegCrew>
  /** The last load failed. */
  readonly failed: boolean
}

/**
 * "If offline and nothing has loaded, a loading state shows." Online with nothing loaded it is loading
 * until the load fails; anything loaded is shown even if a later reload fails.
 */
export const legCrewView = (input: LegCrewViewInput): LegCrewView => {
  if (O.isSome(input.legCrew)) return { _tag: 'Loaded', sections: crewListSections(input.legCrew.value) }
  return input.online && input.failed ? { _tag: 'Failed' } : { _tag: 'Loading' }
}

/** The event-remark section of leg details. */
export type EventRemarkSection =
  | { readonly _tag: 'Hidden' }
  | { readonly _tag: 'Remark'; readonly text: string }
  | { readonly _tag: 'NoRemark' }

/**
 * "An event-remark section (only with the remark permission) shows the remark or a no-remark text."
 * `remarkPermitted` is the IDP_EVENT_REMARK feature; a blank remark counts as none.
 */
export const eventRemarkSection = (remarkPermitted: boolean, remark: string | undefined): EventRemarkSection => {
  if (!remarkPermitted) return { _tag: 'Hidden' }
  const text = remark?.trim() ?? ''
  return text === '' ? { _tag: 'NoRemark' } : { _tag: 'Remark', text }
}
