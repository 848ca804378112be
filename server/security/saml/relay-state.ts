import * as E from 'fp-ts/Either'

/** RFC 3986 characters of an absolute path with an optional query (pchar, "/", "?", percent-encodings). */
const PATH_AND_QUERY = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/
/** An origin that cannot be a real one: a RelayState that resolves elsewhere is not a path of this app. */
const DUMMY_ORIGIN = 'https://relay-state.invalid'

/**
 * The path the browser returns to after a SAML2 sign-in, from the RelayState (the server entry's `backUrl`, or the
 * page the crew member was on). The fragment is dropped (the server adds its own mark). A Left (answered 400) when a
 * character is outside RFC 3986's path and query characters (a control or non-Latin-1 character could not even go
 * into a `Location` header). Otherwise the value is resolved against a dummy origin: a changed origin, or a path that
 * starts with `//` once dot segments are resolved (`/.//x`, `/x/../..//x`: another host to a browser), becomes `/`;
 * the resolved path and query are returned. No RelayState at all is `/`.
 */
export const returnPathOf = (relayState: string | null | undefined): E.Either<string, string> => {
  const value = (relayState ?? '').split('#')[0] ?? ''
  if (value === '') return E.right('/')
  if (!value.startsWith('/')) return E.right('/')
  if (!PATH_AND_QUERY.test(value)) return E.left('RelayState must be an absolute path of RFC 3986 characters')
  let resolved: URL
  try {
    resolved = new URL(value, DUMMY_ORIGIN)
  } catch {
    return E.right('/')
  }
  if (resolved.origin !== DUMMY_ORIGIN || resolved.pathname.startsWith('//')) return E.right('/')
  return E.right(`${resolved.pathname}${resolved.search}`)
}

/** {@link returnPathOf}, with `/` for a value it refuses. */
export const safeReturnPath = (relayState: string | null | undefined): string => E.getOrElse(() => '/')(returnPathOf(relayState))
