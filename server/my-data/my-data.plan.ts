import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { Address } from '../../core/my-data/address.codec'
import { Contact } from '../../core/my-data/contact.codec'
import { AddressNatKey, ContactNatKey, TravelDocumentNatKey, VisaNatKey } from '../../core/my-data/natural-key.codec'
import { PersonalData } from '../../core/my-data/personal.codec'
import { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { Queryable } from '../db/db'
import {
  addressIdentity,
  contactIdentity,
  personalIdentity,
  travelDocumentIdentity,
  visaIdentity,
  type EntryIdentity,
} from './my-data.keys'
import { recordMyDataChange } from './my-data.history'
import { deleteEntry, findEntry, insertEntry, updateEntry, type CrewOwner, type EntryWrite, type StoredEntry } from './my-data.repo'
import { accessOf } from './my-data.validation'

/** What a write rule works with: the open transaction, the owner of the data, the server clock's instant. */
export interface WriteContext {
  readonly tx: Queryable
  readonly owner: CrewOwner
  readonly now: Temporal.Instant
}

/**
 * The rows one request changes, computed (all checks done) before anything is written, then applied
 * in the same transaction: a request "either happens whole or not at all".
 */
export interface WritePlan {
  readonly deletes: ReadonlyArray<EntryIdentity>
  readonly updates: ReadonlyArray<EntryWrite>
  readonly inserts: ReadonlyArray<EntryWrite>
}

/** A plan with only these inserts. */
export const insertsOnly = (inserts: ReadonlyArray<EntryWrite>): WritePlan => ({ deletes: [], updates: [], inserts })

/**
 * Applies a plan: deletes, then updates, then inserts (so a freed natural key can be reused). Each item changed
 * is recorded in the crew member's change history (before -> after per field) in the same transaction.
 */
export const applyPlan = async (ctx: WriteContext, plan: WritePlan): Promise<void> => {
  const { tx, now } = ctx
  const crmId = ctx.owner.crmId
  for (const identity of plan.deletes) {
    const before = await findEntry(tx, crmId, identity)
    await deleteEntry(tx, crmId, identity)
    if (before !== null) await recordMyDataChange(tx, crmId, now, identity, before.body, null)
  }
  for (const entry of plan.updates) {
    const before = await findEntry(tx, crmId, entry.identity)
    await updateEntry(tx, crmId, entry, now)
    await recordMyDataChange(tx, crmId, now, entry.identity, before?.body ?? null, entry.body)
  }
  for (const entry of plan.inserts) {
    await insertEntry(tx, crmId, entry, now)
    await recordMyDataChange(tx, crmId, now, entry.identity, null, entry.body)
  }
}

/** The personal-data row of checked personal data. */
export const personalEntry = (p: PersonalData): EntryWrite => ({ identity: personalIdentity, natKey: {}, access: accessOf(p), body: PersonalData.encode(p) })

/** The row of a checked contact, its body encoded with the core codec. */
export const contactEntry = (c: Contact): EntryWrite => ({
  identity: contactIdentity(c.natKey),
  natKey: ContactNatKey.encode(c.natKey),
  access: c.access,
  body: Contact.encode(c),
})

/** The row of a checked address. */
export const addressEntry = (a: Address): EntryWrite => ({
  identity: addressIdentity(a.natKey),
  natKey: AddressNatKey.encode(a.natKey),
  access: a.access,
  body: Address.encode(a),
})

/** The row of a checked travel document. */
export const travelDocumentEntry = (d: TravelDocument): EntryWrite => ({
  identity: travelDocumentIdentity(d.natKey),
  natKey: TravelDocumentNatKey.encode(d.natKey),
  access: accessOf(d),
  body: TravelDocument.encode(d),
})

/** The row of a checked visa. */
export const visaEntry = (v: Visa): EntryWrite => ({
  identity: visaIdentity(v.natKey),
  natKey: VisaNatKey.encode(v.natKey),
  access: accessOf(v),
  body: Visa.encode(v),
})

/**
 * A stored body decoded with its core codec. Rows are written only through these codecs, so a row
 * that does not decode is a defect of the database, not bad input: it throws (a 500 answer).
 */
export const decodeStored = <A>(codec: t.Type<A, unknown, unknown>, entry: StoredEntry): A => {
  const decoded = decodeWith(codec)(entry.body)
  if (E.isLeft(decoded)) throw new Error(`stored ${entry.kind} ${entry.natKeyText} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

/**
 * A visa natural key as stored: country code as the visa form keeps it (trimmed, upper-cased) and the
 * document number trimmed like the travel document form's, so lookups match.
 */
export const normalisedVisaKey = (key: VisaNatKey): VisaNatKey => ({
  ...key,
  countryCode: key.countryCode.trim().toUpperCase(),
  passportNumber: key.passportNumber.trim(),
})

/** A visa with its natural key normalised ({@link normalisedVisaKey}). */
export const withNormalisedKey = (visa: Visa): Visa => ({ ...visa, natKey: normalisedVisaKey(visa.natKey) })
