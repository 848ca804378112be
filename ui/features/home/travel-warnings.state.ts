import * as E from 'fp-ts/Either'
import { proxy, ref } from 'valtio'
import type { LoadTravelWarningsInput, loadTravelWarnings } from '../../../core/my-data/load-travel-warnings.use-case'
import type { TravelWarning } from '../../../core/my-data/travel-warnings.rules'

/** The warnings of the signed-in crew member's duty plan, shared by home and the duty screens. */
export interface TravelWarningsView {
  /** Whose warnings these are: another crew member's session shows none until its own check ran. */
  crmId: string | undefined
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** Held by `ref` (Temporal dates inside). */
  warnings: ReadonlyArray<TravelWarning>
}

export const travelWarningsState = proxy<TravelWarningsView>({ crmId: undefined, status: 'idle', warnings: ref([]) })

let latest = 0

/**
 * Runs the check and keeps its answer; an answer arriving after a newer run started is dropped. A failed check
 * (documents or airport table not loaded, offline) keeps the last warnings of the same crew member: they are
 * informative, and the next visit tries again.
 */
export const refreshTravelWarnings = async (load: ReturnType<typeof loadTravelWarnings>, input: LoadTravelWarningsInput): Promise<void> => {
  const run = ++latest
  if (travelWarningsState.crmId !== input.crmId) {
    travelWarningsState.crmId = input.crmId
    travelWarningsState.warnings = ref([])
  }
  travelWarningsState.status = 'loading'
  // A port that throws (a test's port without this call) counts as a failed check, like a Left.
  const result = await Promise.resolve()
    .then(() => load(input)())
    .catch((e: unknown) => E.left(e))
  if (run !== latest) return
  if (E.isRight(result)) {
    travelWarningsState.warnings = ref(result.right)
    travelWarningsState.status = 'loaded'
  } else travelWarningsState.status = 'failed'
}

/** Signed out (tests): forget everything. */
export const resetTravelWarnings = (): void => {
  latest += 1
  travelWarningsState.crmId = undefined
  travelWarningsState.status = 'idle'
  travelWarningsState.warnings = ref([])
}
