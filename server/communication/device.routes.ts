import * as E from 'fp-ts/Either'
import { DeviceList, DeviceRegistrationBody, type Device } from '../../core/settings/device.codec'
import { validateText } from '../../core/shared/validation/text.rules'
import type { Queryable } from '../db/db'
import { ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { fieldErrorMessage, type FieldError } from '../my-data/validation-message'
import { webSubscriptionOf } from '../push/web-push.sender'
import { checkDomain, COMMUNICATION } from './communication.http'

/** The most devices a crew member keeps per domain: a registration beyond it replaces the one registered longest ago. */
export const MAX_DEVICES_PER_CREW_MEMBER = 20

/** Whether a web push endpoint may be pushed to (the notifier's policy, `push/push-endpoints.ts`); Left: why not. */
type EndpointCheck = (endpoint: string) => E.Either<string, unknown>

/** A device uuid: it travels in paths, so letters, digits and `. _ : -` only, at most 128. */
const UUID = /^[A-Za-z0-9._:-]{1,128}$/
/** A native push token (FCM, APNs): letters, digits and `. _ : -`, at most 4096. */
const TOKEN = /^[A-Za-z0-9._:-]{1,4096}$/
const DEVICE_NAME_MAX = 100

/**
 * A device registration: the name passes the shared text rule (SPEC section 5, at most 100
 * characters); uuid and token are plain identifiers. Right: the registration with the name normalised.
 */
export const checkRegistration = (body: DeviceRegistrationBody, checkEndpoint: EndpointCheck): E.Either<FieldError | string, DeviceRegistrationBody> => {
  const name = validateText(body.deviceName, { required: true, max: DEVICE_NAME_MAX })
  if (E.isLeft(name)) return E.left({ path: 'deviceName', error: name.left })
  if (!UUID.test(body.uuid)) return E.left('uuid: letters, digits and . _ : - only, at most 128 characters')
  if (TOKEN.test(body.deviceToken)) return E.right({ ...body, deviceName: name.right })
  const subscription = body.deviceToken.length <= 4096 ? webSubscriptionOf(body.deviceToken) : undefined
  if (subscription === undefined) {
    return E.left('deviceToken: a push token (letters, digits and . _ : -) or a Web Push subscription (JSON with endpoint and keys), at most 4096 characters')
  }
  const endpoint = checkEndpoint(subscription.endpoint)
  if (E.isLeft(endpoint)) return E.left(`deviceToken: ${endpoint.left} (only https on port 443 to a known push service)`)
  return E.right({ ...body, deviceName: name.right })
}

const listDevices = async (db: Queryable, crmId: string, domain: string): Promise<ReadonlyArray<Device>> => {
  const rows = await db.query<{ uuid: string; device_name: string; device_token: string; domain: string }>(
    'SELECT uuid, device_name, device_token, domain FROM devices WHERE crm_id = $1 AND domain = $2 ORDER BY device_name, uuid',
    [crmId, domain],
  )
  return rows.map((r) => ({ uuid: r.uuid, deviceName: r.device_name, deviceToken: r.device_token, domain: r.domain }))
}

const notFound = (): Reply => failure(404, ERR.notFound, 'No such device of this crew member')

/**
 * The device calls of SPEC section 7 under `/api/communication/v2` (SPEC section 3: "Device: uuid,
 * deviceName, deviceToken, domain (IADP)"), for the signed-in crew member's own devices only:
 * `GET /device/{domain}` (core `DeviceList`), `POST /device/{domain}` (core `DeviceRegistrationBody`;
 * a known uuid gets its name and token updated: SPEC section 4, "If the stored token of this device
 * differs from the current token, the device record is updated"), `DELETE /device/{domain}/{uuid}`
 * and `PUT /device/resetBadge/{domain}/{uuid}` (an unknown or another crew member's device is 404).
 */
export const deviceRoutes: RouteModule = ({ db, push }) => [
  sessionRoute('GET', `${COMMUNICATION}/device/{domain}`, async (ctx) => {
    const domain = checkDomain(ctx.params.domain, 'path')
    if (E.isLeft(domain)) return domain.left
    return ok(DeviceList, [...(await listDevices(db, ctx.session.crmId, domain.right))])
  }),
  sessionRoute('POST', `${COMMUNICATION}/device/{domain}`, async (ctx) => {
    const domain = checkDomain(ctx.params.domain, 'path')
    if (E.isLeft(domain)) return domain.left
    const body = ctx.body.json(DeviceRegistrationBody)
    if (E.isLeft(body)) return body.left
    const checked = checkRegistration(body.right, push.checkEndpoint)
    if (E.isLeft(checked)) {
      const reason = typeof checked.left === 'string' ? checked.left : fieldErrorMessage(checked.left)
      return failure(400, ERR.invalidBody, `Invalid request body: ${reason}`)
    }
    const d = checked.right
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO devices (crm_id, domain, uuid, device_name, device_token, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (crm_id, domain, uuid) DO UPDATE SET device_name = EXCLUDED.device_name, device_token = EXCLUDED.device_token,
           updated_at = EXCLUDED.updated_at, registration_seq = nextval('device_registration_seq')`,
        [ctx.session.crmId, domain.right, d.uuid, d.deviceName, d.deviceToken, ctx.now.toString()],
      )
      // At most MAX_DEVICES_PER_CREW_MEMBER: the ones registered (or renewed) longest ago make room.
      await tx.query(
        `DELETE FROM devices WHERE crm_id = $1 AND domain = $2 AND uuid IN (
           SELECT uuid FROM devices WHERE crm_id = $1 AND domain = $2 ORDER BY registration_seq DESC OFFSET $3)`,
        [ctx.session.crmId, domain.right, MAX_DEVICES_PER_CREW_MEMBER],
      )
    })
    return okEmpty()
  }),
  sessionRoute('DELETE', `${COMMUNICATION}/device/{domain}/{uuid}`, async (ctx) => {
    const rows = await db.query('DELETE FROM devices WHERE crm_id = $1 AND domain = $2 AND uuid = $3 RETURNING uuid', [ctx.session.crmId, ctx.params.domain, ctx.params.uuid])
    return rows.length === 0 ? notFound() : okEmpty()
  }),
  sessionRoute('PUT', `${COMMUNICATION}/device/resetBadge/{domain}/{uuid}`, async (ctx) => {
    const rows = await db.query('UPDATE devices SET badge = 0, updated_at = $4 WHERE crm_id = $1 AND domain = $2 AND uuid = $3 RETURNING uuid', [
      ctx.session.crmId,
      ctx.params.domain,
      ctx.params.uuid,
      ctx.now.toString(),
    ])
    return rows.length === 0 ? notFound() : okEmpty()
  }),
]
