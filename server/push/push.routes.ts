import { VapidPublicKey } from '../../core/news/push-payload.codec'
import { COMMUNICATION } from '../communication/communication.http'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { publicRoute, type RouteModule } from '../http/router'

/**
 * `GET /api/communication/v2/push/vapidPublicKey`: the key a browser subscribes with
 * (`pushManager.subscribe({ applicationServerKey })`); public, it is a public key. 404 when push is off.
 */
export const pushRoutes: RouteModule = ({ push }) => [
  publicRoute('GET', `${COMMUNICATION}/push/vapidPublicKey`, async () => {
    const publicKey = push.vapidPublicKey
    return publicKey === undefined ? failure(404, ERR.featureDisabled, 'Push is off on this server') : ok(VapidPublicKey, { publicKey })
  }),
]
