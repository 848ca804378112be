import * as E from 'fp-ts/Either'

/** A request target split safely: decoded path segments (never `.`/`..`, never containing `/`) and the query. */
export interface RequestTarget {
  readonly segments: ReadonlyArray<string>
  readonly query: URLSearchParams
}

const FORBIDDEN_RAW = /[\\\u0000-\u001f\u007f]/
const FORBIDDEN_DECODED = /[/\\\u0000]/

/**
 * Parses the raw request target before anything resolves dot segments ("path injection"
 * is a 4xx). Left with a reason for: a target not starting with `/`, backslashes or control
 * characters, malformed percent-encoding, an encoded slash, backslash or NUL in a segment, and `.`/`..` segments.
 * The leading empty segment is dropped; a trailing slash leaves an empty last segment.
 */
export const parseTarget = (rawUrl: string): E.Either<string, RequestTarget> => {
  if (!rawUrl.startsWith('/')) return E.left('the request target must be an absolute path')
  const q = rawUrl.indexOf('?')
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q)
  const rawQuery = q === -1 ? '' : rawUrl.slice(q + 1)
  if (FORBIDDEN_RAW.test(rawPath)) return E.left('the path holds a backslash or a control character')
  const segments: string[] = []
  for (const raw of rawPath.split('/').slice(1)) {
    let decoded: string
    try {
      decoded = decodeURIComponent(raw)
    } catch {
      return E.left('the path holds malformed percent-encoding')
    }
    if (FORBIDDEN_DECODED.test(decoded)) return E.left('a path segment holds an encoded slash, backslash or NUL')
    if (decoded === '.' || decoded === '..') return E.left('the path holds a dot segment')
    segments.push(decoded)
  }
  return E.right({ segments, query: new URLSearchParams(rawQuery) })
}
