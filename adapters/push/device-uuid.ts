import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import type { Preferences } from '../../core/platform/preferences.port'

/** This device's uuid, generated once and kept in the device scope (`device:deviceUuid`). */
export const deviceUuid = (preferences: Preferences, newUuid: () => string): string =>
  pipe(
    preferences.device.read('deviceUuid', t.string),
    O.getOrElse(() => {
      const fresh = newUuid()
      preferences.device.write('deviceUuid', t.string, fresh)
      return fresh
    }),
  )
