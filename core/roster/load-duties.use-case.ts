import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { RosterPeriod } from './block-month.codec'
import { selectBlockMonth, sortBlockMonths, type BlockMonthRange } from './block-month.rules'
import { sortDuties } from './duty-list.rules'
import type { DutyEvent } from './event.codec'
import type { RosterData } from './roster.codec'
import type { RosterPort } from './roster.port'

/** The duty plan as the home screen shows it: sorted events, sorted block months and the active one. */
export interface DutyPlan {
  readonly events: ReadonlyArray<DutyEvent>
  readonly rosterPeriod: RosterPeriod
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  /** None only when the server sent no block month at all. */
  readonly active: O.Option<BlockMonthRange>
}

export interface LoadDutiesDeps {
  readonly roster: RosterPort
}

export interface LoadDutiesInput {
  readonly crmId: CrmId
  /** The block month the user was looking at, kept when it still exists (SPEC section 4). */
  readonly activeId: O.Option<string>
  readonly now: Temporal.Instant
}

/**
 * Loads the duty data (`GET roster/{crmId}/events`) and prepares it: duties in list order, block
 * months "sorted by start" with UTC day bounds, and the active block month selected by the rule
 * "kept if already set, otherwise the month containing the current date, or else the last one".
 */
export const loadDuties =
  (deps: LoadDutiesDeps) =>
  (input: LoadDutiesInput): TE.TaskEither<TransportError, DutyPlan> => {
    const prepare = (data: RosterData): DutyPlan => {
      const blockMonths = sortBlockMonths(data.blockMonthList)
      return {
        events: sortDuties(data.events),
        rosterPeriod: data.rosterPeriod,
        blockMonths,
        active: selectBlockMonth(blockMonths, input.activeId, input.now),
      }
    }
    return pipe(deps.roster.loadDuties(input.crmId), TE.map(prepare))
  }
