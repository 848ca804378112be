import type { Temporal } from 'temporal-polyfill'
import type { BasicDataType } from '../../core/my-data/my-data.codec'
import type { Queryable } from '../db/db'
import { fieldChanges, flatFields } from '../history/field-changes'
import { recordHistory } from '../history/history.repo'
import type { EntryIdentity, EntryKind } from './my-data.keys'

/** The section of the wire bundle an entry kind belongs to (its `types` name). */
const SECTION_OF: Readonly<Record<EntryKind, BasicDataType>> = {
  PERSONAL: 'basicInfo',
  CONTACT: 'contacts',
  ADDRESS: 'addresses',
  TRAVEL_DOCUMENT: 'passports',
  VISA: 'visas',
}

/** The owner's own codes are in every natural key and never change: not worth a line of history. */
const OWNER_FIELDS: ReadonlySet<string> = new Set(['crewCode', 'employeeId'])

const keyFields = (natKeyText: string): Readonly<Record<string, unknown>> => {
  const parsed: unknown = JSON.parse(natKeyText)
  return typeof parsed === 'object' && parsed !== null ? (parsed as Readonly<Record<string, unknown>>) : {}
}

/**
 * What an entry is, in words that need no translation: a contact or address by type and priority (`EMAIL 0`),
 * a travel document by type and number (`P 12345678`), a visa by country and issue date (`USA 2026-01-10`);
 * personal data by nothing more than its section.
 */
export const subjectOf = (identity: EntryIdentity): string => {
  const key = keyFields(identity.natKeyText)
  const part = (name: string): string => {
    const v = key[name]
    return typeof v === 'string' || typeof v === 'number' ? String(v) : ''
  }
  switch (identity.kind) {
    case 'PERSONAL':
      return ''
    case 'CONTACT':
    case 'ADDRESS':
      return `${part('type')} ${part('prio')}`
    case 'TRAVEL_DOCUMENT':
      return `${part('docType')} ${part('number')}`
    case 'VISA':
      return `${part('countryCode')} ${part('issueDt')}`
  }
}

/**
 * Records one my-data item's change in the crew member's history, in the write's transaction: created (before
 * none), updated (only the fields that differ) or deleted (after none). A save that changed nothing records nothing.
 */
export const recordMyDataChange = async (
  tx: Queryable,
  crmId: string,
  now: Temporal.Instant,
  identity: EntryIdentity,
  before: unknown,
  after: unknown,
): Promise<void> => {
  const changes = fieldChanges(before === null ? null : flatFields(before, OWNER_FIELDS), after === null ? null : flatFields(after, OWNER_FIELDS))
  await recordHistory(tx, { crmId, at: now, kind: 'myData', section: SECTION_OF[identity.kind], subject: subjectOf(identity), changes })
}
