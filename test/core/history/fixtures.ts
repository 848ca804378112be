import * as E from 'fp-ts/Either'
import { ChangeHistory } from '../../../core/history/change-history.codec'
import { decodeWith } from '../../../core/shared/decode'

// Change-history entries as the server sends them (`GET rest/pems/history/{crmId}`), shared by the adapter, UI and
// core tests: newest first, one of each kind the screen words differently.

/** A passport's expiry date changed in My data, at 14:05 +01:00 (13:05 UTC). */
export const PASSPORT_EDIT = {
  id: '12',
  at: '2026-11-26T14:05:00+01:00',
  kind: 'myData',
  section: 'passports',
  subject: 'P SE4412876',
  changes: [{ field: 'expiryDate', before: '2027-01-10', after: '2031-01-10' }],
}

/** A roster change confirmed: the day of 28 November, duty before and after. */
export const CHANGE_CONFIRMED = {
  id: '11',
  at: '2026-11-26T09:30:00Z',
  kind: 'rosterChangeConfirmed',
  subject: 'RC-100001-20261120',
  changes: [{ field: '2026-11-28', before: 'LH 400 FRA-JFK', after: 'Home standby 06:00-14:00' }],
}

/** A leg role switched off. */
export const ROLE_OFF = { id: '10', at: '2026-11-25T18:00:00Z', kind: 'roles', subject: 'LH 400 2026-11-28', changes: [{ field: 'PF', before: true, after: false }] }

/** The roster change notified, a duty added where there was none. */
export const CHANGE_NOTIFIED = {
  id: '3',
  at: '2026-11-20T08:00:00Z',
  kind: 'rosterChangeNotified',
  subject: 'RC-100001-20261120',
  changes: [{ field: '2026-11-28', before: null, after: 'Home standby 06:00-14:00' }],
}

/** A page of the history from its wire form, decoded with core `ChangeHistory` (throws on a fixture that does not decode). */
export const aHistoryPage = (wire: { readonly entries: ReadonlyArray<unknown>; readonly next?: string }): ChangeHistory => {
  const decoded = decodeWith(ChangeHistory)(wire)
  if (E.isLeft(decoded)) throw new Error('history fixture does not decode')
  return decoded.right
}
