import * as O from 'fp-ts/Option'
import type { CrmId } from '../shared/brands'
import { STILL_OPENING, type AuthStatus } from './auth.state'

/**
 * Instant open (issue 27, decision 1): a page opened on a session left open on this device shows the device's own
 * copy of the roster (and the crew member it belongs to) at once, while the security configuration, the validation,
 * the authorization and the duty data are asked; the fresh roster then replaces it. This machine decides whether the
 * copy may be on the screen; the shell shows and takes it off as its effects say.
 *
 * - Only a page that started with a session stored on this device waits for a copy; any other never shows one.
 * - While the flow is online on its way to the session (`STILL_OPENING`), or authorized as the copy's crew member, the
 *   copy shows. Any other status (validation failed, the session ended elsewhere, a login screen, logout) and being
 *   offline before the authorization (the offline sign-in asks for the password) take it off at once, for good.
 * - A user other than the copy's (another crmId authorized, SPEC section 4 rule 5) takes it off at once; a copy read
 *   after that user is known is never shown.
 * - The fresh roster on the screen ends the copy (nothing is taken off: the fresh one is in its place).
 */

export { STILL_OPENING } from './auth.state'

/** What the copy's fate depends on: the auth machine's status, the crmId it authorized (if any), the online flag. */
export interface FlowView {
  readonly status: AuthStatus
  readonly authorized: O.Option<CrmId>
  readonly online: boolean
}

/** Whose copy it is. */
export interface CopyOwner {
  readonly crmId: CrmId
}

/** Why the copy is not (or no longer) on the screen. */
export type CopyOffReason = 'NoStoredSession' | 'NoCopy' | 'SessionGone' | 'UserChanged' | 'Replaced'

export type DeviceCopyState<C extends CopyOwner> =
  /** A session was stored at start; the copy is being read, and what the flow said so far is kept. */
  | { readonly _tag: 'Reading'; readonly flow: FlowView }
  | { readonly _tag: 'Showing'; readonly copy: C }
  | { readonly _tag: 'Off'; readonly reason: CopyOffReason }

export type DeviceCopyEvent<C extends CopyOwner> =
  /** The device's copy was read (none: no kept key, nothing stored, unreadable). */
  | { readonly _tag: 'CopyRead'; readonly copy: O.Option<C> }
  /** The auth machine moved, or the connectivity changed. */
  | { readonly _tag: 'AuthMoved'; readonly flow: FlowView }
  /** The fresh roster is on the screen. */
  | { readonly _tag: 'FreshShown' }

export type DeviceCopyEffect<C extends CopyOwner> = { readonly _tag: 'Show'; readonly copy: C } | { readonly _tag: 'TakeOff' }

export interface DeviceCopyStep<C extends CopyOwner> {
  readonly state: DeviceCopyState<C>
  readonly effects: ReadonlyArray<DeviceCopyEffect<C>>
}

/** The state a page starts in: reading the copy when a session was stored on this device, else off for good. */
export const initialDeviceCopyState = <C extends CopyOwner>(sessionStoredAtStart: boolean): DeviceCopyState<C> =>
  sessionStoredAtStart ? { _tag: 'Reading', flow: { status: 'INIT', authorized: O.none, online: true } } : { _tag: 'Off', reason: 'NoStoredSession' }

/**
 * Whether the flow still allows the copy of `owner`: online and on its way to the session, or authorized as the same
 * crew member. Offline the page signs in offline with the password (SPEC section 4), so no copy shows before it.
 */
export const copyAllowed = (owner: CrmId, flow: FlowView): 'yes' | 'SessionGone' | 'UserChanged' => {
  if (O.isSome(flow.authorized) && flow.authorized.value !== owner) return 'UserChanged'
  if (flow.online && STILL_OPENING.includes(flow.status)) return 'yes'
  return flow.status === 'AUTHORIZED' && O.isSome(flow.authorized) ? 'yes' : 'SessionGone'
}

const off = <C extends CopyOwner>(reason: CopyOffReason, effects: ReadonlyArray<DeviceCopyEffect<C>> = []): DeviceCopyStep<C> => ({
  state: { _tag: 'Off', reason },
  effects,
})

export const reduceDeviceCopy = <C extends CopyOwner>(state: DeviceCopyState<C>, event: DeviceCopyEvent<C>): DeviceCopyStep<C> => {
  switch (state._tag) {
    case 'Off':
      return { state, effects: [] }
    case 'Reading':
      switch (event._tag) {
        case 'AuthMoved':
          return { state: { _tag: 'Reading', flow: event.flow }, effects: [] }
        case 'FreshShown':
          return off('Replaced')
        case 'CopyRead': {
          if (O.isNone(event.copy)) return off('NoCopy')
          const verdict = copyAllowed(event.copy.value.crmId, state.flow)
          if (verdict !== 'yes') return off(verdict)
          return { state: { _tag: 'Showing', copy: event.copy.value }, effects: [{ _tag: 'Show', copy: event.copy.value }] }
        }
      }
      break
    case 'Showing':
      switch (event._tag) {
        case 'CopyRead':
          return { state, effects: [] }
        case 'FreshShown':
          return off('Replaced')
        case 'AuthMoved': {
          const verdict = copyAllowed(state.copy.crmId, event.flow)
          return verdict === 'yes' ? { state, effects: [] } : off(verdict, [{ _tag: 'TakeOff' }])
        }
      }
  }
  return { state, effects: [] }
}
