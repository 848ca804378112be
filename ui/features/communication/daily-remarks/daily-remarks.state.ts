import { proxy, ref } from 'valtio'
import type { DailyRemark, RemarkType } from '../../../../core/remarks/remark.codec'

/** Where a load stands. */
export type RemarksLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** The daily-remarks view state (valtio); core values (Temporal inside) are held by `ref`. */
export interface RemarksViewState {
  status: RemarksLoadStatus
  remarks: ReadonlyArray<DailyRemark>
  /** Keys of the remarks opened on this device (`readRemarkIds`, per crew member). */
  readKeys: ReadonlySet<string>
  loadedFor: string | undefined
  typesStatus: RemarksLoadStatus
  types: ReadonlyArray<RemarkType>
}

const initial = (): RemarksViewState => ({
  status: 'idle',
  remarks: ref([]),
  readKeys: ref(new Set<string>()),
  loadedFor: undefined,
  typesStatus: 'idle',
  types: ref([]),
})

/** The one daily-remarks view state. Read with `useSnapshot`, change through the functions below. */
export const remarksState = proxy<RemarksViewState>(initial())

/** Back to the initial state (logout, tests). */
export const resetRemarksState = (): void => {
  Object.assign(remarksState, initial())
}

/** A load started (the spinner shows only when nothing was loaded for this crew member). */
export const remarksLoading = (crmId: string): void => {
  if (remarksState.loadedFor !== crmId) remarksState.status = 'loading'
}

/** The remarks and the stored read keys arrived. */
export const remarksLoaded = (crmId: string, remarks: ReadonlyArray<DailyRemark>, readKeys: ReadonlySet<string>): void => {
  remarksState.remarks = ref([...remarks])
  remarksState.readKeys = ref(new Set(readKeys))
  remarksState.loadedFor = crmId
  remarksState.status = 'loaded'
}

/** The load failed: the list stays when one was loaded before. */
export const remarksFailed = (crmId: string): void => {
  remarksState.status = remarksState.loadedFor === crmId ? 'loaded' : 'failed'
}

/** "Opening marks it read": the new read keys. */
export const remarksRead = (readKeys: ReadonlySet<string>): void => {
  remarksState.readKeys = ref(new Set(readKeys))
}

/** The remark types of the new-remark form. */
export const remarkTypesLoading = (): void => {
  if (remarksState.typesStatus !== 'loaded') remarksState.typesStatus = 'loading'
}

export const remarkTypesLoaded = (types: ReadonlyArray<RemarkType>): void => {
  remarksState.types = ref([...types])
  remarksState.typesStatus = 'loaded'
}

export const remarkTypesFailed = (): void => {
  if (remarksState.typesStatus !== 'loaded') remarksState.typesStatus = 'failed'
}

/** The new-remark form as typed (the date as the date input's `yyyy-MM-dd` text). */
export interface NewRemarkDraft {
  date: string
  remarkType: string
  comment: string
  /** Fields the user has left or changed: their messages show. */
  touched: { date: boolean; remarkType: boolean; comment: boolean }
  sending: boolean
}

const emptyDraft = (): NewRemarkDraft => ({
  date: '',
  remarkType: '',
  comment: '',
  touched: { date: false, remarkType: false, comment: false },
  sending: false,
})

/** The one new-remark draft (valtio). */
export const newRemarkDraft = proxy<NewRemarkDraft>(emptyDraft())

/** A fresh form (after sending, logout, tests). */
export const resetNewRemarkDraft = (): void => {
  Object.assign(newRemarkDraft, emptyDraft())
}

/** The user changed a field. */
export const editNewRemark = (field: 'date' | 'remarkType' | 'comment', value: string): void => {
  newRemarkDraft[field] = value
  newRemarkDraft.touched[field] = true
}

/** The user left a field. */
export const touchNewRemark = (field: 'date' | 'remarkType' | 'comment'): void => {
  newRemarkDraft.touched[field] = true
}

/** A send started or ended. */
export const setNewRemarkSending = (sending: boolean): void => {
  newRemarkDraft.sending = sending
}
