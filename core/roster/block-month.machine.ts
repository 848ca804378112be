import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import type { BlockMonth } from './block-month.codec'
import { nextBlockMonth, previousBlockMonth, selectBlockMonth, sortBlockMonths, type BlockMonthRange } from './block-month.rules'

/**
 * The block-month selection, the one place it is kept: the sorted list and the active block month.
 * The home calendar, the summary's switch and the reload after a confirmation all read and move it here.
 */
export interface BlockMonthState {
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  /** None before a roster has loaded or when the server sent no block month. */
  readonly active: O.Option<BlockMonthRange>
}

/**
 * What happens to the selection: the roster loaded (or reloaded), an arrow or swipe, a direct choice
 * (the summary's switch passes the block month itself).
 */
export type BlockMonthEvent =
  | { readonly _tag: 'Loaded'; readonly blockMonthList: ReadonlyArray<BlockMonth>; readonly now: Temporal.Instant }
  | { readonly _tag: 'Previous' }
  | { readonly _tag: 'Next' }
  | { readonly _tag: 'Choose'; readonly blockMonth: BlockMonthRange }

/** Effects as data: the active block month changed, so the calendar redraws for it. */
export type BlockMonthEffect = { readonly _tag: 'ActiveChanged'; readonly blockMonth: BlockMonthRange }

/** The state before any roster has loaded. */
export const initialBlockMonthState: BlockMonthState = { blockMonths: [], active: O.none }

const activeIdOf = (state: BlockMonthState): O.Option<string> => O.map((bm: BlockMonthRange) => bm.id)(state.active)

const unchanged = (state: BlockMonthState) => ({ state, effects: [] as ReadonlyArray<BlockMonthEffect> })

/** Makes `target` active; the effect only when the active id changes (a reload's fresh copy of it is silent). */
const activate = (state: BlockMonthState, target: O.Option<BlockMonthRange>) =>
  pipe(
    target,
    O.match(
      () => unchanged(state),
      (blockMonth) =>
        O.exists((bm: BlockMonthRange) => bm === blockMonth)(state.active)
          ? unchanged(state)
          : {
              state: { ...state, active: O.some(blockMonth) },
              effects: O.exists((id: string) => id === blockMonth.id)(activeIdOf(state)) ? [] : [{ _tag: 'ActiveChanged', blockMonth } as const],
            },
    ),
  )

/**
 * SPEC section 4, Block month selection: on load the list is sorted and widened to UTC days and "the
 * active block month is kept if already set. Otherwise it is the month containing the current date,
 * or else the last one"; "Previous/next moves one step and stops at the ends" (no change, no effect).
 * `Choose` activates the block month it carries when it is one of the list (same id); any other is ignored.
 */
export const blockMonthReducer = (
  state: BlockMonthState,
  event: BlockMonthEvent,
): { readonly state: BlockMonthState; readonly effects: ReadonlyArray<BlockMonthEffect> } => {
  switch (event._tag) {
    case 'Loaded': {
      const blockMonths = sortBlockMonths(event.blockMonthList)
      const selected = selectBlockMonth(blockMonths, activeIdOf(state), event.now)
      return O.isNone(selected)
        ? { state: { blockMonths, active: O.none }, effects: [] }
        : activate({ blockMonths, active: state.active }, selected)
    }
    case 'Previous':
      return activate(state, pipe(activeIdOf(state), O.chain((id) => previousBlockMonth(state.blockMonths, id))))
    case 'Next':
      return activate(state, pipe(activeIdOf(state), O.chain((id) => nextBlockMonth(state.blockMonths, id))))
    case 'Choose':
      return activate(state, O.fromPredicate((bm: BlockMonthRange) => state.blockMonths.some((listed) => listed.id === bm.id))(event.blockMonth))
  }
}
