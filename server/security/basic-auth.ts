import * as E from 'fp-ts/Either'

/** Credentials of an `Authorization: Basic` header. */
export interface BasicCredentials {
  readonly username: string
  readonly password: string
}

const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Parses HTTP Basic credentials: base64 of UTF-8 `username:password` ("the Authorization
 * header as HTTP Basic credentials (base64 of UTF-8 username:password)"). The password may hold
 * colons; the user name may not be empty. Left carries a message for the 401 answer.
 */
export const parseBasicAuth = (header: string | undefined): E.Either<string, BasicCredentials> => {
  if (header === undefined || header.trim() === '') return E.left('Credentials are missing: send Authorization: Basic base64(username:password)')
  const m = BASIC.exec(header.trim())
  if (m?.[1] === undefined || m[1].length % 4 !== 0) return E.left('The Authorization header is not valid HTTP Basic credentials')
  let decoded: string
  try {
    decoded = utf8.decode(Buffer.from(m[1], 'base64'))
  } catch {
    return E.left('The credentials are not valid UTF-8')
  }
  const colon = decoded.indexOf(':')
  if (colon <= 0) return E.left('The credentials must be username:password')
  return E.right({ username: decoded.slice(0, colon), password: decoded.slice(colon + 1) })
}
