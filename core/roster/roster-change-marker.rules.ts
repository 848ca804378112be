import type { DisplayOptions } from '../access/profile.codec'
import { ownValue } from '../shared/own-key'
import type { DutyEvent } from './event.codec'

/** The kinds of change a duty can carry, as the marker names them. */
export const ROSTER_CHANGE_KINDS = ['NEW', 'CHANGED', 'DELETED', 'OTHER'] as const
/** One kind of roster change. */
export type RosterChangeKind = (typeof ROSTER_CHANGE_KINDS)[number]

/**
 * Wire values of `rosterChangeType` by kind. SPEC section 3 lists the field ("rosterChangeType
 * (list)") without its values; these are the names a scheduling system sends. Matching is
 * case-insensitive; any other non-empty value is a change of kind OTHER, so no change goes unmarked.
 */
const WIRE_KINDS: Readonly<Record<string, RosterChangeKind>> = {
  NEW: 'NEW',
  ADDED: 'NEW',
  INSERTED: 'NEW',
  CHANGED: 'CHANGED',
  MODIFIED: 'CHANGED',
  UPDATED: 'CHANGED',
  TIME: 'CHANGED',
  DELETED: 'DELETED',
  REMOVED: 'DELETED',
  CANCELLED: 'DELETED',
}

/** The kind a wire value names; none for a blank value. */
export const rosterChangeKindOf = (wire: string): RosterChangeKind | undefined => {
  const key = wire.trim().toUpperCase()
  return key === '' ? undefined : (ownValue(WIRE_KINDS, key) ?? 'OTHER')
}

const kindsOf = (event: DutyEvent): ReadonlyArray<RosterChangeKind> => [
  ...(event.rosterChangeType ?? []).flatMap((wire) => rosterChangeKindOf(wire) ?? []),
  ...(event.events ?? []).flatMap(kindsOf),
]

/**
 * The roster-change marker of a duty (SPEC section 3, `rosterChangeType`; section 6, the "roster
 * changes" display option): the kinds of change of the event and, for a pairing, of its children,
 * each once, in ROSTER_CHANGE_KINDS order. Empty when the profile's `showRosterChanges` is off or
 * nothing changed: then no marker shows.
 */
export const rosterChangeMarker = (
  event: DutyEvent,
  display: Pick<DisplayOptions, 'showRosterChanges'>,
): ReadonlyArray<RosterChangeKind> => {
  if (!display.showRosterChanges) return []
  const kinds = new Set(kindsOf(event))
  return ROSTER_CHANGE_KINDS.filter((kind) => kinds.has(kind))
}
