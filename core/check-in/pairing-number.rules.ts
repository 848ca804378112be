import type { PairingNumberMode } from '../access/profile.codec'

/**
 * What the check-in title shows, in display order: the event (the check-in for an event from an
 * airport), its pairing number, or both.
 */
export type CheckInTitle =
  | { readonly _tag: 'PairingNumberOnly'; readonly pairingNumber: string }
  | { readonly _tag: 'EventAndPairingNumber'; readonly event: string; readonly pairingNumber: string }
  | { readonly _tag: 'EventOnly'; readonly event: string }

/** What the check-in title is built from. */
export interface CheckInTitleInput {
  /** The profile's pairing-number display mode. */
  readonly mode: PairingNumberMode
  /** The event label (check-in for an event from an airport). */
  readonly event: string
  /** The pairing number of the event, when it has one. */
  readonly pairingNumber: string | null
}

/**
 * The pairing-number display modes of SPEC section 4 ("SHOW_ONLY_PAIRING_NUMBER,
 * ADD_PAIRING_NUMBER, NO_PAIRING_NUMBER") and "Check-in for an event from an airport, optionally
 * with a pairing number" (section 2): only the pairing number, the event plus the pairing number,
 * or the event only. Without a (non-blank) pairing number every mode shows the event only.
 */
export const checkInTitle = (input: CheckInTitleInput): CheckInTitle => {
  const pairingNumber = input.pairingNumber?.trim() ?? ''
  if (pairingNumber === '' || input.mode === 'NO_PAIRING_NUMBER') return { _tag: 'EventOnly', event: input.event }
  if (input.mode === 'SHOW_ONLY_PAIRING_NUMBER') return { _tag: 'PairingNumberOnly', pairingNumber }
  return { _tag: 'EventAndPairingNumber', event: input.event, pairingNumber }
}
