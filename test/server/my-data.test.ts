import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { MyData } from '../../core/my-data/my-data.codec'
import { hashPassword } from '../../server/security/password'
import { insertUser } from '../../server/security/user.repo'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, T0, TEST_HASHING } from './helpers'
import { aContact, anAddress, anEmail, aTravelDocument, aVisa, basicdata, send, snapshot } from './my-data.fixtures'

const shared = sharedServer()

const load = async (url: string, cookie: string, query = ''): Promise<MyData> => {
  const res = await getWith(url, `${basicdata(ANNA.crmId)}${query}`, cookie)
  assert.is(res.status, 200)
  const decoded = readEnvelope(MyData)(await res.json())
  if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left))
  return decoded.right
}

const Read = suite('GET user/{crmId}/basicdata')

Read('"query types (comma-joined list) or type": only the requested parts, decoded with core MyData', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const two = await load(url, cookie, '?types=contacts,addresses')
  assert.equal(Object.keys(two).sort(), ['addresses', 'contacts'])
  const one = await load(url, cookie, '?type=visas')
  assert.equal(Object.keys(one), ['visas'])
  const all = await load(url, cookie)
  assert.equal(Object.keys(all).sort(), ['addresses', 'basicInfo', 'contacts', 'passports', 'visas'])
})

Read('the seed: anna has personal data, 2+ contacts of each type, 2 addresses, P/I/D/A documents, visas (one expired), a passport expiring within 60 days', async () => {
  const { url } = await shared.get()
  const data = await load(url, await sessionOf(url, ANNA))
  assert.is(data.basicInfo?.lastName, 'Lindqvist')
  for (const type of ['PHONE', 'MOBILE', 'EMAIL'] as const) {
    const prios = (data.contacts ?? []).filter((c) => c.natKey.type === type).map((c) => c.natKey.prio)
    assert.ok(prios.length >= 2, type)
    assert.is(new Set(prios).size, prios.length, `${type} priorities are distinct`)
  }
  assert.is(data.addresses?.length, 2)
  assert.equal([...new Set((data.passports ?? []).map((d) => d.natKey.docType))].sort(), ['A', 'D', 'I', 'P'])
  const today = T0.toZonedDateTimeISO('UTC').toPlainDate()
  const passport = (data.passports ?? []).find((d) => d.natKey.docType === 'P')
  assert.ok(passport !== undefined && passport.expiryDate.since(today).days <= 60 && passport.expiryDate.since(today).days > 0)
  const expired = (data.visas ?? []).filter((v) => v.expiryDt !== undefined && Temporal.PlainDate.compare(v.expiryDt, today) < 0)
  assert.is(expired.length, 1)
})

Read('bruno has full my-data but no alien resident card', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, basicdata(BRUNO.crmId), await sessionOf(url, BRUNO))
  const data = readEnvelope(MyData)(await res.json())
  assert.ok(E.isRight(data))
  if (E.isRight(data)) {
    assert.equal([...new Set((data.right.passports ?? []).map((d) => d.natKey.docType))].sort(), ['D', 'I', 'P'])
    assert.ok((data.right.visas ?? []).length >= 2)
  }
})

Read('"Unauthenticated calls are 401"; another crew member\'s crmId is 403', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, basicdata(ANNA.crmId))).status, 401)
  const res = await getWith(url, basicdata(BRUNO.crmId), await sessionOf(url, ANNA))
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
})

Read('"no enabling or NO means HIDDEN": a crew member without IDP_MY_DATA gets 403 ERR_FEATURE_DISABLED', async () => {
  const { url, server } = await shared.get()
  const carla = { username: 'carla', password: 'carla-test', crmId: '300003' }
  await insertUser(
    server.deps.db,
    {
      username: carla.username,
      passwordHash: await hashPassword(carla.password, TEST_HASHING),
      crmId: carla.crmId,
      userId: 'U300003',
      firstName: 'Carla',
      lastName: 'Test',
      profile: {},
      enablings: [{ featureId: 'IDP_MY_DATA', value: 'NO' }],
      languageServiceAvailable: true,
    },
    T0,
  )
  const cookie = await sessionOf(url, carla)
  const res = await getWith(url, basicdata(carla.crmId), cookie)
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FEATURE_DISABLED')
  assert.is((await send(url, 'POST', basicdata(carla.crmId), cookie, { contacts: [aContact()] })).status, 403)
})

Read('bad query: an unknown type, an unknown parameter, a repeated parameter are 400 ERR_INVALID_QUERY', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (const query of ['?types=contacts,secrets', '?type=', '?typ=contacts', '?type=visas&type=contacts']) {
    const res = await getWith(url, `${basicdata(ANNA.crmId)}${query}`, cookie)
    assert.is(res.status, 400, query)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY', query)
  }
})

const Write = suite('POST, PUT, DELETE user/{crmId}/basicdata')

Write('"With edit access, add, delete and submit are available": create, update and delete a contact', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const created = await send(url, 'POST', basicdata(ANNA.crmId), cookie, { contacts: [aContact({ remark: '  Weekends ' })] })
  assert.is(created.status, 200)
  assert.is(created.body.success, true)
  let phone = (await load(url, cookie, '?type=contacts')).contacts?.find((c) => c.natKey.type === 'PHONE' && c.natKey.prio === 5)
  assert.is(phone?.contact, '+33140506070', 'the full phone, normalised')
  assert.is(phone?.remark, 'Weekends', 'text is trimmed')
  const natKey = { crewCode: 'ANNA', type: 'PHONE', prio: 5 }
  const updated = await send(url, 'PUT', basicdata(ANNA.crmId), cookie, { originalNatKey: natKey, updatedData: { contacts: [aContact({ remark: 'Evenings' })] } })
  assert.is(updated.status, 200)
  phone = (await load(url, cookie, '?type=contacts')).contacts?.find((c) => c.natKey.type === 'PHONE' && c.natKey.prio === 5)
  assert.is(phone?.remark, 'Evenings')
  const deleted = await send(url, 'DELETE', basicdata(ANNA.crmId), cookie, { dataType: 'contacts', natKey })
  assert.is(deleted.status, 200)
  assert.not.ok((await load(url, cookie, '?type=contacts')).contacts?.some((c) => c.natKey.type === 'PHONE' && c.natKey.prio === 5))
})

Write('an address, a travel document with its visas, personal data: created and updated; country codes upper-cased', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await send(url, 'POST', basicdata(ANNA.crmId), cookie, { addresses: [anAddress()] })).status, 200)
  const doc = aTravelDocument()
  const visas = [aVisa('P9900112', 'usa', '2025-02-01'), aVisa('P9900112', 'JPN', '2025-03-01')]
  assert.is((await send(url, 'POST', basicdata(ANNA.crmId), cookie, { passports: [doc], visas })).status, 200)
  const data = await load(url, cookie)
  assert.is(data.addresses?.find((a) => a.natKey.prio === 5)?.countryCode, 'FR')
  assert.is(data.passports?.find((d) => d.natKey.number === 'P9900112')?.issueCountry, 'SWE')
  assert.equal(data.visas?.filter((v) => v.natKey.passportNumber === 'P9900112').map((v) => v.natKey.countryCode).sort(), ['JPN', 'USA'])
  const personal = await send(url, 'PUT', basicdata(ANNA.crmId), cookie, { updatedData: { basicInfo: { firstName: 'Anna', lastName: 'Lindqvist', birthPlace: 'Uppsala', isSmoker: true } } })
  assert.is(personal.status, 200)
  assert.is((await load(url, cookie, '?type=basicInfo')).basicInfo?.isSmoker, true)
})

Write('"View only gives read-only lists": bruno (IDP_MY_DATA READ) gets 403 on every write, nothing written', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  const before = await snapshot(server.deps.db, BRUNO.crmId)
  const path = basicdata(BRUNO.crmId)
  const calls = [
    send(url, 'POST', path, cookie, { contacts: [aContact({ natKey: { crewCode: 'BRUNO', type: 'PHONE', prio: 7 } })] }),
    send(url, 'PUT', path, cookie, { updatedData: { basicInfo: { firstName: 'Bruno', lastName: 'Changed' } } }),
    send(url, 'DELETE', path, cookie, { dataType: 'contacts', natKey: { crewCode: 'BRUNO', type: 'EMAIL', prio: 1 } }),
  ]
  for (const res of await Promise.all(calls)) {
    assert.is(res.status, 403)
    assert.is(errIdOf(res.body), 'ERR_MY_DATA_READ_ONLY')
  }
  assert.is(await snapshot(server.deps.db, BRUNO.crmId), before)
  assert.is((await getWith(url, path, cookie)).status, 200, 'bruno still reads his data')
})

Write('writes: 401 without a session, 403 on another crew member\'s crmId, nothing written', async () => {
  const { url, server } = await shared.get()
  const before = await snapshot(server.deps.db, BRUNO.crmId)
  assert.is((await send(url, 'POST', basicdata(ANNA.crmId), undefined, { contacts: [aContact()] })).status, 401)
  const cookie = await sessionOf(url, ANNA)
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await send(url, method, basicdata(BRUNO.crmId), cookie, { contacts: [aContact()] })
    assert.is(res.status, 403, method)
  }
  assert.is(await snapshot(server.deps.db, BRUNO.crmId), before)
})

const Bad = suite('my-data bad input: refused with the core validation message, nothing written')

Bad('"Following characters are not allowed": hostile values in every kind of item', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const cases: ReadonlyArray<readonly [unknown, string]> = [
    [{ addresses: [anAddress({ street: '<script>alert(1)</script>' })] }, 'addresses[0].street: Following characters are not allowed: < >'],
    [{ contacts: [aContact({ remark: "x'; DROP TABLE--\u0000" })] }, 'contacts[0].remark: Following characters are not allowed: U+0000'],
    [{ contacts: [aContact({ remark: 'hi {{7*7}}' })] }, 'contacts[0].remark: Following characters are not allowed: { }'],
    [{ passports: [aTravelDocument({ firstName: 'Ann\u202Ea' })] }, 'passports[0].firstName: Following characters are not allowed: \u202E'],
    [{ visas: [aVisa('SE4412876', 'USA', '2025-09-01', { issuePlace: 'Ne\u0301w York' })] }, 'visas[0].issuePlace: Following characters are not allowed: \u0301'],
    [{ contacts: [anEmail(9, 'anna@<evil>.com')] }, 'contacts[0].contact: Must be a valid email address'],
    [{ basicInfo: { firstName: 'Anna', lastName: 'L\u00f6fgren' } }, 'basicInfo.lastName: Following characters are not allowed: \u00f6'],
  ]
  for (const [body, message] of cases) {
    const res = await send(url, 'POST', basicdata(ANNA.crmId), cookie, body)
    assert.is(res.status, 400, message)
    assert.is(errIdOf(res.body), 'ERR_INVALID_BODY')
    assert.is(res.body.error?.[0]?.errMessage, `Invalid request body: ${message}`)
  }
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Bad('every field limit of the forms (SPEC section 5) is enforced server-side', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const cases: ReadonlyArray<readonly [unknown, string]> = [
    [{ contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 100 } })] }, 'contacts[0].natKey.prio'],
    [{ contacts: [aContact({ phoneNumber: { localNo: '1'.repeat(41) } })] }, 'contacts[0].phoneNumber.localNo: Cannot be longer than 40 characters'],
    [{ contacts: [aContact({ phoneNumber: { localNo: '12a45' } })] }, 'contacts[0].phoneNumber.localNo: Should contain only numbers'],
    [{ contacts: [aContact({ phoneNumber: { regionCode: '+999', localNo: '1234' } })] }, 'contacts[0].phoneNumber.regionCode: Should be one of the listed values'],
    [{ contacts: [anEmail(9, `${'a'.repeat(75)}@x.com`)] }, 'contacts[0].contact: Cannot be longer than 80 characters'],
    [{ addresses: [anAddress({ natKey: { crewCode: 'ANNA', type: 'C', prio: 10 } })] }, 'addresses[0].natKey.prio'],
    [{ addresses: [anAddress({ zipCode: '12345678901' })] }, 'addresses[0].zipCode: Cannot be longer than 10 characters'],
    [{ addresses: [anAddress({ cityName: 'c'.repeat(26) })] }, 'addresses[0].cityName: Cannot be longer than 25 characters'],
    [{ addresses: [anAddress({ street: 's'.repeat(31) })] }, 'addresses[0].street: Cannot be longer than 30 characters'],
    [{ addresses: [anAddress({ countryCode: 'FRAN' })] }, 'addresses[0].countryCode: Cannot be longer than 3 characters'],
    [{ passports: [aTravelDocument({ natKey: { number: 'N'.repeat(36), docType: 'P', crewCode: 'ANNA' } })] }, 'passports[0].natKey.number: Cannot be longer than 35 characters'],
    [{ passports: [aTravelDocument({ lastName: 'l'.repeat(31) })] }, 'passports[0].lastName: Cannot be longer than 30 characters'],
    [{ passports: [aTravelDocument({ issuePlace: '   ' })] }, 'passports[0].issuePlace: This field is required'],
    [{ passports: [aTravelDocument({ addInfo: 'a'.repeat(21) })] }, 'passports[0].addInfo: Cannot be longer than 20 characters'],
    [{ visas: [aVisa('SE4412876', 'USA', '2025-09-01', { number: 'v'.repeat(36) })] }, 'visas[0].number: Cannot be longer than 35 characters'],
  ]
  for (const [body, message] of cases) {
    const res = await send(url, 'POST', basicdata(ANNA.crmId), cookie, body)
    assert.is(res.status, 400, message)
    assert.ok(res.body.error?.[0]?.errMessage?.startsWith(`Invalid request body: ${message}`), `${message} <- ${res.body.error?.[0]?.errMessage}`)
  }
})

Bad('wrong types, unknown fields, malformed JSON, an empty bundle and a wrong natKey are 400', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const path = basicdata(ANNA.crmId)
  const cases: ReadonlyArray<readonly [string, unknown, string]> = [
    ['POST', { contacts: [{ natKey: { crewCode: 'ANNA', type: 'PHONE', prio: '1' }, access: 'INTERNAL' }] }, 'ERR_INVALID_BODY'],
    ['POST', { contacts: [{ ...(aContact() as object), admin: true }] }, 'ERR_UNKNOWN_FIELD'],
    ['POST', '{"contacts": [', 'ERR_MALFORMED_JSON'],
    ['POST', {}, 'ERR_INVALID_BODY'],
    ['POST', { contacts: [aContact({ access: 'INTERNAL' }), { ...(aContact() as object), access: 'NOBODY' }] }, 'ERR_INVALID_BODY'],
    ['PUT', { updatedData: { contacts: [aContact()] } }, 'ERR_INVALID_BODY'],
    ['PUT', { originalNatKey: { crewCode: 'ANNA', type: 'C', prio: 0 }, updatedData: { contacts: [aContact()] } }, 'ERR_INVALID_BODY'],
    ['DELETE', { dataType: 'addresses', natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 0 } }, 'ERR_INVALID_BODY'],
    ['DELETE', { dataType: 'secrets', natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 0 } }, 'ERR_INVALID_BODY'],
  ]
  for (const [method, body, errId] of cases) {
    const res = await send(url, method, path, cookie, body)
    assert.is(res.status, 400, `${method} ${JSON.stringify(body)}`)
    assert.is(errIdOf(res.body), errId, `${method} ${JSON.stringify(body)}`)
  }
  const missing = await send(url, 'DELETE', path, cookie, { dataType: 'contacts', natKey: { crewCode: 'ANNA', type: 'EMAIL', prio: 42 } })
  assert.is(missing.status, 404)
})

Read.run()
Write.run()
Bad.after(shared.close)
Bad.run()
