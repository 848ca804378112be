import type { ServerResponse } from 'node:http'

/**
 * A strict Content-Security-Policy without inline scripts ("a strict Content-Security-Policy
 * without unsafe-inline scripts").
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"

/** The headers of every answer, API or static (CSP, nosniff, frame-ancestors, referrer policy). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
}

/** Sets {@link SECURITY_HEADERS}, plus HSTS (with includeSubDomains) when the request came over TLS (directly or through a trusted proxy). */
export const applySecurityHeaders = (res: ServerResponse, secure: boolean): void => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
  if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
