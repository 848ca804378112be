import type { Either } from 'fp-ts/Either'
import type { PushKind, PushPayload } from '../../core/news/push-payload.codec'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import type { Logger } from '../logger'
import { createFcmSender, type FcmSender } from './fcm.sender'
import type { PushOutcome } from './push-outcome'
import { DEFAULT_PUSH_TIMEOUT_MS, DEFAULT_VAPID_SUBJECT, type PushOptions } from './push.options'
import { pushText } from './push-texts'
import { systemResolve } from './pinned-request'
import { checkPushEndpoint, DEFAULT_PUSH_ENDPOINT_POLICY, redactUrlCredentials, type AllowedEndpoint } from './push-endpoints'
import { loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys'
import { sendWebPush, webSubscriptionOf } from './web-push.sender'

/** One push to a crew member: its distinct id, what it is about, the route a tap opens, a short detail for the text. */
export interface PushRequest {
  readonly id: string
  readonly kind: PushKind
  readonly path: string
  readonly detail: string
}

/** Sends pushes to a crew member's registered devices (SPEC section 7, devices of domain IADP). */
export interface PushNotifier {
  /** The VAPID public key browsers subscribe with (base64url); undefined when push is off. */
  readonly vapidPublicKey: string | undefined
  /**
   * Starts sending `request` to every device of `crmId` and returns at once: the request that caused it
   * never waits for a push service, and nothing it does can fail that request. A subscription the push
   * service reports gone (404/410) is removed; other failures are logged.
   */
  readonly notify: (crmId: string, request: PushRequest) => void
  /** Whether a web push subscription's endpoint is one pushes may go to (registration); Left: why not. */
  readonly checkEndpoint: (endpoint: string) => Either<string, AllowedEndpoint>
  /** Resolves once every push started so far is done (tests; shutdown). */
  readonly idle: () => Promise<void>
}

/** A notifier that sends nothing (PUSH_ENABLED=0). */
export const silentNotifier: PushNotifier = {
  vapidPublicKey: undefined,
  notify: () => undefined,
  checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, DEFAULT_PUSH_ENDPOINT_POLICY),
  idle: () => Promise.resolve(),
}

interface DeviceRow {
  readonly uuid: string
  readonly device_token: string
  readonly language: string | null
  readonly [column: string]: unknown
}

/** Builds the notifier: VAPID keys from the options or stored in the database, FCM only with credentials. */
export const createPushNotifier = async (deps: { readonly db: Db; readonly clock: Clock; readonly logger: Logger }, options: PushOptions = {}): Promise<PushNotifier> => {
  if (options.enabled === false) return silentNotifier
  const { db, logger } = deps
  const vapid: VapidKeys = options.vapid ?? (await loadOrCreateVapidKeys(db, deps.clock.now()))
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS
  const subject = options.subject ?? DEFAULT_VAPID_SUBJECT
  const fcm: FcmSender | undefined = options.fcm === undefined ? undefined : createFcmSender(options.fcm, timeoutMs)
  const running = new Set<Promise<void>>()
  const policy = options.endpoints ?? DEFAULT_PUSH_ENDPOINT_POLICY
  const resolve = options.resolve ?? systemResolve

  const sendTo = async (crmId: string, device: DeviceRow, payload: PushPayload): Promise<void> => {
    const subscription = webSubscriptionOf(device.device_token)
    const outcome: PushOutcome | undefined =
      subscription !== undefined ? await sendWebPush(subscription, payload, { vapid, subject, timeoutMs, policy, resolve }) : await fcm?.send(device.device_token, payload)
    if (outcome === undefined || outcome._tag === 'Sent') return
    if (outcome._tag === 'Failed') {
      logger.warn(`push ${payload.id} to device ${device.uuid} of ${crmId} failed: ${redactUrlCredentials(outcome.reason)}`)
      return
    }
    // Only the token that was sent to: a device that registered a new one meanwhile keeps it.
    await db.query('DELETE FROM devices WHERE crm_id = $1 AND domain = $2 AND uuid = $3 AND device_token = $4', [crmId, DEVICE_DOMAIN, device.uuid, device.device_token])
    logger.info(`push subscription of device ${device.uuid} of ${crmId} is gone (${outcome.status}): removed`)
  }

  const send = async (crmId: string, request: PushRequest): Promise<void> => {
    const devices = await db.query<DeviceRow>(
      `SELECT d.uuid, d.device_token, c.preferred_language AS language FROM devices d
       LEFT JOIN contact_information c ON c.crm_id = d.crm_id WHERE d.crm_id = $1 AND d.domain = $2`,
      [crmId, DEVICE_DOMAIN],
    )
    await Promise.all(
      devices.map((device) => {
        const payload: PushPayload = { id: request.id, kind: request.kind, path: request.path, ...pushText(request.kind, device.language, request.detail) }
        return sendTo(crmId, device, payload)
      }),
    )
  }

  return {
    vapidPublicKey: vapid.publicKey,
    checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, policy),
    notify: (crmId, request) => {
      const task: Promise<void> = send(crmId, request)
        .catch((error: unknown) => logger.error(`push ${request.id} to ${crmId} failed: ${redactUrlCredentials(error instanceof Error ? error.message : String(error))}`))
        .finally(() => running.delete(task))
      running.add(task)
    },
    idle: async () => {
      while (running.size > 0) await Promise.all([...running])
    },
  }
}
