import { importPKCS8, SignJWT } from 'jose'
import type { PushPayload } from '../../core/news/push-payload.codec'
import type { FcmCredentials } from './push.options'
import type { PushOutcome } from './push-outcome'
import { redactUrlCredentials } from './push-endpoints'

const TOKEN_URL = 'https://oauth2.googleapis.com/token'
const API_URL = 'https://fcm.googleapis.com'
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'

/** An FCM sender: one OAuth access token, renewed a minute before it runs out. */
export interface FcmSender {
  readonly send: (token: string, payload: PushPayload) => Promise<PushOutcome>
}

const errorStatus = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { error?: { status?: unknown; details?: Array<{ errorCode?: unknown }> } }
    const code = body.error?.details?.find((d) => typeof d.errorCode === 'string')?.errorCode
    return typeof code === 'string' ? code : typeof body.error?.status === 'string' ? body.error.status : ''
  } catch {
    return ''
  }
}

/**
 * FCM HTTP v1 (`POST /v1/projects/{project}/messages:send`) with the airline's service account: a signed
 * JWT (RS256, by jose) is exchanged for an access token (OAuth 2.0 JWT bearer grant). The notification
 * shows the title and body; `data` carries the payload for the app's tap handling. A token FCM reports
 * `UNREGISTERED` (HTTP 404) is gone; anything else is a failure to log.
 */
export const createFcmSender = (credentials: FcmCredentials, timeoutMs: number): FcmSender => {
  const tokenUrl = credentials.tokenUrl ?? TOKEN_URL
  const apiUrl = credentials.apiUrl ?? API_URL
  let access: { token: string; until: number } | undefined
  let asking: Promise<string> | undefined

  /** One access token at a time: pushes to several devices at once share the request for it. */
  const accessToken = (): Promise<string> => {
    // Transport time, not duty time: the access token lives in the real clock of Google's servers.
    const now = Math.floor(Date.now() / 1000)
    if (access !== undefined && access.until > now + 60) return Promise.resolve(access.token)
    asking ??= newAccessToken(now).finally(() => {
      asking = undefined
    })
    return asking
  }

  const newAccessToken = async (now: number): Promise<string> => {
    const key = await importPKCS8(credentials.privateKey, 'RS256')
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(credentials.clientEmail)
      .setSubject(credentials.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key)
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    if (!response.ok) throw new Error(`FCM token endpoint answered ${response.status}`)
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown }
    if (typeof body.access_token !== 'string') throw new Error('FCM token endpoint answered no access_token')
    access = { token: body.access_token, until: now + (typeof body.expires_in === 'number' ? body.expires_in : 3600) }
    return access.token
  }

  return {
    send: async (token, payload) => {
      try {
        const response = await fetch(`${apiUrl}/v1/projects/${encodeURIComponent(credentials.projectId)}/messages:send`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            message: {
              token,
              notification: { title: payload.title, body: payload.body },
              data: { id: payload.id, kind: payload.kind, path: payload.path },
              android: { priority: 'high' },
              apns: { payload: { aps: { sound: 'default' } } },
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        })
        if (response.ok) {
          await response.arrayBuffer()
          return { _tag: 'Sent' }
        }
        const status = await errorStatus(response)
        if (response.status === 404 || status === 'UNREGISTERED') return { _tag: 'Gone', status: response.status }
        return { _tag: 'Failed', reason: `FCM answered ${response.status} ${status}`.trim(), status: response.status }
      } catch (error) {
        return { _tag: 'Failed', reason: redactUrlCredentials(error instanceof Error ? error.message : String(error)) }
      }
    },
  }
}
