import * as E from 'fp-ts/Either'
import { DutyEvent, type DutyEventWire } from '../../core/roster/event.codec'

/** The longest event remark kept (the spec names no limit; the address remark's 1024 is the choice). */
export const EVENT_REMARK_MAX = 1024

/** Why an event edit is refused. */
export type EventEditError =
  | { readonly _tag: 'IdMismatch' }
  | { readonly _tag: 'NotEditable'; readonly fields: ReadonlyArray<string> }
  | { readonly _tag: 'RemarkTooLong' }

/** Equal JSON values, object key order ignored. */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  const rb = b as Record<string, unknown>
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && sameJson((a as Record<string, unknown>)[k], rb[k]))
}

/** The wire fields (other than `remark`) in which the sent event differs from the stored one; children compared only when sent. */
const changedFields = (stored: DutyEventWire, sent: DutyEventWire): ReadonlyArray<string> => {
  const s: Readonly<Record<string, unknown>> = { ...stored }
  const n: Readonly<Record<string, unknown>> = { ...sent }
  const keys = new Set([...Object.keys(s), ...Object.keys(n)])
  keys.delete('remark')
  if (!Object.hasOwn(n, 'events')) keys.delete('events')
  return [...keys].filter((k) => !sameJson(s[k], n[k])).sort()
}

/**
 * `PUT roster/{crmId}/events/{eventId}` (SPEC section 7: "body event"). Decision: the crew member
 * edits only the event's remark (SPEC section 2: "the event remark screen"). The body is the whole
 * event as the client holds it: its `eventId` (or, without one, its `id`) must be the path's; every
 * other field must equal the stored event (compared on the wire, so offsets and key order do not
 * matter; `events` may be left out); the remark is trimmed, a blank one removes it, at most
 * {@link EVENT_REMARK_MAX} characters. Right: the stored event with the new remark.
 */
export const applyRemarkEdit = (pathEventId: string, stored: DutyEvent, sent: DutyEvent): E.Either<EventEditError, DutyEvent> => {
  if ((sent.eventId ?? sent.id) !== pathEventId) return E.left({ _tag: 'IdMismatch' })
  const fields = changedFields(DutyEvent.encode(stored), DutyEvent.encode(sent))
  if (fields.length > 0) return E.left({ _tag: 'NotEditable', fields })
  const remark = sent.remark?.trim() ?? ''
  if (remark.length > EVENT_REMARK_MAX) return E.left({ _tag: 'RemarkTooLong' })
  const { remark: _old, ...rest } = stored
  return E.right(remark === '' ? rest : { ...rest, remark })
}
