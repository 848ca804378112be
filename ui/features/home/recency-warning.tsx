import * as O from 'fp-ts/Option'
import { useEffect, useMemo, useState } from 'react'
import type { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import { routeFor } from '../../../core/access/route-paths'
import type { PilotFlyingMarks } from '../../../core/logbook/logbook.codec'
import { logbookOptionsOf } from '../../../core/logbook/logbook-options.rules'
import { loadPilotFlyingMarks } from '../../../core/logbook/pilot-flying-marks.use-case'
import { homeRecencyWarnings } from '../../../core/logbook/recency-warnings.rules'
import type { Recency, RenewingSector } from '../../../core/logbook/recency.rules'
import type { LogbookDeps } from '../../../core/logbook/sectors.rules'
import { formatDate } from '../../../core/roster/date-format.rules'
import { useSession } from '../../app/session.store'
import { INFRA, PORTS, SHELL } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { homeState } from './home.state'
import { WarningsFrame } from './warnings-frame'

/**
 * Home's recency warning (issue 29), loaded after the roster's first view (recency-warning-on-demand.tsx): the
 * recencies lapsing within 14 days (core `homeRecencyWarnings`), from the duty plan, the "I flew" marks (server, else
 * this device) and the sun, with a link to the logbook. Informative, like the travel-document warnings, and shown
 * as they are: in the calendar column on wide screens, behind the header's warnings button on narrow ones (`visible`);
 * the count is published either way (home.state.ts `recencyWarnings`).
 */
export const RecencyWarning = ({ visible, id }: { readonly visible: boolean; readonly id?: string }) => {
  const { LL, language } = useI18n()
  const { crmId, online, showingCopy, status } = useSession()
  const { profile } = useProfile()
  const duties = useUseCase(SHELL.duties)
  const port = useUseCase(PORTS.logbook)
  const loadDevice = useUseCase(INFRA.logbookDeviceMarks)
  const loadSky = useUseCase(INFRA.logbookSky)
  const clock = useUseCase(INFRA.clock)
  const { plan } = useSnapshot(duties.state)
  const [inputs, setInputs] = useState<{ readonly sky: LogbookDeps; readonly marks: PilotFlyingMarks } | undefined>(undefined)

  useEffect(() => {
    // Only for the authorized session's own crew member: not while the device's copy is on screen (the session is not
    // validated yet) nor during a re-authentication (another user may be signing in over the expired session, whose
    // crmId the screens still hold). Offline, this device's marks without asking the server.
    if (crmId === undefined || showingCopy || status !== 'AUTHORIZED') return undefined
    let live = true
    // A port that throws counts as no marks from the server: the device's (the warning is informative).
    const marks = loadDevice().then((device) =>
      online
        ? Promise.resolve()
            .then(() => loadPilotFlyingMarks({ port, device })(crmId)())
            .then((loaded) => loaded.marks)
            .catch(() => device.read(crmId)())
        : device.read(crmId)(),
    )
    void Promise.all([loadSky(), marks])
      .then(([sky, m]) => {
        if (live) setInputs({ sky, marks: m })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [crmId, online, showingCopy, status, port, loadDevice, loadSky])

  const events = duties.state.plan?.events
  const warnings = useMemo(
    (): ReadonlyArray<Recency> =>
      inputs === undefined || events === undefined ? [] : homeRecencyWarnings(inputs.sky, logbookOptionsOf(profile.display), events, inputs.marks, clock()),
    // `plan` changes whenever the events do.
    [inputs, plan, profile.display, clock],
  )
  // The header's warnings count (narrow screens) adds these; none once this part is gone.
  useEffect(() => {
    homeState.recencyWarnings = warnings.length
    return () => {
      homeState.recencyWarnings = 0
    }
  }, [warnings.length])
  if (warnings.length === 0 || !visible) return null
  const T = LL.logbook.homeWarning
  // The logbook's dates are UTC ones, in the airline's date format (as the travel-document warnings).
  const day = (instant: Temporal.Instant): string => formatDate(instant.toZonedDateTimeISO('UTC').toPlainDate(), profile.display.dateFormats.DATE, language)
  const lineOf = (r: Recency): string => {
    const counts = { kind: LL.logbook.recencyKinds[r.kind](), type: r.aircraftType, count: String(Math.min(r.takeOffs, r.landings)), required: String(r.required) }
    const head = O.match(
      () => T.lapsed(counts),
      (at: Temporal.Instant) => T.lapses({ ...counts, date: day(at) }),
    )(r.lapsesAt)
    return head + O.match(() => '', (s: RenewingSector) => T.renew({ flight: s.flightNumber, date: day(s.offBlock) }))(r.renewedBy)
  }
  return (
    <WarningsFrame
      title={T.title()}
      lines={warnings.map((r) => ({ key: `${r.aircraftType}-${r.kind}`, text: lineOf(r) }))}
      link={{ href: routeFor.logbook(), text: T.link() }}
      compact
      screenOnly
      id={id}
    />
  )
}
