import * as E from 'fp-ts/Either'
import { proxy, ref } from 'valtio'
import type { CheckIn, CheckInConfiguration } from '../../../../core/check-in/check-in.codec'
import type { CheckInFailure, CheckInOutcome, performCheckIn } from '../../../../core/check-in/check-in.use-case'
import type { CheckInZone } from '../../../../core/check-in/device-position.step'
import type { CrmId, LogicalId } from '../../../../core/shared/brands'
import type { TokenType } from '../../../app/tokens'
import type { DETAILS } from '../details.tokens'

/** The check-in view state of the crew member `crmId` for the event `logicalId`. */
export interface CheckInState {
  crmId: string | undefined
  logicalId: string | undefined
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  checkIn: CheckIn | undefined
  /** Held by `ref` (Temporal values). */
  configuration: CheckInConfiguration | undefined
  checkingIn: boolean
  /** The last check-in succeeded (also as ERR_ALREADY_CHECKED_IN). */
  succeeded: boolean
}

const initial = (): CheckInState => ({
  crmId: undefined,
  logicalId: undefined,
  status: 'idle',
  checkIn: undefined,
  configuration: undefined,
  checkingIn: false,
  succeeded: false,
})

/** The one check-in store (valtio). */
export const checkInState: CheckInState = proxy<CheckInState>(initial())

/** Forgets the check-in shown (sign-out, tests). */
export const resetCheckInState = (): void => {
  Object.assign(checkInState, initial())
}

/** What the check-in screen's actions need. */
export interface CheckInDeps {
  readonly loadCheckIn: TokenType<typeof DETAILS.loadCheckIn>
  readonly loadConfiguration: TokenType<typeof DETAILS.loadCheckInConfiguration>
  readonly performCheckIn: ReturnType<typeof performCheckIn>
  /** A load failed: "Could not load check-in configuration." (SPEC section 8). */
  readonly onLoadFailed: () => void
  /** A check-in failed for another reason than ERR_ALREADY_CHECKED_IN (a call, or the device position). */
  readonly onCheckInFailed: (error: CheckInFailure) => void
}

/** Loads the check-in of the crew member `crmId` for `logicalId` and their check-in configuration (its airport). */
export const loadCheckInScreen = async (deps: CheckInDeps, crmId: CrmId, logicalId: LogicalId): Promise<void> => {
  if (checkInState.crmId !== crmId || checkInState.logicalId !== logicalId) Object.assign(checkInState, { ...initial(), crmId, logicalId })
  checkInState.status = checkInState.checkIn === undefined ? 'loading' : checkInState.status
  const [checkIn, configuration] = await Promise.all([deps.loadCheckIn({ crmId, logicalId })(), deps.loadConfiguration(crmId)()])
  if (checkInState.crmId !== crmId || checkInState.logicalId !== logicalId) return
  if (E.isRight(configuration)) checkInState.configuration = ref(configuration.right)
  if (E.isRight(checkIn)) {
    checkInState.checkIn = checkIn.right
    checkInState.status = 'loaded'
  } else if (checkInState.checkIn === undefined) checkInState.status = 'failed'
  if (E.isLeft(checkIn) || E.isLeft(configuration)) deps.onLoadFailed()
}

/**
 * Checks the crew member `crmId` in for `logicalId`. SPEC section 4: "After check-in the data reloads. The error
 * ERR_ALREADY_CHECKED_IN of kind APP data is treated as success and also reloads" (core `performCheckIn`).
 */
export const checkInNow = async (deps: CheckInDeps, crmId: CrmId, logicalId: LogicalId, zone?: CheckInZone): Promise<void> => {
  checkInState.checkingIn = true
  checkInState.succeeded = false
  const result = await deps.performCheckIn(zone === undefined ? { crmId, logicalId } : { crmId, logicalId, zone })()
  if (checkInState.crmId !== crmId || checkInState.logicalId !== logicalId) return
  checkInState.checkingIn = false
  E.match(
    (error: CheckInFailure) => deps.onCheckInFailed(error),
    (outcome: CheckInOutcome) => {
      checkInState.succeeded = true
      if (outcome.reload) void loadCheckInScreen(deps, crmId, logicalId)
    },
  )(result)
}
