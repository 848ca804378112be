import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CacheError } from '../platform/encrypted-cache.port'
import type { CrmId } from '../shared/brands'
import type { PilotFlyingMark, PilotFlyingMarks } from './logbook.codec'
import type { LogbookDeviceMarks, LogbookPort } from './logbook.port'
import { isMarksEndpointMissing } from './sectors.rules'

export interface MarksDeps {
  readonly port: LogbookPort
  readonly device: LogbookDeviceMarks
}

/**
 * Where the marks are kept: on the server; on this device only, because the backend has no such endpoint (404/501,
 * the screen says so); or the device's copy of the server's, because the server could not be reached.
 */
export type MarksHome = 'server' | 'deviceOnly' | 'deviceCopy'

export interface LoadedMarks {
  readonly marks: PilotFlyingMarks
  readonly home: MarksHome
}

/** One mark into a list of marks: replaces the leg's mark, else adds it. */
export const withMark = (marks: PilotFlyingMarks, mark: PilotFlyingMark): PilotFlyingMarks => [...marks.filter((m) => m.eventId !== mark.eventId), mark]

/**
 * The crew member's marks: the server's (copied to the device), else the device's, saying which. Never fails: a
 * copy the device cannot keep (cache locked) leaves the server's marks shown all the same.
 */
export const loadPilotFlyingMarks =
  (deps: MarksDeps) =>
  (crmId: CrmId): T.Task<LoadedMarks> =>
    pipe(
      deps.port.loadMarks(crmId),
      T.chain(
        E.match(
          (error): T.Task<LoadedMarks> =>
            pipe(
              deps.device.read(crmId),
              T.map((marks): LoadedMarks => ({ marks, home: isMarksEndpointMissing(error) ? 'deviceOnly' : 'deviceCopy' })),
            ),
          (marks): T.Task<LoadedMarks> =>
            pipe(
              deps.device.write(crmId, marks),
              T.map((): LoadedMarks => ({ marks, home: 'server' })),
            ),
        ),
      ),
    )

/**
 * Saves one mark: on the server (and its answer on the device), or on the device only when the backend has no such
 * endpoint (known from the load, `home`, or learnt from this answer); a device that cannot keep it (cache locked or
 * full) is then the error. Any other failure of the server is the error: nothing kept.
 */
export const savePilotFlyingMark =
  (deps: MarksDeps) =>
  (crmId: CrmId, mark: PilotFlyingMark, home: MarksHome): TE.TaskEither<TransportError | CacheError, LoadedMarks> => {
    const onDevice: TE.TaskEither<CacheError, LoadedMarks> = pipe(
      TE.fromTask(deps.device.read(crmId)),
      TE.map((kept) => withMark(kept, mark)),
      TE.chain((marks) =>
        pipe(
          deps.device.write(crmId, marks),
          TE.map((): LoadedMarks => ({ marks, home: 'deviceOnly' })),
        ),
      ),
    )
    if (home === 'deviceOnly') return onDevice
    return pipe(
      deps.port.saveMark(crmId, mark),
      TE.chainTaskK((marks) =>
        pipe(
          deps.device.write(crmId, marks),
          T.map((): LoadedMarks => ({ marks, home: 'server' })),
        ),
      ),
      TE.orElseW((error): TE.TaskEither<TransportError | CacheError, LoadedMarks> => (isMarksEndpointMissing(error) ? onDevice : TE.left(error))),
    )
  }
