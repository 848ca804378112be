import * as t from 'io-ts'
import { StoredInstant } from '../shared/time.codec'
import { ChangeHistory } from './change-history.codec'

/**
 * The newest page of the change history as kept on the device (the encrypted offline cache) for reading offline:
 * the page as the server sent it and when it was loaded.
 */
export const KeptHistory = t.type({ fetchedAt: StoredInstant, history: ChangeHistory }, 'KeptHistory')
export type KeptHistory = t.TypeOf<typeof KeptHistory>

/** The cache key of a crew member's kept history. */
export const keptHistoryKey = (crmId: string): string => `change-history ${crmId}`
