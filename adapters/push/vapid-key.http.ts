import * as E from 'fp-ts/Either'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { VapidPublicKey } from '../../core/news/push-payload.codec'
import type { HttpClient } from '../http/http-client'

/**
 * `GET /api/communication/v2/push/vapidPublicKey`: the key this browser subscribes to Web Push with. Asked
 * once per page, when first needed; undefined when the server has push off or cannot be reached (a later
 * subscription asks again).
 */
export const createVapidKeySource = (client: HttpClient): (() => Promise<string | undefined>) => {
  let known: string | undefined
  return async () => {
    if (known !== undefined) return known
    const answer = await client.request({ method: 'GET', base: 'communication', path: 'push/vapidPublicKey', flags: { ignoreErrors: true, ignoreSessionErrors: true, skipRepeated: true }, read: readEnvelope(VapidPublicKey) })()
    if (E.isRight(answer)) known = answer.right.publicKey
    return known
  }
}
