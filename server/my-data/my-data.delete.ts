import * as E from 'fp-ts/Either'
import type { BasicDataDeleteBody } from '../../core/my-data/my-data.codec'
import { AddressNatKey, ContactNatKey, TravelDocumentNatKey, VisaNatKey } from '../../core/my-data/natural-key.codec'
import { Visa } from '../../core/my-data/travel-documents.codec'
import { canDeleteEntry } from '../../core/shared/validation/last-entry.rules'
import type { MyDataFailure } from './my-data.failure'
import { addressIdentity, contactIdentity, documentOfVisa, sameDocument, travelDocumentIdentity, visaIdentity, type EntryIdentity } from './my-data.keys'
import { decodeStored, normalisedVisaKey, type WriteContext, type WritePlan } from './my-data.plan'
import { countEntries, findEntry, loadEntries } from './my-data.repo'

type Planned = Promise<E.Either<MyDataFailure, WritePlan>>

const deletesOnly = (deletes: ReadonlyArray<EntryIdentity>): WritePlan => ({ deletes, updates: [], inserts: [] })

const wrongKey = (dataType: string): E.Either<MyDataFailure, never> =>
  E.left({ _tag: 'BadShape', message: `natKey: not the natural key of an entry of ${dataType}` })

/** The entry must exist, and deleting it must leave at least one entry of its list ("The last remaining entry cannot be deleted"). */
const guarded = async (ctx: WriteContext, identity: EntryIdentity, remaining: () => Promise<number>, extra: ReadonlyArray<EntryIdentity> = []): Planned => {
  if ((await findEntry(ctx.tx, ctx.owner.crmId, identity)) === null) return E.left({ _tag: 'NotFound', message: 'natKey: there is no entry with this natural key' })
  if (!canDeleteEntry(await remaining())) return E.left({ _tag: 'LastEntry' })
  return E.right(deletesOnly([...extra, identity]))
}

/**
 * `DELETE user/{crmId}/basicdata` ("sends the natural key"). SPEC section 5: "The last remaining
 * entry cannot be deleted", applied per list: the contacts of one type (phone, mobile, e-mail), the
 * addresses, the travel documents. Visas may all be deleted. Deleting a travel document deletes its
 * visas with it, in the same transaction.
 */
export const planDelete = async (ctx: WriteContext, body: BasicDataDeleteBody): Planned => {
  const { natKey } = body
  const crmId = ctx.owner.crmId
  switch (body.dataType) {
    case 'contacts':
      if (!ContactNatKey.is(natKey)) return wrongKey(body.dataType)
      return guarded(ctx, contactIdentity(natKey), () => countEntries(ctx.tx, crmId, 'CONTACT', natKey.type))
    case 'addresses':
      if (!AddressNatKey.is(natKey)) return wrongKey(body.dataType)
      return guarded(ctx, addressIdentity(natKey), () => countEntries(ctx.tx, crmId, 'ADDRESS'))
    case 'passports': {
      if (!TravelDocumentNatKey.is(natKey)) return wrongKey(body.dataType)
      const visas = (await loadEntries(ctx.tx, crmId, ['VISA'])).map((e) => decodeStored(Visa, e))
      const ofDocument = visas.filter((v) => sameDocument(documentOfVisa(v.natKey), natKey)).map((v) => visaIdentity(v.natKey))
      return guarded(ctx, travelDocumentIdentity(natKey), () => countEntries(ctx.tx, crmId, 'TRAVEL_DOCUMENT'), ofDocument)
    }
    case 'visas':
      if (!VisaNatKey.is(natKey)) return wrongKey(body.dataType)
      return guarded(ctx, visaIdentity(normalisedVisaKey(natKey)), async () => Number.POSITIVE_INFINITY)
  }
}
