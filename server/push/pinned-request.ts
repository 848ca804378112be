import { lookup } from 'node:dns/promises'
import { request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import * as E from 'fp-ts/Either'
import { isPublicAddress } from './push-addresses'
import type { AllowedEndpoint } from './push-endpoints'

/** One resolved address of a host name. */
export interface ResolvedAddress {
  readonly address: string
  readonly family: number
}

/** Resolves a host name to every address it has (the system resolver by default; tests inject one). */
export type Resolve = (hostname: string) => Promise<ReadonlyArray<ResolvedAddress>>

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true })

/** A request to send: method, headers, body, and how long the whole exchange may take. */
export interface PinnedRequest {
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: Uint8Array
  readonly timeoutMs: number
}

/**
 * Resolves the endpoint's host once, refuses it unless every address is public (the operator's relay
 * excepted), and sends the request to that very address: the socket's lookup answers the checked address,
 * so a DNS answer that changes between the check and the connection (DNS rebinding) cannot move it; TLS
 * still verifies the certificate against the host name. Redirects are never followed (node:http does
 * not follow them; a 3xx is answered as it is, a failure to the caller). Right: the HTTP status.
 */
export const sendPinned = async (endpoint: AllowedEndpoint, request: PinnedRequest, resolve: Resolve): Promise<E.Either<string, number>> => {
  const hostname = endpoint.url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ReadonlyArray<ResolvedAddress>
  const literal = isIP(hostname)
  try {
    addresses = literal !== 0 ? [{ address: hostname, family: literal }] : await resolve(hostname)
  } catch (error) {
    return E.left(`the push endpoint's host did not resolve (${error instanceof Error && 'code' in error ? String(error.code) : 'no address'})`)
  }
  const first = addresses[0]
  if (first === undefined) return E.left("the push endpoint's host has no address")
  if (!endpoint.relay && !addresses.every((a) => isPublicAddress(a.address))) return E.left("the push endpoint's host resolves to a loopback, private, link-local or multicast address")
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all === true) callback(null, [{ address: first.address, family: first.family }])
    else callback(null, first.address, first.family)
  }
  const options: RequestOptions = {
    method: request.method,
    headers: request.headers,
    lookup: pinned,
    signal: AbortSignal.timeout(request.timeoutMs),
  }
  const send = endpoint.url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolveStatus) => {
    const req = send(endpoint.url, options, (res) => {
      res.resume()
      res.on('end', () => resolveStatus(E.right(res.statusCode ?? 0)))
      res.on('error', (error) => resolveStatus(E.left(error.message)))
    })
    req.on('error', (error: Error & { code?: string }) => resolveStatus(E.left(error.code ?? error.name)))
    req.end(request.body === undefined ? undefined : Buffer.from(request.body))
  })
}
