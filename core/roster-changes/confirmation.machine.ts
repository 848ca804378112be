import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../errors/app-error'
import {
  confirmOutcomeDialog,
  loadFailureDialog,
  type ConfirmOutcome,
  type RosterChangeDialog,
} from './confirm-outcome.rules'
import type {
  ConfirmRosterChangeBody,
  ConfirmRosterChangeResult,
  RosterChange,
  RosterChangeNavigationState,
} from './roster-change.codec'
import { checkConfirm, confirmBody, initialSelection, toggleSelection, type ConfirmWarning } from './selection.rules'

/** Screen status of the roster-change confirmation. */
/** 'queued': the confirmation was made offline and waits in the outbox; the screen shows where it is. */
export type ConfirmationStatus = 'loading' | 'loadFailed' | 'ready' | 'confirming' | 'queued' | 'reporting' | 'left'

/** State of the roster-change confirmation screen (SPEC section 2, "Roster-change confirmation"). */
export interface ConfirmationState {
  readonly status: ConfirmationStatus
  readonly navigation: RosterChangeNavigationState
  readonly fullSelection: boolean
  readonly change: O.Option<RosterChange>
  readonly selected: ReadonlyArray<Temporal.PlainDate>
  readonly scrolledToBottom: boolean
  readonly dialog: O.Option<RosterChangeDialog>
  /** Where closing the dialog leads (after a reported confirm outcome). */
  readonly afterDialog: O.Option<ConfirmationEffect>
}

/** Inputs of the machine: user intents and call results (`ConfirmFinished` comes from `confirmRosterChanges`). */
export type ConfirmationEvent =
  | { readonly _tag: 'Loaded'; readonly change: RosterChange }
  | { readonly _tag: 'LoadFailed'; readonly error: TransportError }
  | { readonly _tag: 'Reload' }
  | { readonly _tag: 'Toggle'; readonly date: Temporal.PlainDate }
  /** The end of the list is visible (also when the whole list fits on the screen). */
  | { readonly _tag: 'ScrolledToBottom' }
  | { readonly _tag: 'Confirm' }
  | { readonly _tag: 'ConfirmFinished'; readonly outcome: ConfirmOutcome }
  /** The confirmation was kept in the outbox instead of sent (offline, or behind earlier waiting actions). */
  | { readonly _tag: 'ConfirmQueued' }
  | { readonly _tag: 'DialogClosed' }
  | { readonly _tag: 'Back' }

/** Side effects as data; the UI runs them. */
export type ConfirmationEffect =
  | { readonly _tag: 'FetchRosterChanges' }
  | { readonly _tag: 'PostConfirmation'; readonly body: ConfirmRosterChangeBody }
  | { readonly _tag: 'ShowWarning'; readonly key: ConfirmWarning }
  | { readonly _tag: 'ReturnTo'; readonly path: string; readonly loadDuties: O.Option<ConfirmRosterChangeResult> }
  | { readonly _tag: 'GoBack' }

/** One step of the machine. */
export interface ConfirmationStep {
  readonly state: ConfirmationState
  readonly effects: ReadonlyArray<ConfirmationEffect>
}

const stay = (state: ConfirmationState): ConfirmationStep => ({ state, effects: [] })

/** Opens the screen: loading, with the fetch effect. `fullSelection` is `display.rosterChangeFullSelection`. */
export const startConfirmation = (navigation: RosterChangeNavigationState, fullSelection: boolean): ConfirmationStep => ({
  state: {
    status: 'loading',
    navigation,
    fullSelection,
    change: O.none,
    selected: [],
    scrolledToBottom: false,
    dialog: O.none,
    afterDialog: O.none,
  },
  effects: [{ _tag: 'FetchRosterChanges' }],
})

const reportOutcome = (state: ConfirmationState, outcome: ConfirmOutcome): ConfirmationStep => {
  const returnTo = (loadDuties: O.Option<ConfirmRosterChangeResult>): ConfirmationEffect => ({
    _tag: 'ReturnTo',
    path: state.navigation.redirectTo,
    loadDuties,
  })
  const exit = returnTo(outcome._tag === 'Failed' ? O.none : O.some(outcome.result))
  const dialog = confirmOutcomeDialog(outcome)
  if (O.isNone(dialog)) return { state: { ...state, status: 'left' }, effects: [exit] }
  return { state: { ...state, status: 'reporting', dialog, afterDialog: O.some(exit) }, effects: [] }
}

const confirm = (state: ConfirmationState): ConfirmationStep => {
  if (state.status !== 'ready' || O.isNone(state.change)) return stay(state)
  const change = state.change.value
  return E.match(
    (key: ConfirmWarning): ConfirmationStep => ({ state, effects: [{ _tag: 'ShowWarning', key }] }),
    (dates: ReadonlyArray<Temporal.PlainDate>): ConfirmationStep => ({
      state: { ...state, status: 'confirming' },
      effects: [{ _tag: 'PostConfirmation', body: confirmBody(change, dates) }],
    }),
  )(checkConfirm(state))
}

/**
 * The roster-change confirmation reducer (SPEC sections 2, 4 and 8):
 * - "Confirm requires a selection. In full-selection mode the list must also be scrolled to the
 *   bottom", else the warning 'scroll down before confirm';
 * - "On confirm it returns to redirectTo with loadDuties, otherwise goes back";
 * - a failed or partly failed confirmation shows its dialog, then returns (with loadDuties only
 *   when something was confirmed);
 * - a load failure shows the info dialog with a reload button; closing it goes back.
 */
export const confirmationReducer = (state: ConfirmationState, event: ConfirmationEvent): ConfirmationStep => {
  switch (event._tag) {
    case 'Loaded':
      if (state.status !== 'loading') return stay(state)
      return stay({
        ...state,
        status: 'ready',
        change: O.some(event.change),
        selected: initialSelection(event.change, state.fullSelection),
        scrolledToBottom: false,
      })
    case 'LoadFailed':
      if (state.status !== 'loading') return stay(state)
      return stay({ ...state, status: 'loadFailed', dialog: O.some(loadFailureDialog(event.error)) })
    case 'Reload':
      if (state.status !== 'loadFailed') return stay(state)
      return { state: { ...state, status: 'loading', dialog: O.none }, effects: [{ _tag: 'FetchRosterChanges' }] }
    case 'Toggle':
      if (state.status !== 'ready' || O.isNone(state.change)) return stay(state)
      return stay({ ...state, selected: toggleSelection(state.change.value, state, event.date) })
    case 'ScrolledToBottom':
      return stay({ ...state, scrolledToBottom: true })
    case 'Confirm':
      return confirm(state)
    case 'ConfirmFinished':
      if (state.status !== 'confirming') return stay(state)
      return reportOutcome(state, event.outcome)
    case 'ConfirmQueued':
      return state.status === 'confirming' ? stay({ ...state, status: 'queued' }) : stay(state)
    case 'DialogClosed':
      if (state.status === 'loadFailed') return { state: { ...state, status: 'left', dialog: O.none }, effects: [{ _tag: 'GoBack' }] }
      if (state.status !== 'reporting') return stay(state)
      return {
        state: { ...state, status: 'left', dialog: O.none, afterDialog: O.none },
        effects: O.isSome(state.afterDialog) ? [state.afterDialog.value] : [],
      }
    case 'Back':
      if (state.status === 'confirming' || state.status === 'left') return stay(state)
      return { state: { ...state, status: 'left', dialog: O.none }, effects: [{ _tag: 'GoBack' }] }
  }
}
