import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { DailyRemark } from './remark.codec'
import { openRemark } from './remark.rules'
import type { RemarksPort } from './remark.port'

/** The read keys to store after opening, and the failure of the server-side mark, if any. */
export interface OpenRemarkResult {
  readonly readKeys: ReadonlySet<string>
  readonly markError: O.Option<TransportError>
}

/**
 * Opens a remark: "Opening marks it read" locally (the keys to store under `readRemarkIds`) and, for
 * an unread remark with a related event, on the server by logical id. A failed server mark does not
 * undo the local one; it is returned for the log.
 */
export const openRemarkItem =
  (deps: { readonly port: RemarksPort }) =>
  (input: { readonly crmId: CrmId; readonly remark: DailyRemark; readonly readKeys: ReadonlySet<string> }): T.Task<OpenRemarkResult> => {
    const opened = openRemark(input.remark, input.readKeys)
    if (O.isNone(opened.markRead)) return T.of({ readKeys: opened.readKeys, markError: O.none })
    return pipe(
      deps.port.markRemarkRead(input.crmId, opened.markRead.value),
      TE.match(
        (error) => ({ readKeys: opened.readKeys, markError: O.some(error) }),
        () => ({ readKeys: opened.readKeys, markError: O.none }),
      ),
    )
  }
