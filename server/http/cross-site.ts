import type { IncomingHttpHeaders } from 'node:http'
import { firstHeader } from './client'

/**
 * Why a state-changing request looks cross-site, or null when it does not. Besides the custom header
 * `X-Requested-With` (which a cross-site form cannot send), a browser's own word is taken: a
 * `Sec-Fetch-Site: cross-site` or `same-site` request, and an `Origin` other than the server's own host
 * (or one of `allowedOrigins`, e.g. a mobile wrapper's `capacitor://localhost`), are refused. Clients
 * that send neither header (curl, the native wrapper's HTTP stack) are not affected.
 */
export const crossSiteReason = (headers: IncomingHttpHeaders, allowedOrigins: ReadonlyArray<string>, trustProxy: boolean): string | null => {
  const fetchSite = firstHeader(headers['sec-fetch-site'])?.trim().toLowerCase()
  const origin = firstHeader(headers['origin'])?.trim()
  if (origin !== undefined && allowedOrigins.includes(origin)) return null
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site: ${fetchSite}`
  if (origin === undefined || origin === '') return null
  const forwardedHost = trustProxy ? firstHeader(headers['x-forwarded-host'])?.split(',').pop()?.trim() : undefined
  const host = (forwardedHost ?? firstHeader(headers.host) ?? '').toLowerCase()
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    return `Origin: ${origin.slice(0, 100)}`
  }
  return originHost !== '' && originHost === host ? null : `Origin: ${origin.slice(0, 100)}`
}
