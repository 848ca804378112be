import { proxy } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import { session } from '../../app/session.store'
import type { DutyListAnchor } from '../../../core/roster/duty-list.rules'
import type { EventBlocks } from '../../../core/roster/event-blocks.rules'

/** View state of the home screen, kept while the user visits other screens (SPEC section 2: "Scroll position is remembered"). */
export interface HomeViewState {
  /** Whose state this is: another crew member (a new session) starts afresh. */
  crmId: string | undefined
  /** Open / closed duty blocks (core event-blocks rules). */
  blocks: EventBlocks
  /** The calendar shown or hidden: undefined until the user uses the handle (until then the profile's showCalendarAfterLogin applies). */
  calendarOpen: boolean | undefined
  /**
   * The row at the top of the duty list and the pixels of it scrolled past, noted on every scroll (not read at
   * unmount, when the list is already out of the page); undefined before the first visit (then: first duty on
   * or after today, core `dutyListStart`).
   */
  anchor: DutyListAnchor | undefined
  /** The event to scroll to after a calendar click. */
  focusEventId: string | undefined
  /** Narrow screens: the warnings (travel documents, recency) opened from the header (closed after sign-in). */
  travelWarningsOpen: boolean
  /** How many recency warnings home shows (recency-warning.tsx publishes them; the header's count adds them). */
  recencyWarnings: number
}

/** The home screen's state. */
export const homeState = proxy<HomeViewState>({ crmId: undefined, blocks: {}, calendarOpen: undefined, anchor: undefined, focusEventId: undefined, travelWarningsOpen: false, recencyWarnings: 0 })

/** A new session: forget the previous one's view state. */
export const resetHomeState = (crmId: string | undefined): void => {
  homeState.crmId = crmId
  homeState.blocks = {}
  homeState.calendarOpen = undefined
  homeState.anchor = undefined
  homeState.focusEventId = undefined
  homeState.travelWarningsOpen = false
  homeState.recencyWarnings = 0
}

/**
 * Another crew member (a sign-in or a re-authentication as someone else) starts afresh: reset as the session's
 * crmId changes to another crew member (valtio notifies in sync, inside the auth flow's event), never while home
 * renders. A reset during render told home's own snapshot to render again mid-render (React: "Cannot update a
 * component while rendering"). Signed out (no crmId) keeps the state: logout reloads the page anyway (SPEC section
 * 4, rule 7). Also checked once when this module loads, after a sign-in that came before the home screen's code.
 */
const followSession = (crmId: string | undefined): void => {
  if (crmId !== undefined && homeState.crmId !== crmId) resetHomeState(crmId)
}
followSession(session.crmId)
subscribeKey(session, 'crmId', followSession, true)
