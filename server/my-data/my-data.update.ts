import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { Address } from '../../core/my-data/address.codec'
import { Contact } from '../../core/my-data/contact.codec'
import type { BasicDataUpdateBody } from '../../core/my-data/my-data.codec'
import { AddressNatKey, ContactNatKey, TravelDocumentNatKey, VisaNatKey, type NatKey } from '../../core/my-data/natural-key.codec'
import { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import { fieldFailure, type MyDataFailure } from './my-data.failure'
import {
  addressIdentity,
  contactIdentity,
  documentOfVisa,
  personalIdentity,
  sameDocument,
  travelDocumentIdentity,
  visaIdentity,
  type EntryIdentity,
} from './my-data.keys'
import {
  addressEntry,
  contactEntry,
  decodeStored,
  normalisedVisaKey,
  personalEntry,
  travelDocumentEntry,
  visaEntry,
  withNormalisedKey,
  type WriteContext,
  type WritePlan,
} from './my-data.plan'
import { findEntry, loadEntries, type EntryWrite } from './my-data.repo'
import { checkAddress, checkContact, checkPersonal } from './my-data.validation'
import { checkTravelDocument, checkVisa } from './travel-document.validation'

type Planned = Promise<E.Either<MyDataFailure, WritePlan>>

const SHAPE =
  'updatedData must hold basicInfo, or one contact, address, travel document (optionally with the full list of its visas) or visa, with the originalNatKey of that item'

const badShape = (): E.Either<MyDataFailure, never> => E.left({ _tag: 'BadShape', message: SHAPE })
const notFound = (what: string): E.Either<MyDataFailure, never> => E.left({ _tag: 'NotFound', message: `originalNatKey: there is no ${what} with this natural key` })
const updateOnly = (entry: EntryWrite): WritePlan => ({ deletes: [], updates: [entry], inserts: [] })

/** The item whose originalNatKey names a stored entry, decoded; `null` when there is none. */
const original = async <A>(ctx: WriteContext, identity: EntryIdentity, codec: t.Type<A, unknown, unknown>): Promise<A | null> => {
  const entry = await findEntry(ctx.tx, ctx.owner.crmId, identity)
  return entry === null ? null : decodeStored(codec, entry)
}

/**
 * The visas of a travel document after a form save: rows matching a stored visa of the document are
 * updated (issue date and country are part of the key, so fixed), new rows created, stored visas not
 * in the list deleted (SPEC section 2: "A travel document form can add visa rows or mark them for deletion").
 */
const visaSet = async (ctx: WriteContext, visas: ReadonlyArray<Visa>, doc: TravelDocument): Promise<E.Either<MyDataFailure, WritePlan>> => {
  const stored = (await loadEntries(ctx.tx, ctx.owner.crmId, ['VISA'])).map((e) => decodeStored(Visa, e)).filter((v) => sameDocument(documentOfVisa(v.natKey), doc.natKey))
  const byKey = new Map(stored.map((v) => [visaIdentity(v.natKey).natKeyText, v]))
  const kept = new Set<string>()
  const updates: EntryWrite[] = []
  const inserts: EntryWrite[] = []
  for (const [i, raw] of visas.entries()) {
    const visa = withNormalisedKey(raw)
    const path = `updatedData.visas[${i}]`
    if (!sameDocument(documentOfVisa(visa.natKey), doc.natKey)) {
      return E.left({ _tag: 'BadShape', message: `${path}.natKey: the visa does not belong to the travel document being updated` })
    }
    const key = visaIdentity(visa.natKey).natKeyText
    if (kept.has(key)) return E.left({ _tag: 'Exists', path: `${path}.natKey` })
    kept.add(key)
    const before = byKey.get(key)
    const checked = checkVisa(visa, path, before === undefined ? 'create' : 'edit', before)
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    ;(before === undefined ? inserts : updates).push(visaEntry(checked.right))
  }
  const deletes = stored.map((v) => visaIdentity(v.natKey)).filter((id) => !kept.has(id.natKeyText))
  return E.right({ deletes, updates, inserts })
}

const travelDocument = async (ctx: WriteContext, key: NatKey, doc: TravelDocument, visas: ReadonlyArray<Visa> | undefined): Planned => {
  if (!TravelDocumentNatKey.is(key)) return badShape()
  const before = await original(ctx, travelDocumentIdentity(key), TravelDocument)
  if (before === null) return notFound('travel document')
  const checked = checkTravelDocument(doc, 'updatedData.passports[0]', 'edit', ctx.owner, before)
  if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
  const docUpdate = travelDocumentEntry(checked.right)
  if (visas === undefined) return E.right(updateOnly(docUpdate))
  const visaPlan = await visaSet(ctx, visas, checked.right)
  return E.map((p: WritePlan): WritePlan => ({ ...p, updates: [docUpdate, ...p.updates] }))(visaPlan)
}

const singleVisa = async (ctx: WriteContext, key: NatKey, raw: Visa): Planned => {
  if (!VisaNatKey.is(key)) return badShape()
  const before = await original(ctx, visaIdentity(normalisedVisaKey(key)), Visa)
  if (before === null) return notFound('visa')
  const checked = checkVisa(withNormalisedKey(raw), 'updatedData.visas[0]', 'edit', before)
  return E.isLeft(checked) ? E.left(fieldFailure(checked.left)) : E.right(updateOnly(visaEntry(checked.right)))
}

/**
 * `PUT user/{crmId}/basicdata` with `{ originalNatKey, updatedData }`: the stored item named by
 * originalNatKey is replaced, checked with the core form rules in edit mode, so fields fixed when
 * editing are conflicts ("Priority ... editable only when creating", "Number ... not editable when
 * editing", "Issue date and country are fixed when editing"). basicInfo is updated without a key. A
 * travel document may carry the full list of its visas: the document and its visa rows change together.
 */
export const planUpdate = async (ctx: WriteContext, body: BasicDataUpdateBody): Planned => {
  const { updatedData: data, originalNatKey: key } = body
  const lists = { contacts: data.contacts ?? [], addresses: data.addresses ?? [], passports: data.passports ?? [], visas: data.visas ?? [] }
  const sizes = `${lists.contacts.length}${lists.addresses.length}${lists.passports.length}${lists.visas.length}`
  if (data.basicInfo !== undefined) {
    if (key !== undefined || sizes !== '0000') return badShape()
    const checked = checkPersonal(data.basicInfo, 'updatedData.basicInfo')
    if (E.isLeft(checked)) return E.left(fieldFailure(checked.left))
    const exists = (await findEntry(ctx.tx, ctx.owner.crmId, personalIdentity)) !== null
    const entry = personalEntry(checked.right)
    return E.right(exists ? updateOnly(entry) : { deletes: [], updates: [], inserts: [entry] })
  }
  if (key === undefined) return badShape()
  const [contact] = lists.contacts
  const [address] = lists.addresses
  const [doc] = lists.passports
  const [visa] = lists.visas
  if (sizes === '1000' && contact !== undefined) {
    if (!ContactNatKey.is(key)) return badShape()
    const before = await original(ctx, contactIdentity(key), Contact)
    if (before === null) return notFound('contact')
    const checked = checkContact(contact, 'updatedData.contacts[0]', 'edit', ctx.owner.crewCode, before)
    return E.isLeft(checked) ? E.left(fieldFailure(checked.left)) : E.right(updateOnly(contactEntry(checked.right)))
  }
  if (sizes === '0100' && address !== undefined) {
    if (!AddressNatKey.is(key)) return badShape()
    const before = await original(ctx, addressIdentity(key), Address)
    if (before === null) return notFound('address')
    const checked = checkAddress(address, 'updatedData.addresses[0]', 'edit', ctx.owner, before)
    return E.isLeft(checked) ? E.left(fieldFailure(checked.left)) : E.right(updateOnly(addressEntry(checked.right)))
  }
  if (lists.contacts.length + lists.addresses.length === 0 && lists.passports.length === 1 && doc !== undefined) {
    return travelDocument(ctx, key, doc, data.visas)
  }
  if (sizes === '0001' && visa !== undefined) return singleVisa(ctx, key, visa)
  return badShape()
}
