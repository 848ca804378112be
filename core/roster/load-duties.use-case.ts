import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { BlockMonth, RosterPeriod } from './block-month.codec'
import { sortDuties } from './duty-list.rules'
import type { DutyEvent } from './event.codec'
import type { RosterData } from './roster.codec'
import type { RosterPort } from './roster.port'

/**
 * The duty plan as the home screen shows it: sorted events, the roster period and the block months as
 * sent. Which block month is active is not part of it: the block-month machine (`block-month.machine.ts`)
 * sorts the list and keeps the selection, fed with `Loaded` after every load.
 */
export interface DutyPlan {
  readonly events: ReadonlyArray<DutyEvent>
  readonly rosterPeriod: RosterPeriod
  readonly blockMonthList: ReadonlyArray<BlockMonth>
}

export interface LoadDutiesDeps {
  readonly roster: RosterPort
}

export interface LoadDutiesInput {
  readonly crmId: CrmId
}

/** The duty plan of duty data: the duties in list order (the server's answer, or the device's copy of one). */
export const dutyPlanOf = (data: RosterData): DutyPlan => ({ events: sortDuties(data.events), rosterPeriod: data.rosterPeriod, blockMonthList: data.blockMonthList })

/** Loads the duty data (`GET roster/{crmId}/events`) and puts the duties in list order. */
export const loadDuties =
  (deps: LoadDutiesDeps) =>
  (input: LoadDutiesInput): TE.TaskEither<TransportError, DutyPlan> =>
    pipe(
      deps.roster.loadDuties(input.crmId),
      TE.map(dutyPlanOf),
    )
