import type { Device, DeviceRegistrationBody } from './device.codec'

/** What to do with this device's registration after reading the current push token. */
export type PushTokenAction =
  | { readonly _tag: 'UpToDate' }
  | { readonly _tag: 'UpdateDevice'; readonly body: DeviceRegistrationBody }
  | { readonly _tag: 'MissingToken' }

/** This device's record among the registered devices, by uuid. */
export const findDevice = (devices: ReadonlyArray<Device>, uuid: string): Device | undefined =>
  devices.find((d) => d.uuid === uuid)

/**
 * SPEC section 4, Push token: "If the stored token of this device differs from the current token,
 * the device record is updated." A device without a stored record is registered the same way
 * (`POST /device/{domain}`). No current token is SPEC section 8's "Missing push token (report to
 * admin); shown as a settings error": `MissingToken`.
 */
export const pushTokenAction = (input: {
  readonly stored: Device | undefined
  readonly currentToken: string | undefined
  readonly uuid: string
  readonly deviceName: string
}): PushTokenAction => {
  const token = input.currentToken?.trim() ?? ''
  if (token === '') return { _tag: 'MissingToken' }
  if (input.stored !== undefined && input.stored.deviceToken === token) return { _tag: 'UpToDate' }
  return { _tag: 'UpdateDevice', body: { uuid: input.uuid, deviceName: input.deviceName, deviceToken: token } }
}
