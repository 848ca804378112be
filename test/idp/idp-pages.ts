import type { IncomingMessage, ServerResponse } from 'node:http'

/** The people both test identity providers know (the reference server's demo users, same passwords). */
export const IDP_USERS: ReadonlyMap<string, string> = new Map([
  ['anna', 'anna-demo'],
  ['bruno', 'bruno-demo'],
])

/** The user a user name and password sign in as, or null. */
export const checkIdpPassword = (username: string, password: string): string | null => {
  const name = username.trim().toLowerCase()
  return IDP_USERS.get(name) === password ? name : null
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Writes an HTML page (the identity providers are their own origin: inline script and styles are theirs). */
export const sendHtml = (res: ServerResponse, status: number, title: string, body: string): void => {
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>:root{color-scheme:light dark}*,*::before,*::after{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:0 auto;padding:2rem 1rem;overflow-wrap:anywhere}h1{font-size:1.375rem;line-height:1.25;margin:0 0 1rem}label{display:block;margin:.75rem 0;font-weight:600}input{display:block;width:100%;min-height:44px;margin-top:.25rem;padding:.5rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem}button{width:100%;min-height:44px;margin-top:1rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;background:#1c5cf0;border:0;border-radius:.375rem;cursor:pointer}[role=alert]{color:#b00020;background:#fdecee;padding:.5rem .75rem;border-radius:.375rem}@media (prefers-color-scheme:dark){[role=alert]{color:#ffb4ab;background:#3b1115}}</style></head>
<body>${body}</body></html>`
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(page)
}

/** The login page of a test identity provider: user name, password, hidden fields, and an error line. */
export const loginPage = (input: {
  readonly title: string
  readonly action: string
  readonly hidden?: Readonly<Record<string, string>>
  readonly error?: string
}): string => {
  const hidden = Object.entries(input.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const error = input.error === undefined ? '' : `<p role="alert">${escapeHtml(input.error)}</p>`
  return `<main><h1>${escapeHtml(input.title)}</h1>${error}<form method="post" action="${escapeHtml(input.action)}">${hidden}
<label>User name<input name="username" autocomplete="username" required></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form></main>`
}

/** A page that posts a form at once (the SAML2 HTTP-POST binding), with a button for browsers without script. */
export const autoPostPage = (action: string, fields: Readonly<Record<string, string>>): string => {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script>`
}

/** Reads a form-encoded request body (at most 256 KiB). */
export const readForm = (req: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 256 * 1024) reject(new Error('form too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
    req.on('error', reject)
  })

export { escapeHtml }
