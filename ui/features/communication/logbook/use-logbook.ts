import * as E from 'fp-ts/Either'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { PilotFlyingMark } from '../../../../core/logbook/logbook.codec'
import { logbookOptionsOf } from '../../../../core/logbook/logbook-options.rules'
import { logbookView, type LogbookView } from '../../../../core/logbook/logbook-view.rules'
import { loadPilotFlyingMarks, savePilotFlyingMark, withMark, type LoadedMarks } from '../../../../core/logbook/pilot-flying-marks.use-case'
import type { LogbookDeps } from '../../../../core/logbook/sectors.rules'
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

/**
 * Settings → Logbook: the loaded duty plan, the "I flew" marks (server, or this device) and the sun (a chunk of its
 * own), bound to the core logbook rules. Marking a sector saves it at once.
 */
export const useLogbook = (): LogbookModel => {
  const { crmId } = useSession()
  const { profile } = useProfile()
  const duties = useUseCase(SHELL.duties)
  const port = useUseCase(PORTS.logbook)
  const loadDevice = useUseCase(INFRA.logbookDeviceMarks)
  const loadSky = useUseCase(INFRA.logbookSky)
  const clock = useUseCase(INFRA.clock)
  const { plan } = useSnapshot(duties.state)
  const [sky, setSky] = useState<LogbookDeps | undefined>(undefined)
  const [marks, setMarks] = useState<LoadedMarks | undefined>(undefined)
  const [saving, setSaving] = useState<string | undefined>(undefined)
  const [saveFailed, setSaveFailed] = useState(false)
  // The device's marks (encrypted offline cache) load with their adapter's chunk: the screen waits for both.
  const device = useMemo(() => {
    let loaded: ReturnType<typeof loadDevice> | undefined
    return (): ReturnType<typeof loadDevice> => (loaded ??= loadDevice())
  }, [loadDevice])

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
    void device()
      .then((d) => loadPilotFlyingMarks({ port, device: d })(crmId)())
      .then((loaded) => {
        if (live) setMarks(loaded)
      })
    return () => {
      live = false
    }
  }, [crmId, port, device])

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
      void device()
        .then((d) => savePilotFlyingMark({ port, device: d })(crmId, m, marks.home)())
        .then((result) => {
          setSaving(undefined)
          if (E.isLeft(result)) {
            setSaveFailed(true)
            setMarks(marks)
          } else setMarks(result.right)
        })
    },
    [crmId, port, device, marks, saving],
  )
  return { view, home: marks?.home, saving, saveFailed, mark }
}
