import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { useCallback, useEffect, useMemo } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import { myDataActionsOf, type MyDataActions, type MyDataMode } from '../../../core/access/feature-access.rules'
import type { MyDataEntity, MyDataError } from '../../../core/my-data/my-data-error'
import type { BasicDataCreateBody, BasicDataDeleteBody, BasicDataType, BasicDataUpdateBody, MyData } from '../../../core/my-data/my-data.codec'
import type { NatKey } from '../../../core/my-data/natural-key.codec'
import { useSession } from '../../app/session.store'
import { INFRA } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { MY_DATA } from './my-data.tokens'
import { hasLoaded, loadFailed, loadStarted, loadSucceeded, myDataState, type MyDataLoadStatus } from './my-data.state'

/** What a my-data screen reads: the loaded parts, the load's state, the user's mode and actions, the online flag. */
export interface MyDataScreen {
  readonly status: MyDataLoadStatus
  /** Whether every part the screen needs has been loaded (then it is shown, even while reloading). */
  readonly loaded: boolean
  readonly data: MyData
  readonly loadError: MyDataError | undefined
  readonly reload: () => Promise<void>
  /** "owner ... Edit enabled gives add, delete and submit. View only gives read-only lists." */
  readonly mode: MyDataMode
  readonly actions: MyDataActions
  readonly online: boolean
}

/** Loads the parts `types` of the bundle when the screen opens (again on every visit) and reads them from the view state. */
export const useMyData = (types: ReadonlyArray<BasicDataType>): MyDataScreen => {
  const load = useUseCase(MY_DATA.load)
  const { crmId, access, online } = useSession()
  const snap = useSnapshot(myDataState)
  const key = types.join(',')
  // The parts are identified by their key: a new array holding the same parts does not reload.
  const parts = useMemo(() => types, [key])
  const reload = useCallback(async () => {
    if (crmId === undefined) return
    loadStarted()
    const result = await load({ crmId, types: parts })()
    if (E.isLeft(result)) loadFailed(result.left)
    else loadSucceeded(parts, result.right)
  }, [load, crmId, parts])
  useEffect(() => {
    void reload()
  }, [reload])
  const mode = access.myDataMode()
  // `data` and `loadError` are held by `ref`: the snapshot tracks them, the state gives them with their own types.
  const data = snap.data === undefined ? {} : myDataState.data
  const loadError = snap.loadError === undefined ? undefined : myDataState.loadError
  return { status: snap.status, loaded: hasLoaded(snap, types), data, loadError, reload, mode, actions: myDataActionsOf(mode), online }
}

/** The my-data writes of a screen, each resolving to the failure or `undefined` on success. */
export interface MyDataWrites {
  readonly create: (entity: MyDataEntity, body: BasicDataCreateBody) => Promise<MyDataError | undefined>
  readonly update: (entity: MyDataEntity, body: BasicDataUpdateBody) => Promise<MyDataError | undefined>
  readonly remove: (entity: MyDataEntity, body: BasicDataDeleteBody) => Promise<MyDataError | undefined>
}

const outcome = async (task: TE.TaskEither<MyDataError, void>): Promise<MyDataError | undefined> => {
  const result = await task()
  return E.isLeft(result) ? result.left : undefined
}

/** The create, update and delete use cases for the signed-in crew member. */
export const useMyDataWrites = (): MyDataWrites => {
  const create = useUseCase(MY_DATA.create)
  const update = useUseCase(MY_DATA.update)
  const remove = useUseCase(MY_DATA.remove)
  const { crmId } = useSession()
  // Signed-in screens always have a crew member; without one (signed out meanwhile) nothing is sent.
  const signedOut = (operation: 'create' | 'update' | 'delete', entity: MyDataEntity): Promise<MyDataError> =>
    Promise.resolve({ _tag: 'MyDataWriteFailed', operation, entity, cause: { _tag: 'SessionExpired', request: { method: '', url: '' }, status: 401 } })
  return {
    create: (entity, body) => (crmId === undefined ? signedOut('create', entity) : outcome(create({ crmId, entity, body }))),
    update: (entity, body) => (crmId === undefined ? signedOut('update', entity) : outcome(update({ crmId, entity, body }))),
    remove: (entity, body) => (crmId === undefined ? signedOut('delete', entity) : outcome(remove({ crmId, entity, body }))),
  }
}

/**
 * The Delete of a list screen: deletes the entry of `dataType` by its natural key and, when the server agreed,
 * reloads the screen's parts. Resolves to the failure (shown by the list) or `undefined`.
 */
export const useRemoveEntry = (
  screen: MyDataScreen,
  entity: MyDataEntity,
  dataType: BasicDataDeleteBody['dataType'],
): ((entry: { readonly natKey: NatKey }) => Promise<MyDataError | undefined>) => {
  const writes = useMyDataWrites()
  return async (entry) => {
    const error = await writes.remove(entity, { dataType, natKey: entry.natKey })
    if (error === undefined) await screen.reload()
    return error
  }
}

/** The user's current date ("one Clock"), in the device's time zone. */
export const useToday = (): Temporal.PlainDate => {
  const clock = useUseCase(INFRA.clock)
  return clock().toZonedDateTimeISO(Temporal.Now.timeZoneId()).toPlainDate()
}
