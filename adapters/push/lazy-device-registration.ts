import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { DeviceRegistration, DeviceRegistrationError } from '../../core/platform/push.port'
import { loadOnce } from '../shared/load-once'

/** The module could not be fetched: to the caller, the registration failed as on a network failure. */
const moduleUnavailable = (cause: unknown): DeviceRegistrationError => ({
  _tag: 'DeviceRegistrationFailed',
  cause: { _tag: 'Network', request: { method: 'GET', url: 'app module' }, message: cause instanceof Error ? cause.message : String(cause), timedOut: false },
})

/**
 * The device record calls (device-registration.ts) loaded on the first one: only the notification settings and a
 * native push-token refresh make them, never the roster. `uuid` answers at once (device-uuid.ts). A module that
 * cannot be fetched answers `DeviceRegistrationFailed` with a network failure, and the next call fetches it again.
 */
export const lazyDeviceRegistration = (load: () => Promise<DeviceRegistration>, uuid: () => string): DeviceRegistration => {
  const registration = loadOnce(load)
  const call =
    <A>(run: (r: DeviceRegistration) => TE.TaskEither<DeviceRegistrationError, A>): TE.TaskEither<DeviceRegistrationError, A> =>
    () =>
      registration().then(
        (r) => run(r)(),
        (cause: unknown) => E.left(moduleUnavailable(cause)),
      )
  return {
    uuid,
    sync: (options) => call((r) => r.sync(options)),
    unregister: () => call((r) => r.unregister()),
    resetBadge: () => call((r) => r.resetBadge()),
  }
}
