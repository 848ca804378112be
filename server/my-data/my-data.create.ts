import * as E from 'fp-ts/Either'
import type { BasicDataCreateBody } from '../../core/my-data/my-data.codec'
import { documentOfVisa, personalIdentity, sameDocument, travelDocumentIdentity, type DocumentRef } from './my-data.keys'
import { fieldFailure, type MyDataFailure } from './my-data.failure'
import {
  addressEntry,
  contactEntry,
  insertsOnly,
  personalEntry,
  travelDocumentEntry,
  visaEntry,
  withNormalisedKey,
  type WriteContext,
  type WritePlan,
} from './my-data.plan'
import { findEntry, priorityTaken, type EntryWrite } from './my-data.repo'
import { checkAddress, checkContact, checkPersonal } from './my-data.validation'
import { checkTravelDocument, checkVisa } from './travel-document.validation'

type Planned = Promise<E.Either<MyDataFailure, WritePlan>>

/** Contacts and addresses: a priority taken in the database or twice in the body is the same-priority conflict. */
const prioritised = async (ctx: WriteContext, entries: ReadonlyArray<{ readonly path: string; readonly entry: EntryWrite }>): Promise<MyDataFailure | undefined> => {
  const seen = new Set<string>()
  for (const { path, entry } of entries) {
    const key = `${entry.identity.kind}|${entry.identity.natKeyText}`
    if (seen.has(key) || (await priorityTaken(ctx.tx, ctx.owner.crmId, entry.identity))) return { _tag: 'SamePriority', path }
    seen.add(key)
  }
  return undefined
}

/** Entries without priority: an identity present in the database or twice in the body already exists. */
const unique = async (ctx: WriteContext, entries: ReadonlyArray<{ readonly path: string; readonly entry: EntryWrite }>): Promise<MyDataFailure | undefined> => {
  const seen = new Set<string>()
  for (const { path, entry } of entries) {
    const key = `${entry.identity.kind}|${entry.identity.natKeyText}`
    if (seen.has(key) || (await findEntry(ctx.tx, ctx.owner.crmId, entry.identity)) !== null) return { _tag: 'Exists', path }
    seen.add(key)
  }
  return undefined
}

/**
 * `POST user/{crmId}/basicdata` ("sends the data"): every item of the bundle is created, checked with
 * the core form rules in create mode. Conflicts are detected, not overwritten: a taken priority is
 * `SamePriority` ("Entry with same priority already exists"), an existing natural key `Exists`.
 * Visas must belong to a travel document that exists or is created by the same body: a travel
 * document with its visas is created whole or not at all.
 */
export const planCreate = async (ctx: WriteContext, body: BasicDataCreateBody): Planned => {
  const { owner } = ctx
  const rows: Array<{ path: string; entry: EntryWrite }> = []
  if (body.basicInfo !== undefined) {
    const personal = checkPersonal(body.basicInfo, 'basicInfo')
    if (E.isLeft(personal)) return E.left(fieldFailure(personal.left))
    if ((await findEntry(ctx.tx, owner.crmId, personalIdentity)) !== null) return E.left({ _tag: 'Exists', path: 'basicInfo' })
    rows.push({ path: 'basicInfo', entry: personalEntry(personal.right) })
  }
  const withPrio: Array<{ path: string; entry: EntryWrite }> = []
  for (const [i, contact] of (body.contacts ?? []).entries()) {
    const checked = checkContact(contact, `contacts[${i}]`, 'create', owner.crewCode)
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    withPrio.push({ path: `contacts[${i}].natKey.prio`, entry: contactEntry(checked.right) })
  }
  for (const [i, address] of (body.addresses ?? []).entries()) {
    const checked = checkAddress(address, `addresses[${i}]`, 'create', owner)
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    withPrio.push({ path: `addresses[${i}].natKey.prio`, entry: addressEntry(checked.right) })
  }
  const newDocuments: DocumentRef[] = []
  const keyed: Array<{ path: string; entry: EntryWrite }> = []
  for (const [i, doc] of (body.passports ?? []).entries()) {
    const checked = checkTravelDocument(doc, `passports[${i}]`, 'create', owner)
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    newDocuments.push(checked.right.natKey)
    keyed.push({ path: `passports[${i}].natKey`, entry: travelDocumentEntry(checked.right) })
  }
  for (const [i, raw] of (body.visas ?? []).entries()) {
    const checked = checkVisa(withNormalisedKey(raw), `visas[${i}]`, 'create')
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    const doc = documentOfVisa(checked.right.natKey)
    const inBody = newDocuments.some((d) => sameDocument(d, doc))
    if (!inBody && (await findEntry(ctx.tx, owner.crmId, travelDocumentIdentity(doc))) === null) {
      return E.left({ _tag: 'NotFound', message: `visas[${i}].natKey: there is no travel document ${doc.docType} ${doc.number}` })
    }
    keyed.push({ path: `visas[${i}].natKey`, entry: visaEntry(checked.right) })
  }
  const all = [...rows, ...withPrio, ...keyed]
  if (all.length === 0) return E.left({ _tag: 'BadShape', message: 'the body holds no item to create' })
  const conflict = (await prioritised(ctx, withPrio)) ?? (await unique(ctx, keyed))
  return conflict === undefined ? E.right(insertsOnly(all.map((r) => r.entry))) : E.left(conflict)
}
