import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { MY_DATA_ERROR_IDS, myDataWriteError } from '../../core/my-data/my-data-error'
import { MyData } from '../../core/my-data/my-data.codec'
import { Visa } from '../../core/my-data/travel-documents.codec'
import { ANNA, errIdOf, getWith, sessionOf, sharedServer } from './helpers'
import { aContact, anAddress, aTravelDocument, aVisa, basicdata, send, snapshot } from './my-data.fixtures'

const shared = sharedServer()
const PATH = basicdata(ANNA.crmId)

const load = async (url: string, cookie: string): Promise<MyData> => {
  const decoded = readEnvelope(MyData)(await (await getWith(url, PATH, cookie)).json())
  if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left))
  return decoded.right
}

const Priority = suite('"Entry with same priority already exists (address and contact)"')

Priority('a contact or an address with a taken priority is 409 ERR_SAME_PRIORITY, nothing written', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const bodies = [
    { contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'MOBILE', prio: 1 } })] },
    { addresses: [anAddress({ natKey: { crewCode: 'ANNA', type: 'C', prio: 0 } })] },
    { contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 8 } }), aContact({ natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 8 } })] },
  ]
  for (const body of bodies) {
    const res = await send(url, 'POST', PATH, cookie, body)
    assert.is(res.status, 409, JSON.stringify(body))
    assert.is(errIdOf(res.body), MY_DATA_ERROR_IDS.samePriority)
    assert.match(res.body.error?.[0]?.errMessage ?? '', 'Entry with same priority already exists')
  }
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Priority('the client maps the answer to SamePriorityExists (core myDataWriteError)', async () => {
  const { url } = await shared.get()
  const res = await send(url, 'POST', PATH, await sessionOf(url, ANNA), { addresses: [anAddress({ natKey: { crewCode: 'ANNA', type: 'C', prio: 1 } })] })
  const read = readEnvelope(MyData)(res.body)
  // The guard throws, so the one assertion below always runs.
  if (E.isRight(read) || read.left._tag !== 'Service') throw new Error(`a Service error was expected, not ${JSON.stringify(read)}`)
  assert.equal(myDataWriteError('create', 'address', read.left), { _tag: 'SamePriorityExists', entity: 'address' })
})

Priority('the same priority of another contact type is no conflict', async () => {
  const { url } = await shared.get()
  const res = await send(url, 'POST', PATH, await sessionOf(url, ANNA), { contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 2 } })] })
  assert.is(res.status, 200)
})

Priority('"Priority ... editable only when creating": changing it on edit is 409 ERR_CANNOT_BE_CHANGED', async () => {
  const { url } = await shared.get()
  const res = await send(url, 'PUT', PATH, await sessionOf(url, ANNA), {
    originalNatKey: { crewCode: 'ANNA', type: 'C', prio: 1 },
    updatedData: { addresses: [anAddress({ natKey: { crewCode: 'ANNA', type: 'C', prio: 3 } })] },
  })
  assert.is(res.status, 409)
  assert.is(errIdOf(res.body), 'ERR_CANNOT_BE_CHANGED')
  assert.is(res.body.error?.[0]?.errMessage, 'updatedData.addresses[0].natKey.prio: Priority cannot be changed')
})

const Last = suite('"The last remaining entry cannot be deleted"')

Last('the last contact of a type, the last address and the last travel document are 409 ERR_LAST_ENTRY, kept', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await send(url, 'DELETE', PATH, cookie, { dataType: 'contacts', natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 1 } })).status, 200)
  const lastEmail = await send(url, 'DELETE', PATH, cookie, { dataType: 'contacts', natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 0 } })
  assert.is(lastEmail.status, 409)
  assert.is(errIdOf(lastEmail.body), MY_DATA_ERROR_IDS.lastEntry)
  assert.is(lastEmail.body.error?.[0]?.errMessage, 'The last remaining entry cannot be deleted.')

  assert.is((await send(url, 'DELETE', PATH, cookie, { dataType: 'addresses', natKey: { crewCode: 'ANNA', type: 'C', prio: 1 } })).status, 200)
  const lastAddress = await send(url, 'DELETE', PATH, cookie, { dataType: 'addresses', natKey: { crewCode: 'ANNA', type: 'C', prio: 0 } })
  assert.is(errIdOf(lastAddress.body), MY_DATA_ERROR_IDS.lastEntry)

  const docs = (await load(url, cookie)).passports ?? []
  const [keep, ...others] = docs
  for (const d of others) assert.is((await send(url, 'DELETE', PATH, cookie, { dataType: 'passports', natKey: { ...d.natKey } })).status, 200)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const lastDoc = await send(url, 'DELETE', PATH, cookie, { dataType: 'passports', natKey: { ...keep?.natKey } })
  assert.is(lastDoc.status, 409)
  assert.is(errIdOf(lastDoc.body), MY_DATA_ERROR_IDS.lastEntry)
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

const Docs = suite('travel documents and visas')

const PASSPORT = { number: 'P7700331', docType: 'P', crewCode: 'ANNA' } as const

Docs('"Number ... not editable when editing": a changed number is 409 ERR_CANNOT_BE_CHANGED \'Number cannot be changed\'', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await send(url, 'POST', PATH, cookie, { passports: [aTravelDocument({ natKey: PASSPORT })], visas: [aVisa(PASSPORT.number, 'USA', '2025-05-05')] })).status, 200)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const res = await send(url, 'PUT', PATH, cookie, { originalNatKey: PASSPORT, updatedData: { passports: [aTravelDocument({ natKey: { ...PASSPORT, number: 'P7700332' } })] } })
  assert.is(res.status, 409)
  assert.is(errIdOf(res.body), 'ERR_CANNOT_BE_CHANGED')
  assert.is(res.body.error?.[0]?.errMessage, 'updatedData.passports[0].natKey.number: Number cannot be changed')
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Docs('"Issue date and country are fixed when editing" a visa', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const originalNatKey = { issueDt: '2025-05-05', countryCode: 'USA', passportNumber: PASSPORT.number, passportDocType: 'P' }
  for (const [changed, message] of [
    [aVisa(PASSPORT.number, 'USA', '2025-05-06'), 'updatedData.visas[0].natKey.issueDt: Issue date cannot be changed'],
    [aVisa(PASSPORT.number, 'CAN', '2025-05-05'), 'updatedData.visas[0].natKey.countryCode: Country cannot be changed'],
  ] as const) {
    const res = await send(url, 'PUT', PATH, cookie, { originalNatKey, updatedData: { visas: [changed] } })
    assert.is(res.status, 409)
    assert.is(res.body.error?.[0]?.errMessage, message)
  }
  const ok = await send(url, 'PUT', PATH, cookie, { originalNatKey, updatedData: { visas: [aVisa(PASSPORT.number, 'usa', '2025-05-05', { issuePlace: 'Oslo' })] } })
  assert.is(ok.status, 200)
  assert.is((await load(url, cookie)).visas?.find((v) => v.natKey.passportNumber === PASSPORT.number)?.issuePlace, 'Oslo')
})

Docs('"A travel document form can add visa rows or mark them for deletion": one PUT adds, updates and removes visas together', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await send(url, 'PUT', PATH, cookie, {
    originalNatKey: PASSPORT,
    updatedData: { passports: [aTravelDocument({ natKey: PASSPORT, issuePlace: 'Malmo' })], visas: [aVisa(PASSPORT.number, 'GBR', '2025-07-07'), aVisa(PASSPORT.number, 'NZL', '2025-08-08')] },
  })
  assert.is(res.status, 200)
  const data = await load(url, cookie)
  assert.is(data.passports?.find((d) => d.natKey.number === PASSPORT.number)?.issuePlace, 'Malmo')
  assert.equal(data.visas?.filter((v) => v.natKey.passportNumber === PASSPORT.number).map((v) => v.natKey.countryCode).sort(), ['GBR', 'NZL'])
})

Docs('a document with visa rows "happens whole or not at all": one bad visa row refuses the document and every row', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const created = await send(url, 'POST', PATH, cookie, {
    passports: [aTravelDocument({ natKey: { ...PASSPORT, number: 'P5500001' } })],
    visas: [aVisa('P5500001', 'USA', '2025-01-01'), aVisa('P5500001', 'CAN', '2025-01-02', { issuePlace: '' })],
  })
  assert.is(created.status, 400)
  const updated = await send(url, 'PUT', PATH, cookie, {
    originalNatKey: PASSPORT,
    updatedData: { passports: [aTravelDocument({ natKey: PASSPORT, issuePlace: 'Lund' })], visas: [aVisa(PASSPORT.number, 'ISL', '2025-09-09'), aVisa('P0000000', 'NOR', '2025-09-09')] },
  })
  assert.is(updated.status, 400)
  const orphan = await send(url, 'POST', PATH, cookie, { visas: [aVisa('P404', 'USA', '2025-01-01')] })
  assert.is(orphan.status, 404)
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Docs('deleting a travel document deletes its visas with it', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await send(url, 'DELETE', PATH, cookie, { dataType: 'passports', natKey: PASSPORT })).status, 200)
  const data = await load(url, cookie)
  assert.not.ok(data.passports?.some((d) => d.natKey.number === PASSPORT.number))
  assert.not.ok(data.visas?.some((v: Visa) => v.natKey.passportNumber === PASSPORT.number))
})

Priority.run()
Last.run()
Docs.after(shared.close)
Docs.run()
