import type { AddressNatKey, ContactNatKey, DocType, TravelDocumentNatKey, VisaNatKey } from '../../core/my-data/natural-key.codec'

/** The `kind` column of `my_data_entries` (migration 006). */
export type EntryKind = 'PERSONAL' | 'CONTACT' | 'ADDRESS' | 'TRAVEL_DOCUMENT' | 'VISA'

/**
 * What identifies an item among one crew member's entries of its kind (SPEC section 3: "natKey
 * identifies an item"), stored in `nat_key_text`, plus the `entry_type`/`prio` columns the
 * same-priority index and the last-entry rule look at. The crew member's own codes (`crewCode`,
 * `employeeId`) are not part of it: every row is already scoped by its `crm_id`.
 */
export interface EntryIdentity {
  readonly kind: EntryKind
  readonly natKeyText: string
  readonly entryType: string | null
  readonly prio: number | null
}

/** Canonical JSON: keys sorted, so the same key always gives the same text. */
const canonical = (fields: Readonly<Record<string, string | number>>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))))

/** The one personal-data entry of a crew member. */
export const personalIdentity: EntryIdentity = { kind: 'PERSONAL', natKeyText: canonical({ kind: 'PERSONAL' }), entryType: null, prio: null }

/** A contact is its type and priority (SPEC section 3: "natKey (crewCode, type, prio)"). */
export const contactIdentity = (key: Pick<ContactNatKey, 'type' | 'prio'>): EntryIdentity => ({
  kind: 'CONTACT',
  natKeyText: canonical({ type: key.type, prio: key.prio }),
  entryType: key.type,
  prio: key.prio,
})

/** An address is its type (C) and priority (SPEC section 3: "natKey (crewCode, employeeId, type C, prio)"). */
export const addressIdentity = (key: Pick<AddressNatKey, 'type' | 'prio'>): EntryIdentity => ({
  kind: 'ADDRESS',
  natKeyText: canonical({ type: key.type, prio: key.prio }),
  entryType: key.type,
  prio: key.prio,
})

/** A travel document is its document type and number. */
export const travelDocumentIdentity = (key: Pick<TravelDocumentNatKey, 'docType' | 'number'>): EntryIdentity => ({
  kind: 'TRAVEL_DOCUMENT',
  natKeyText: canonical({ docType: key.docType, number: key.number }),
  entryType: key.docType,
  prio: null,
})

/** The travel document a visa belongs to: `passportDocType` and `passportNumber` of its natKey. */
export interface DocumentRef {
  readonly docType: DocType
  readonly number: string
}

/** The document a visa key points at. */
export const documentOfVisa = (key: Pick<VisaNatKey, 'passportDocType' | 'passportNumber'>): DocumentRef => ({
  docType: key.passportDocType,
  number: key.passportNumber,
})

/** A visa is its document, issuing country and issue date (SPEC section 3: "natKey (issueDt, countryCode, passportNumber, passportDocType, passportType)"). */
export const visaIdentity = (key: Pick<VisaNatKey, 'issueDt' | 'countryCode' | 'passportDocType' | 'passportNumber'>): EntryIdentity => ({
  kind: 'VISA',
  natKeyText: canonical({
    passportDocType: key.passportDocType,
    passportNumber: key.passportNumber,
    countryCode: key.countryCode,
    issueDt: key.issueDt.toString(),
  }),
  entryType: null,
  prio: null,
})

/** Whether two document references name the same document. */
export const sameDocument = (a: DocumentRef, b: DocumentRef): boolean => a.docType === b.docType && a.number === b.number
