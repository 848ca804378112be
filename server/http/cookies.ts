/** Cookie name -> value of a `Cookie` header (first occurrence wins; malformed pairs are skipped). */
export const parseCookies = (header: string | undefined): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=')
    if (eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    if (name !== '' && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

/** Attributes of a `Set-Cookie` line. `maxAgeSeconds` negative (cookieMaxAge -1) means a browser-session cookie. */
export interface CookieAttributes {
  readonly secure: boolean
  readonly maxAgeSeconds: number
}

/**
 * A `Set-Cookie` value that is HttpOnly, SameSite=Strict, Path=/, Secure when behind TLS
 * (ARCHITECTURE.md section 3: "HttpOnly, SameSite=Strict cookie").
 */
export const serializeCookie = (name: string, value: string, attributes: CookieAttributes): string =>
  [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(attributes.secure ? ['Secure'] : []),
    ...(attributes.maxAgeSeconds >= 0 ? [`Max-Age=${Math.floor(attributes.maxAgeSeconds)}`] : []),
  ].join('; ')
