import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import type { ConfirmRosterChangeBody, RosterChange } from './roster-change.codec'

/** The warning shown when confirming is not yet possible (SPEC section 8: 'scroll down before confirm'). */
export type ConfirmWarning = 'scrollDownBeforeConfirm'

/** What the confirm rule looks at. `fullSelection` is the profile option `display.rosterChangeFullSelection`. */
export interface SelectionState {
  readonly selected: ReadonlyArray<Temporal.PlainDate>
  readonly fullSelection: boolean
  readonly scrolledToBottom: boolean
}

const contains = (dates: ReadonlyArray<Temporal.PlainDate>, date: Temporal.PlainDate): boolean =>
  dates.some((d) => d.equals(date))

const byDate = (a: Temporal.PlainDate, b: Temporal.PlainDate): number => (a.toString() < b.toString() ? -1 : 1)

/** The dates of the days that can be confirmed, in the order the server sent them. */
export const confirmableDates = (change: RosterChange): ReadonlyArray<Temporal.PlainDate> =>
  change.changes.filter((day) => day.confirmable).map((day) => day.date)

/**
 * The selection when the changes load: every confirmable day in full-selection mode, none otherwise.
 * ("Changes can be selected, then 'confirm selected'"; "In full-selection mode the list must be
 * scrolled to the end before confirming".)
 */
export const initialSelection = (change: RosterChange, fullSelection: boolean): ReadonlyArray<Temporal.PlainDate> =>
  fullSelection ? confirmableDates(change) : []

/**
 * Selects or deselects one day. Only confirmable days can be selected; in full-selection mode the
 * selection is every confirmable day and cannot be changed. The result is sorted by date.
 */
export const toggleSelection = (
  change: RosterChange,
  selection: Pick<SelectionState, 'selected' | 'fullSelection'>,
  date: Temporal.PlainDate,
): ReadonlyArray<Temporal.PlainDate> => {
  if (selection.fullSelection || !contains(confirmableDates(change), date)) return selection.selected
  const next = contains(selection.selected, date)
    ? selection.selected.filter((d) => !d.equals(date))
    : [...selection.selected, date]
  return [...next].sort(byDate)
}

/**
 * SPEC section 4: "Confirm requires a selection. In full-selection mode the list must also be
 * scrolled to the bottom." Otherwise the warning 'scroll down before confirm' (section 8).
 * Right carries the selected dates.
 */
export const checkConfirm = (state: SelectionState): E.Either<ConfirmWarning, ReadonlyArray<Temporal.PlainDate>> => {
  if (state.selected.length === 0) return E.left('scrollDownBeforeConfirm')
  if (state.fullSelection && !state.scrolledToBottom) return E.left('scrollDownBeforeConfirm')
  return E.right(state.selected)
}

/** The confirm body: the roster change id and the selected dates (SPEC section 7: "body id and changes (list of dates)"). */
export const confirmBody = (change: RosterChange, selected: ReadonlyArray<Temporal.PlainDate>): ConfirmRosterChangeBody => ({
  id: change.id,
  changes: [...selected],
})
