import * as t from 'io-ts'

/** A registered device (SPEC section 3): "uuid, deviceName, deviceToken, domain (IADP)". */
export const Device = t.type(
  { uuid: t.string, deviceName: t.string, deviceToken: t.string, domain: t.string },
  'Device',
)
export type Device = t.TypeOf<typeof Device>

/** Result of `GET /device/{domain}`: the user's devices of that domain. */
export const DeviceList = t.array(Device, 'DeviceList')
export type DeviceList = t.TypeOf<typeof DeviceList>

/** Body of `POST /device/{domain}` (SPEC section 7): "POST body deviceName, deviceToken, uuid". */
export const DeviceRegistrationBody = t.type(
  { deviceName: t.string, deviceToken: t.string, uuid: t.string },
  'DeviceRegistrationBody',
)
export type DeviceRegistrationBody = t.TypeOf<typeof DeviceRegistrationBody>
