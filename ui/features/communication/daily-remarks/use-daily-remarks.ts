import { remarkKey } from '../../../../core/remarks/remark.rules'
import { rememberIds } from '../../../../core/shared/remembered-ids.rules'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio'
import { countsAsOffline } from '../../../../core/errors/catalogue.rules'
import type { DailyRemark, RemarkType } from '../../../../core/remarks/remark.codec'
import type { DutyPlan } from '../../../../core/roster/load-duties.use-case'
import { useServiceError } from '../../../app/error-channel'
import { useSession } from '../../../app/session.store'
import { INFRA, SHELL } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { COMMUNICATION } from '../communication.tokens'
import {
  remarksFailed,
  remarksLoaded,
  remarksLoading,
  remarksRead,
  remarksState,
  remarkTypesFailed,
  remarkTypesLoaded,
  remarkTypesLoading,
  type RemarksLoadStatus,
} from './daily-remarks.state'
import { remarksQuery } from './daily-remarks.view-model'

const ReadKeys = t.array(t.string)

/** What the daily-remarks screens read and do. */
export interface DailyRemarksModel {
  readonly status: RemarksLoadStatus
  readonly remarks: ReadonlyArray<DailyRemark>
  readonly readKeys: ReadonlySet<string>
  readonly typesStatus: RemarksLoadStatus
  readonly types: ReadonlyArray<RemarkType>
  /** The duty plan (roster period for the new remark's date bounds), once loaded. */
  readonly plan: DutyPlan | undefined
  /** Loads the remarks of the duty plan's period ('Could not load Daily Remarks.' on failure). */
  readonly reload: () => void
  /** Loads the remark types; `report`: show 'Could not load Remark Types.' on failure. */
  readonly loadTypes: (report: boolean) => void
  /** "Opening marks it read" (stored per crew member under `readRemarkIds`). */
  readonly open: (remark: DailyRemark) => void
}

/**
 * The daily-remarks data hook over the core use cases. The period comes from the shell's duty plan
 * (loaded when it is not yet); the read keys from the per-crew-member preferences.
 */
export const useDailyRemarks = (): DailyRemarksModel => {
  const loadRemarks = useUseCase(COMMUNICATION.loadRemarks)
  const loadRemarkTypes = useUseCase(COMMUNICATION.loadRemarkTypes)
  const openRemarkItem = useUseCase(COMMUNICATION.openRemarkItem)
  const duties = useUseCase(SHELL.duties)
  const preferences = useUseCase(INFRA.preferences)
  const log = useUseCase(INFRA.log)
  const { showMessage } = useServiceError()
  const { crmId } = useSession()
  const snap = useSnapshot(remarksState, { sync: true })
  const dutiesSnap = useSnapshot(duties.state)

  const reload = useCallback(() => {
    if (crmId === undefined) return
    remarksLoading(crmId)
    const withPlan = duties.state.plan === undefined ? duties.load() : Promise.resolve()
    void withPlan.then(async () => {
      const plan = duties.state.plan
      if (plan === undefined) return remarksFailed(crmId)
      const result = await loadRemarks({ crmId, query: remarksQuery(plan, duties.state.selection.blockMonths) })()
      if (E.isLeft(result)) {
        // SPEC section 8: "No dialog is shown ... for persisted requests when offline".
        if (!countsAsOffline(result.left.cause)) showMessage(result.left.messageKey)
        return remarksFailed(crmId)
      }
      const mine = preferences.forUser(crmId)
      const stored = O.getOrElse((): ReadonlyArray<string> => [])(mine.read('readRemarkIds', ReadKeys))
      remarksLoaded(crmId, result.right, new Set(stored))
      // SPEC section 9's stored keys: the remarks shown.
      mine.write('shownRemarkIds', ReadKeys, [...rememberIds(O.getOrElse((): ReadonlyArray<string> => [])(mine.read('shownRemarkIds', ReadKeys)), result.right.map(remarkKey))])
    })
  }, [crmId, duties, loadRemarks, preferences, showMessage])

  const loadTypes = useCallback(
    (report: boolean) => {
      if (crmId === undefined) return
      remarkTypesLoading()
      void loadRemarkTypes(crmId)().then((result) => {
        if (E.isRight(result)) return remarkTypesLoaded(result.right)
        if (report && !countsAsOffline(result.left.cause)) showMessage(result.left.messageKey)
        remarkTypesFailed()
      })
    },
    [crmId, loadRemarkTypes, showMessage],
  )

  const open = useCallback(
    (remark: DailyRemark) => {
      if (crmId === undefined) return
      void openRemarkItem({ crmId, remark, readKeys: remarksState.readKeys })().then((result) => {
        preferences.forUser(crmId).write('readRemarkIds', ReadKeys, [...result.readKeys])
        remarksRead(result.readKeys)
        if (O.isSome(result.markError)) log.log('WARNING', `daily remark not marked read on the server: ${result.markError.value._tag}`)
      })
    },
    [crmId, openRemarkItem, preferences, log],
  )

  return {
    status: snap.status,
    remarks: snap.remarks as ReadonlyArray<DailyRemark>,
    readKeys: snap.readKeys as ReadonlySet<string>,
    typesStatus: snap.typesStatus,
    types: snap.types as ReadonlyArray<RemarkType>,
    plan: dutiesSnap.plan as DutyPlan | undefined,
    reload,
    loadTypes,
    open,
  }
}
