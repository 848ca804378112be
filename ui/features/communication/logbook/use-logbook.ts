import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { PilotFlyingMarks, type PilotFlyingMark } from '../../../../core/logbook/logbook.codec'
import { logbookOptionsOf } from '../../../../core/logbook/logbook-options.rules'
import type { LogbookDeviceMarks } from '../../../../core/logbook/logbook.port'
import { logbookView, type LogbookView } from '../../../../core/logbook/logbook-view.rules'
import { loadPilotFlyingMarks, savePilotFlyingMark, withMark, type LoadedMarks } from '../../../../core/logbook/pilot-flying-marks.use-case'
import type { LogbookDeps } from '../../../../core/logbook/sectors.rules'
import type { Preferences } from '../../../../core/platform/preferences.port'
import { useSession } from '../../../app/session.store'
import { INFRA, PORTS, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useProfile } from '../../../profile/profile-context'

export interface LogbookModel {
  /** undefined while the roster, the marks or the sun are loading. */
  readonly view: LogbookView | undefined
  readonly home: LoadedMarks['home'] | undefined
  readonly saving: string | undefined
  readonly saveFailed: boolean
  readonly mark: (mark: PilotFlyingMark) => void
}

const deviceMarksOf = (preferences: Preferences): LogbookDeviceMarks => ({
  read: (crmId) => O.getOrElse((): PilotFlyingMarks => [])(preferences.forUser(crmId).read('logbookMarks', PilotFlyingMarks)),
  write: (crmId, marks) => void preferences.forUser(crmId).write('logbookMarks', t.array(t.type({ eventId: t.string, pilotFlying: t.boolean })), marks),
})

/**
 * Settings → Logbook: the loaded duty plan, the "I flew" marks (server, or this device) and the sun (a chunk of its
 * own), bound to the core logbook rules. Marking a sector saves it at once.
 */
export const useLogbook = (): LogbookModel => {
  const { crmId } = useSession()
  const { profile } = useProfile()
  const duties = useUseCase(SHELL.duties)
  const port = useUseCase(PORTS.logbook)
  const preferences = useUseCase(INFRA.preferences)
  const loadSky = useUseCase(INFRA.logbookSky)
  const clock = useUseCase(INFRA.clock)
  const { plan } = useSnapshot(duties.state)
  const [sky, setSky] = useState<LogbookDeps | undefined>(undefined)
  const [marks, setMarks] = useState<LoadedMarks | undefined>(undefined)
  const [saving, setSaving] = useState<string | undefined>(undefined)
  const [saveFailed, setSaveFailed] = useState(false)
  const deps = useMemo(() => ({ port, device: deviceMarksOf(preferences) }), [port, preferences])

  useEffect(() => {
    if (duties.state.status === 'idle' || duties.state.status === 'failed') void duties.load()
  }, [duties])
  useEffect(() => {
    let live = true
    void loadSky().then((loaded) => {
      if (live) setSky(loaded)
    })
    return () => {
      live = false
    }
  }, [loadSky])
  useEffect(() => {
    if (crmId === undefined) return
    let live = true
    void loadPilotFlyingMarks(deps)(crmId)().then((loaded) => {
      if (live) setMarks(loaded)
    })
    return () => {
      live = false
    }
  }, [crmId, deps])

  const events = duties.state.plan?.events
  const view = useMemo(
    () => (sky === undefined || marks === undefined || events === undefined ? undefined : logbookView(sky, logbookOptionsOf(profile.display), events, marks.marks, clock())),
    // `plan` changes whenever the events do.
    [sky, marks, plan, profile.display, clock],
  )

  const mark = useCallback(
    (m: PilotFlyingMark) => {
      if (crmId === undefined || marks === undefined || saving !== undefined) return
      setSaving(m.eventId)
      setSaveFailed(false)
      // Shown at once; put back as it was if the save fails.
      setMarks({ ...marks, marks: withMark(marks.marks, m) })
      void savePilotFlyingMark(deps)(crmId, m, marks.home)().then((result) => {
        setSaving(undefined)
        if (E.isLeft(result)) {
          setSaveFailed(true)
          setMarks(marks)
        } else setMarks(result.right)
      })
    },
    [crmId, deps, marks, saving],
  )
  return { view, home: marks?.home, saving, saveFailed, mark }
}
