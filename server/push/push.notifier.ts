import type { Either } from 'fp-ts/Either'
import type { PushPayload } from '../../core/news/push-payload.codec'
import type { Clock } from '../clock'
import type { Db, Queryable } from '../db/db'
import type { Logger } from '../logger'
import { createFcmSender, type FcmSender } from './fcm.sender'
import type { PushOutcome } from './push-outcome'
import { DEFAULT_PUSH_TIMEOUT_MS, DEFAULT_VAPID_SUBJECT, type PushOptions } from './push.options'
import { pushText } from './push-texts'
import { systemResolve } from './pinned-request'
import { checkPushEndpoint, DEFAULT_PUSH_ENDPOINT_POLICY, type AllowedEndpoint } from './push-endpoints'
import { startPushDelivery } from './push-delivery'
import { enqueuePush, type OutboxRow, type PushRequest } from './push-outbox.repo'
import { loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys'
import { sendWebPush, webSubscriptionOf } from './web-push.sender'

export type { PushRequest } from './push-outbox.repo'

/** Sends pushes to a crew member's registered devices (SPEC section 7, devices of domain IADP) through the push outbox. */
export interface PushNotifier {
  /** The VAPID public key browsers subscribe with (base64url); undefined when push is off. */
  readonly vapidPublicKey: string | undefined
  /**
   * Writes `request` for every device of each of `crmIds` into the push outbox, in `tx`: call it inside the
   * transaction of the write that causes the push, so the push exists exactly when the write does. Any server
   * process then delivers it (`push-delivery.ts`); the request that caused it never waits for a push service.
   */
  readonly enqueue: (tx: Queryable, crmIds: ReadonlyArray<string>, request: PushRequest) => Promise<void>
  /** Whether a web push subscription's endpoint is one pushes may go to (registration); Left: why not. */
  readonly checkEndpoint: (endpoint: string) => Either<string, AllowedEndpoint>
  /** Delivers what is due now and resolves once this process's delivery loop is idle (tests). */
  readonly deliverDue: () => Promise<void>
  /** Resolves once the delivery pass under way (if any) is over (tests). */
  readonly idle: () => Promise<void>
  /** Stops this process's delivery loop once its pass under way is over (shutdown; what is left stays in the outbox). */
  readonly close: () => Promise<void>
}

/** A notifier that sends nothing and writes nothing (PUSH_ENABLED=0). */
export const silentNotifier: PushNotifier = {
  vapidPublicKey: undefined,
  enqueue: () => Promise.resolve(),
  checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, DEFAULT_PUSH_ENDPOINT_POLICY),
  deliverDue: () => Promise.resolve(),
  idle: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

/**
 * Builds the notifier: VAPID keys from the options or stored in the database, FCM only with credentials, and this
 * process's delivery loop over the outbox. `securityClock`: real time (when pushes are due, retried, given up).
 */
export const createPushNotifier = async (
  deps: { readonly db: Db; readonly clock: Clock; readonly securityClock: Clock; readonly logger: Logger },
  options: PushOptions = {},
): Promise<PushNotifier> => {
  if (options.enabled === false) return silentNotifier
  const { db, logger, securityClock } = deps
  const vapid: VapidKeys = options.vapid ?? (await loadOrCreateVapidKeys(db, deps.clock.now()))
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS
  const subject = options.subject ?? DEFAULT_VAPID_SUBJECT
  const fcm: FcmSender | undefined = options.fcm === undefined ? undefined : createFcmSender(options.fcm, timeoutMs)
  const policy = options.endpoints ?? DEFAULT_PUSH_ENDPOINT_POLICY
  const resolve = options.resolve ?? systemResolve

  const send = async (row: OutboxRow): Promise<PushOutcome> => {
    const { request } = row
    const payload: PushPayload = { id: request.id, kind: request.kind, path: request.path, ...pushText(request.kind, row.language, request.detail) }
    const subscription = webSubscriptionOf(row.deviceToken)
    if (subscription !== undefined) return sendWebPush(subscription, payload, { vapid, subject, timeoutMs, policy, resolve })
    if (fcm !== undefined) return fcm.send(row.deviceToken, payload)
    // A native token written while FCM was configured, read by a process without it: nothing here can send it.
    return { _tag: 'Refused', reason: 'not sent: a native token and no FCM credentials' }
  }

  const delivery = await startPushDelivery({ db, clock: securityClock, logger, send, ...(options.outboxPollMs === undefined ? {} : { pollMs: options.outboxPollMs }) })

  return {
    vapidPublicKey: vapid.publicKey,
    checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, policy),
    enqueue: (tx, crmIds, request) => enqueuePush(tx, crmIds, request, securityClock.now(), fcm !== undefined),
    deliverDue: delivery.deliverDue,
    idle: delivery.idle,
    close: delivery.stop,
  }
}
