import { deepEqual } from '../shared/deep-equal'
import type { DutyEvent } from './event.codec'
import type { DutyPlan } from './load-duties.use-case'

/**
 * The fresh duty plan, made of the shown plan's own objects wherever they are equal (structural sharing): the shown
 * plan itself when nothing changed, else a plan whose unchanged duties (same id, equal fields and children: the
 * duty at the same place, else the first of its id), roster
 * period and block-month list are the shown ones. The result always equals `fresh` (deepEqual); only the objects
 * differ. The morning open (issue 27) shows the device's copy, then the duty data from the server: a screen that
 * compares by object then draws again only what changed, and nothing at all when the copy was up to date.
 */
export const sharePlan = (shown: DutyPlan, fresh: DutyPlan): DutyPlan => {
  if (shown === fresh) return shown
  const shownById = new Map<string, DutyEvent>()
  for (const event of shown.events) if (!shownById.has(event.id)) shownById.set(event.id, event)
  let sameEvents = shown.events.length === fresh.events.length
  const events = fresh.events.map((event, index) => {
    // The duty at the same place first (a refresh seldom moves duties), else the first shown duty of its id.
    const atPlace = shown.events[index]
    const byId = shownById.get(event.id)
    const kept =
      atPlace !== undefined && atPlace.id === event.id && deepEqual(atPlace, event)
        ? atPlace
        : byId !== undefined && byId !== atPlace && deepEqual(byId, event)
          ? byId
          : event
    if (kept !== shown.events[index]) sameEvents = false
    return kept
  })
  const rosterPeriod = deepEqual(shown.rosterPeriod, fresh.rosterPeriod) ? shown.rosterPeriod : fresh.rosterPeriod
  const blockMonthList = deepEqual(shown.blockMonthList, fresh.blockMonthList) ? shown.blockMonthList : fresh.blockMonthList
  if (sameEvents && rosterPeriod === shown.rosterPeriod && blockMonthList === shown.blockMonthList) return shown
  return { events: sameEvents ? shown.events : events, rosterPeriod, blockMonthList }
}
