/** What the session-expiry rule needs to know about one answered call. */
export interface ResponseSummary {
  /** The HTTP status. */
  readonly status: number
  /** The `Content-Type` header, when there was one. */
  readonly contentType?: string
  /** The body as text (may be empty). */
  readonly bodyText: string
  /** The request was flagged ignoreSessionErrors. */
  readonly ignoreSessionErrors: boolean
}

const HTML_START = /^\s*(<!doctype\s+html|<html[\s>])/i
const FORM_TAG = /<form[\s>]/i
const PASSWORD_INPUT = /<input\b[^>]*\btype\s*=\s*["']?password["'\s/>]/i

/**
 * An HTML page holding a login form. HTML means a `text/html` content type or a body starting
 * with `<!DOCTYPE html` or `<html` (case-insensitive, leading whitespace allowed); a login form
 * means a `<form>` element and an `<input type="password">` in the body.
 */
export const isHtmlLoginPage = (contentType: string | undefined, bodyText: string): boolean => {
  const html = (contentType !== undefined && /^\s*text\/html\b/i.test(contentType)) || HTML_START.test(bodyText)
  return html && FORM_TAG.test(bodyText) && PASSWORD_INPUT.test(bodyText)
}

/**
 * "A 401, 403, or an HTML login page answered with 200 moves to session expired and then
 * reauthentication. This does not apply when the call is marked to ignore session errors"
 * (SPEC section 4, rule 6). A call that expected JSON and received the login page means a proxy
 * or identity provider intercepted it because the session is gone.
 */
export const isSessionExpiredResponse = (response: ResponseSummary): boolean => {
  if (response.ignoreSessionErrors) return false
  if (response.status === 401 || response.status === 403) return true
  return response.status === 200 && isHtmlLoginPage(response.contentType, response.bodyText)
}
