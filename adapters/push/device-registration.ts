import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../core/errors/app-error'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import { findDevice, pushTokenAction, type PushTokenAction } from '../../core/settings/push-token.rules'
import type { SettingsPort } from '../../core/settings/settings.port'
import type { DeviceRegistration, DeviceRegistrationError } from '../../core/platform/push.port'
import type { Preferences } from '../../core/platform/preferences.port'
import type { PushService } from '../../core/platform/push.port'
import { deviceUuid } from './device-uuid'

export interface DeviceRegistrationDeps {
  readonly settings: Pick<SettingsPort, 'loadDevices' | 'registerDevice' | 'deleteDevice' | 'resetBadge'>
  readonly push: PushService
  readonly preferences: Preferences
  /** The name shown in the device list, for example the browser and platform. */
  readonly deviceName: string
  /** A new uuid (`crypto.randomUUID`). */
  readonly newUuid: () => string
}

const failed = (cause: TransportError): DeviceRegistrationError => ({ _tag: 'DeviceRegistrationFailed', cause })

/** The server knows no record of this device (DELETE of an unknown device answers 404): it is unregistered already. */
const alreadyUnregistered = (error: TransportError): boolean => error._tag === 'Http' && error.status === 404

/** The device record calls on the settings port, for this device and the IADP domain. */
export const createDeviceRegistration = (deps: DeviceRegistrationDeps): DeviceRegistration => {
  const uuid = (): string => deviceUuid(deps.preferences, deps.newUuid)

  const token = (subscribe: boolean): TE.TaskEither<never, O.Option<string>> =>
    pipe(
      TE.fromTask(deps.push.currentToken()),
      TE.chain((current) =>
        O.isSome(current) || !subscribe
          ? TE.right(current)
          : TE.fromTask(async () => E.match((): O.Option<string> => O.none, (fresh: string) => O.some(fresh))(await deps.push.subscribe()())),
      ),
    )

  return {
    uuid,
    sync: ({ subscribe }) =>
      pipe(
        TE.Do,
        TE.bind('current', () => token(subscribe)),
        TE.bindW('devices', () => pipe(deps.settings.loadDevices(DEVICE_DOMAIN), TE.mapLeft(failed))),
        TE.map(({ current, devices }) =>
          pushTokenAction({
            stored: findDevice(devices, uuid()),
            currentToken: O.toUndefined(current),
            uuid: uuid(),
            deviceName: deps.deviceName,
          }),
        ),
        TE.chainW((action): TE.TaskEither<DeviceRegistrationError, PushTokenAction> => {
          switch (action._tag) {
            case 'MissingToken':
              return TE.left({ _tag: 'MissingPushToken' })
            case 'UpToDate':
              return TE.right(action)
            case 'UpdateDevice':
              return pipe(
                deps.settings.registerDevice(DEVICE_DOMAIN, action.body),
                TE.bimap(failed, () => action),
              )
          }
        }),
      ),
    // Only a device the server lists is deleted: switching push off on a browser that never registered asks
    // nothing to be deleted (a DELETE answered 404 is a failed request in the browser's console). A 404 all the
    // same (deleted meanwhile on another device's list) is unregistered already.
    unregister: () =>
      pipe(
        deps.settings.loadDevices(DEVICE_DOMAIN),
        TE.chain((devices) => (findDevice(devices, uuid()) === undefined ? TE.right(undefined) : deps.settings.deleteDevice(DEVICE_DOMAIN, uuid()))),
        TE.orElse((error) => (alreadyUnregistered(error) ? TE.right(undefined) : TE.left(error))),
        TE.mapLeft(failed),
      ),
    resetBadge: () => pipe(deps.settings.resetBadge(DEVICE_DOMAIN, uuid()), TE.mapLeft(failed)),
  }
}
