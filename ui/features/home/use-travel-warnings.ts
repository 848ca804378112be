import { useEffect } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import type { TravelWarning } from '../../../core/my-data/travel-warnings.rules'
import { useContainer } from '../../app/container-context'
import { useSession } from '../../app/session.store'
import { loadModules } from '../../app/shell-modules'
import { INFRA, SHELL } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { useProfile } from '../../profile/profile-context'
import { afterNextPaint } from './after-next-paint'
import { travelWarningsModule } from './travel-warnings.module'
import { TRAVEL_WARNINGS } from './travel-warnings.tokens'
import { refreshTravelWarnings, travelWarningsState } from './travel-warnings.state'

/**
 * The travel-document warnings of the loaded duty plan, when the crew member may see them (core
 * `canViewTravelWarnings`). The check runs when a screen using it opens (after its first frame is painted) and again
 * when the duty plan changes, so documents fixed in My data show on the next visit.
 */
export const useTravelWarnings = (): ReadonlyArray<TravelWarning> => {
  loadModules(useContainer(), travelWarningsModule)
  const load = useUseCase(TRAVEL_WARNINGS.load)
  const duties = useUseCase(SHELL.duties)
  const clock = useUseCase(INFRA.clock)
  const { crmId, access } = useSession()
  const { profile } = useProfile()
  const { plan } = useSnapshot(duties.state)
  const view = useSnapshot(travelWarningsState)
  const allowed = access.canViewTravelWarnings()
  useEffect(() => {
    const events = duties.state.plan?.events
    if (!allowed || crmId === undefined || events === undefined) return
    const today = clock().toZonedDateTimeISO(Temporal.Now.timeZoneId()).toPlainDate()
    // Once the screen's frame is painted: the check's requests and airport lookup are not made in the task that
    // draws the screen (home's first frame).
    return afterNextPaint(() => void refreshTravelWarnings(load, { crmId, events, rules: profile.display.travelDocuments, today }))
  }, [allowed, crmId, plan, load, duties, clock, profile.display.travelDocuments])
  // `warnings` is held by `ref`: the snapshot gives the same array, and reading it here makes a new answer re-render.
  const warnings = view.warnings as ReadonlyArray<TravelWarning>
  return allowed && view.crmId === crmId ? warnings : []
}
