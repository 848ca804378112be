import { proxy, ref } from 'valtio'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { BasicDataType, MyData } from '../../../core/my-data/my-data.codec'

/** Where the loaded my-data bundle is. */
export type MyDataLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** What the last write did, for the confirmation line on the list. */
export type MyDataNotice = 'saved' | 'deleted'

/**
 * The view state of the my-data screens: the loaded bundle parts, the load status and error, and the
 * last write's notice. Wire values (with Temporal dates) are kept as valtio `ref`s, never proxied.
 */
export interface MyDataViewState {
  status: MyDataLoadStatus
  /** The parts loaded so far (`GET user/{crmId}/basicdata` answers only the requested types). */
  data: MyData
  loadedTypes: ReadonlyArray<BasicDataType>
  loadError: MyDataError | undefined
  notice: MyDataNotice | undefined
  /** The entry whose delete awaits the Yes/No answer (its list key). */
  pendingDelete: string | undefined
  deleting: boolean
  /** A refused or failed delete: "Last remaining entry cannot be deleted", or the server's error. */
  deleteError: MyDataError | undefined
}

const initial = (): MyDataViewState => ({
  status: 'idle',
  data: ref<MyData>({}),
  loadedTypes: [],
  loadError: undefined,
  notice: undefined,
  pendingDelete: undefined,
  deleting: false,
  deleteError: undefined,
})

/** The one my-data view state (read with `useSnapshot`, changed only through the functions below). */
export const myDataState = proxy<MyDataViewState>(initial())

/** Back to nothing loaded (sign-out, tests). */
export const resetMyDataState = (): void => {
  Object.assign(myDataState, initial())
}

/** A load of `types` started; what is already shown stays until the answer. */
export const loadStarted = (): void => {
  myDataState.status = 'loading'
  myDataState.loadError = undefined
}

/** A load answered: its parts replace the same parts of the bundle. */
export const loadSucceeded = (types: ReadonlyArray<BasicDataType>, data: MyData): void => {
  const merged: MyData = { ...myDataState.data }
  // The parts are independent optional lists keyed by type; written through one record view.
  const target = merged as Partial<Record<BasicDataType, unknown>>
  for (const type of types) {
    if (data[type] === undefined) delete target[type]
    else target[type] = data[type]
  }
  myDataState.data = ref(merged)
  myDataState.loadedTypes = [...new Set([...myDataState.loadedTypes, ...types])]
  myDataState.status = 'loaded'
}

/** A load failed ("Failed my-data load ... show the error from the server"). */
export const loadFailed = (error: MyDataError): void => {
  myDataState.loadError = ref(error)
  myDataState.status = 'failed'
}

/** Whether every part of `types` has been loaded at least once. */
export const hasLoaded = (state: Pick<MyDataViewState, 'loadedTypes'>, types: ReadonlyArray<BasicDataType>): boolean =>
  types.every((t) => state.loadedTypes.includes(t))

/** Shows (or clears) the confirmation of the last write. */
export const setNotice = (notice: MyDataNotice | undefined): void => {
  myDataState.notice = notice
}

/** Delete pressed on an entry: ask Yes/No. */
export const askDelete = (key: string): void => {
  myDataState.pendingDelete = key
  myDataState.deleteError = undefined
}

/** No: keep the entry. */
export const cancelDelete = (): void => {
  myDataState.pendingDelete = undefined
}

/** Yes: the delete call runs. */
export const deleteStarted = (): void => {
  myDataState.pendingDelete = undefined
  myDataState.deleting = true
  myDataState.notice = undefined
}

/** The delete call answered: refused or failed with `error`, or done. */
export const deleteEnded = (error: MyDataError | undefined): void => {
  myDataState.deleting = false
  myDataState.deleteError = error === undefined ? undefined : ref(error)
  myDataState.notice = error === undefined ? 'deleted' : undefined
}

/** Leaving a list: its delete error and the last write's notice are not shown again. */
export const clearListStatus = (): void => {
  myDataState.notice = undefined
  myDataState.deleteError = undefined
  myDataState.pendingDelete = undefined
}
