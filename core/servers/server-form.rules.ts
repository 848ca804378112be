import * as O from 'fp-ts/Option'
import type { ServerEntry } from '../access/profile.codec'
import type { ValidationError } from '../shared/validation/validation-error'
import type { ServerStatus } from './server.codec'
import { sameAddress } from './server-selection.rules'

// The new-server form's rules, apart from server-selection.rules.ts (which the HTTP client and the stored server
// choice read at start): only the server-selection screen's form needs these, loaded with it.

/** The new-server form's fields, as typed. */
export interface ServerForm {
  readonly name: string
  readonly origin: string
  readonly path: string
  readonly port: string
}

/**
 * "an Add server button (enabled only when the test shows available)" (SPEC section 2); "Adding a
 * server requires a prior successful test (available)" (section 5). The test must be of exactly
 * the form's current origin, path and port: editing them after the test disables the button again.
 */
export const canAddServer = (input: {
  readonly form: ServerForm
  readonly status: ServerStatus
  readonly checkedEntry: O.Option<ServerEntry>
}): boolean =>
  input.status === 'AVAILABLE' && O.exists((tested: ServerEntry) => sameAddress(tested, input.form))(input.checkedEntry)

/** A new-server form error: a shared validation key, or a malformed host or path. */
export type ServerFormError = ValidationError | { readonly key: 'invalidHost' | 'invalidPath' }
/** A field of the new-server form. */
export type ServerFormField = keyof ServerForm
/** Field -> error for the new-server form; an empty record means valid. */
export type ServerFormErrors = Partial<Record<ServerFormField, ServerFormError>>

/** The TCP port range a server port must lie in. */
export const PORT_MIN = 1
/** See `PORT_MIN`. */
export const PORT_MAX = 65535
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const HOST = new RegExp(`^(?:https?://)?${LABEL}(?:\\.${LABEL})*$`, 'i')
const PATH = /^[A-Za-z0-9._~\-/]+$/

const portError = (raw: string): ServerFormError | undefined => {
  const port = raw.trim()
  if (port === '') return { key: 'required' }
  if (/^-?\d*\.\d+$/.test(port)) return { key: 'notAnInteger' }
  if (!/^-?\d+$/.test(port)) return { key: 'notANumber' }
  const n = Number(port)
  return n < PORT_MIN || n > PORT_MAX ? { key: 'outOfRange', params: { min: PORT_MIN, max: PORT_MAX } } : undefined
}

/**
 * Validates the new-server form (SPEC section 2: "name, origin, path and port fields"). Chosen
 * rules: name required; origin required, a host name or IPv4 address with an optional `http://`
 * or `https://` and no port (the port has its own field); path required (`/` for the root), URL
 * path characters only (letters, digits, `.`, `_`, `~`, `-`, `/`); port required, an integer from
 * 1 to 65535. Values are trimmed first. An empty record means valid.
 */
export const validateServerForm = (form: ServerForm): ServerFormErrors => {
  const errors: Partial<Record<ServerFormField, ServerFormError>> = {}
  if (form.name.trim() === '') errors.name = { key: 'required' }
  const origin = form.origin.trim()
  if (origin === '') errors.origin = { key: 'required' }
  else if (!HOST.test(origin)) errors.origin = { key: 'invalidHost' }
  const path = form.path.trim()
  if (path === '') errors.path = { key: 'required' }
  else if (!PATH.test(path)) errors.path = { key: 'invalidPath' }
  const port = portError(form.port)
  if (port !== undefined) errors.port = port
  return errors
}

/** The server entry a valid form adds (values trimmed, port as a number). */
export const toServerEntry = (form: ServerForm): ServerEntry => ({
  name: form.name.trim(),
  origin: form.origin.trim(),
  path: form.path.trim(),
  port: Number(form.port.trim()),
})
