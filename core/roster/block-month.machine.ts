import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import type { BlockMonth } from './block-month.codec'
import { nextBlockMonth, previousBlockMonth, selectBlockMonth, sortBlockMonths, type BlockMonthRange } from './block-month.rules'

/** The block-month selection: the sorted list and the active block month's id. */
export interface BlockMonthState {
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  readonly activeId: O.Option<string>
}

/** What happens to the selection: the roster loaded, an arrow or swipe, or a direct choice (summary switch). */
export type BlockMonthEvent =
  | { readonly _tag: 'Loaded'; readonly blockMonthList: ReadonlyArray<BlockMonth>; readonly now: Temporal.Instant }
  | { readonly _tag: 'Previous' }
  | { readonly _tag: 'Next' }
  | { readonly _tag: 'Choose'; readonly id: string }

/** Effects as data: the active block month changed, so the calendar redraws for it. */
export type BlockMonthEffect = { readonly _tag: 'ActiveChanged'; readonly blockMonth: BlockMonthRange }

/** The state before any roster has loaded. */
export const initialBlockMonthState: BlockMonthState = { blockMonths: [], activeId: O.none }

const activate = (state: BlockMonthState, target: O.Option<BlockMonthRange>) =>
  pipe(
    target,
    O.match(
      () => ({ state, effects: [] as ReadonlyArray<BlockMonthEffect> }),
      (blockMonth) => ({
        state: { ...state, activeId: O.some(blockMonth.id) },
        effects: O.exists((id: string) => id === blockMonth.id)(state.activeId)
          ? []
          : [{ _tag: 'ActiveChanged', blockMonth } as const],
      }),
    ),
  )

/**
 * SPEC section 4, Block month selection: on load the list is sorted and widened to UTC days and "the
 * active block month is kept if already set. Otherwise it is the month containing the current date,
 * or else the last one"; "Previous/next moves one step and stops at the ends" (no change, no effect).
 */
export const blockMonthReducer = (
  state: BlockMonthState,
  event: BlockMonthEvent,
): { readonly state: BlockMonthState; readonly effects: ReadonlyArray<BlockMonthEffect> } => {
  switch (event._tag) {
    case 'Loaded': {
      const blockMonths = sortBlockMonths(event.blockMonthList)
      const selected = selectBlockMonth(blockMonths, state.activeId, event.now)
      return O.isNone(selected)
        ? { state: { blockMonths, activeId: O.none }, effects: [] }
        : activate({ blockMonths, activeId: state.activeId }, selected)
    }
    case 'Previous':
      return activate(state, pipe(state.activeId, O.chain((id) => previousBlockMonth(state.blockMonths, id))))
    case 'Next':
      return activate(state, pipe(state.activeId, O.chain((id) => nextBlockMonth(state.blockMonths, id))))
    case 'Choose':
      return activate(state, O.fromNullable(state.blockMonths.find((bm) => bm.id === event.id)))
  }
}
