import { Temporal } from 'temporal-polyfill'
import type { TravelWarning } from './travel-warnings.rules'

/** One line of the home screen's travel-document warnings: one document problem, its first trip and how many trips it touches. */
export interface TravelWarningGroup {
  /** The warning of the earliest trip of the group (its document, country, trip date and expiry). */
  readonly first: TravelWarning
  /** How many trips (roster events) the same problem touches, the first included. */
  readonly trips: number
}

/** What makes two warnings the same problem: the same kind about the same passport, or the same kind of visa problem for one country. */
const groupKey = (w: TravelWarning): string => {
  switch (w._tag) {
    case 'PassportMissing':
      return w._tag
    case 'PassportExpiresBeforeTrip':
    case 'PassportWithinMargin':
      return `${w._tag}|${w.number}`
    case 'VisaMissing':
      return `${w._tag}|${w.country}`
    case 'VisaExpiresBeforeTrip':
      return `${w._tag}|${w.country}|${w.number}`
  }
}

/**
 * The home screen's summary of `travelWarnings`: one group per document problem (a passport
 * expiring before trips, the same passport too short for the margin, a missing passport, a missing or lapsing
 * visa per country), each with its earliest trip and the number of trips it touches, earliest first. The duty
 * screens show a duty's own warnings in full.
 */
export const travelWarningGroups = (warnings: ReadonlyArray<TravelWarning>): ReadonlyArray<TravelWarningGroup> => {
  const groups = new Map<string, { first: TravelWarning; events: Set<string> }>()
  for (const w of warnings) {
    const key = groupKey(w)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { first: w, events: new Set([w.eventId]) })
    else {
      group.events.add(w.eventId)
      if (Temporal.PlainDate.compare(w.tripDate, group.first.tripDate) < 0) group.first = w
    }
  }
  return [...groups.values()]
    .map((g) => ({ first: g.first, trips: g.events.size }))
    .sort((a, b) => Temporal.PlainDate.compare(a.first.tripDate, b.first.tripDate))
}
