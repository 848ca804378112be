import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import { MyData } from '../../core/my-data/my-data.codec'
import { MyInternalMessagesResponse, NewsMasterData } from '../../core/news/news.codec'
import { withCategoryStyle, toNewsItem } from '../../core/news/news-item.rules'
import { ContactInformation, PreferredLanguageResponse } from '../../core/settings/contact-information.codec'
import { DeviceList } from '../../core/settings/device.codec'
import { NotificationMasterData, NotificationSettings } from '../../core/settings/tag-settings.codec'
import { parseLanguageCode } from '../../core/shared/validation/language.rules'
import { ANNA, getWith, sessionOf, sharedServer, T0 } from './helpers'
import { aContact, basicdata, send } from './my-data.fixtures'

// The client's view: every answer of the my-data, communication and logging calls read with
// core readEnvelope / readEmptyEnvelope, exactly as the HTTP adapters read them.
const shared = sharedServer()
const API = '/api/communication/v2'

const decodeGet = async <A, O>(path: string, codec: t.Type<A, O, unknown>): Promise<A> => {
  const { url } = await shared.get()
  const res = await getWith(url, path, await sessionOf(url, ANNA))
  const read = readEnvelope(codec)(await res.json())
  if (E.isLeft(read)) throw new Error(`${path}: ${JSON.stringify(read.left)}`)
  return read.right
}

const Contract = suite('client and server agree: answers read with core readEnvelope')

Contract('GET user/{crmId}/basicdata -> MyData', async () => {
  const data = await decodeGet(`${basicdata(ANNA.crmId)}?types=basicInfo,contacts,addresses,passports,visas`, MyData)
  assert.ok((data.contacts ?? []).length > 0 && (data.passports ?? []).length > 0)
})

Contract('POST /notification/myInternalMessages -> MyInternalMessagesResponse; every message is a news item', async () => {
  const { url } = await shared.get()
  const res = await send(url, 'POST', `${API}/notification/myInternalMessages`, await sessionOf(url, ANNA), { domain: 'IADP' })
  const read = readEnvelope(MyInternalMessagesResponse)(res.body)
  assert.ok(E.isRight(read))
  if (E.isRight(read)) {
    const master = await decodeGet(`${API}/crm/notification/masterData?domain=IADP`, NewsMasterData)
    const items = read.right.messages.map(toNewsItem)
    assert.ok(items.every(E.isRight))
    for (const item of items) if (E.isRight(item)) assert.ok(withCategoryStyle(master)(item.right).colour._tag === 'Some', item.right.id)
  }
})

Contract('GET crm/notification/masterData -> NewsMasterData and NotificationMasterData (one call, two readers)', async () => {
  const path = `${API}/crm/notification/masterData?domain=IADP`
  assert.ok((await decodeGet(path, NewsMasterData)).categories.length >= 3)
  assert.ok((await decodeGet(path, NotificationMasterData)).newsSubscriptions.length >= 3)
})

Contract('tag settings, contact information, preferred language, devices', async () => {
  assert.ok((await decodeGet(`${API}/notification-tag-settings/IADP`, NotificationSettings)).subscriptions.length > 0)
  assert.type((await decodeGet(`${API}/contactinformation`, ContactInformation)).email, 'string')
  const language = await decodeGet(`${API}/preferredLanguage`, PreferredLanguageResponse)
  assert.equal(parseLanguageCode(language), E.right('en'))
  assert.ok((await decodeGet(`${API}/device/IADP`, DeviceList)).length > 0)
})

Contract('writes answer the empty envelope; refusals are Service errors with errId and errMessage', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const writes = [
    await send(url, 'POST', basicdata(ANNA.crmId), cookie, { contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'MOBILE', prio: 9 } })] }),
    await send(url, 'PUT', `${API}/notification/N-${ANNA.crmId}-checkin/READ`, cookie),
    await send(url, 'PUT', `${API}/contactinformation`, cookie, { email: 'anna@crew.example.com', phone: '+33612345678' }),
    await send(url, 'POST', '/rest/pems/idp/log', cookie, { crmId: ANNA.crmId, device: 'd', version: 'v', messages: [{ id: 1, message: 'm', level: 'INFO', timestamp: T0.toString().replace('Z', '+00:00') }] }),
  ]
  for (const w of writes) assert.equal(readEmptyEnvelope(w.body), E.right(undefined))
  const refused = await send(url, 'POST', basicdata(ANNA.crmId), cookie, { contacts: [aContact({ natKey: { crewCode: 'ANNA', type: 'MOBILE', prio: 9 } })] })
  const read = readEmptyEnvelope(refused.body)
  assert.ok(E.isLeft(read) && read.left._tag === 'Service' && read.left.errors[0]?.errId === 'ERR_SAME_PRIORITY' && read.left.errors[0].errMessage !== undefined)
})

Contract.after(shared.close)
Contract.run()
