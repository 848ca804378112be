import type { DutyEvent } from './event.codec'

/** What a pairing holds, as the app says it ("2 sectors, 1 layover"): its sectors and its hotel layovers. */
export interface PairingCounts {
  readonly sectors: number
  readonly layovers: number
}

/**
 * The counts of a pairing, from its duties: sectors are its flights, positioning flights and ground
 * positionings (LEG, FPR, GPR), layovers its hotel stays (HOT). None for an event that is not a pairing
 * or has no duties: there is nothing to count. The app composes the text with plural forms in each language.
 */
export const pairingCounts = (event: DutyEvent): PairingCounts | undefined => {
  const children = event.events ?? []
  if (event.type !== 'PAR' || children.length === 0) return undefined
  return {
    sectors: children.filter((e) => e.type === 'LEG' || e.type === 'FPR' || e.type === 'GPR').length,
    layovers: children.filter((e) => e.type === 'HOT').length,
  }
}
