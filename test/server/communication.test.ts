import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { CommunicationConfig } from '../../core/settings/communication-config.codec'
import { ContactInformation } from '../../core/settings/contact-information.codec'
import { DeviceList } from '../../core/settings/device.codec'
import { NotificationMasterData, NotificationSettings } from '../../core/settings/tag-settings.codec'
import { ANNA, BRUNO, errIdOf, getWith, sessionOf, sharedServer } from './helpers'
import { send } from './my-data.fixtures'

const shared = sharedServer()
const API = '/api/communication/v2'

const read = async <A, O>(url: string, path: string, cookie: string, codec: t.Type<A, O, unknown>): Promise<A> => {
  const res = await getWith(url, `${API}${path}`, cookie)
  assert.is(res.status, 200, path)
  const decoded = readEnvelope(codec)(await res.json())
  if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left))
  return decoded.right
}

const expect400 = async (res: Promise<{ status: number; body: { error?: Array<{ errId?: string; errMessage?: string }> } }>, errId: string, message?: string) => {
  const r = await res
  assert.is(r.status, 400, r.body.error?.[0]?.errMessage)
  assert.is(errIdOf(r.body), errId)
  if (message !== undefined) assert.is(r.body.error?.[0]?.errMessage, message)
}

const Tags = suite('master data and notification tag settings')

Tags('"News subscriptions: each has a tag value, a label, editable and defaultSelected" (tags EVENTTYPE=x)', async () => {
  const { url } = await shared.get()
  const data = await read(url, '/crm/notification/masterData?domain=IADP', await sessionOf(url, ANNA), NotificationMasterData)
  assert.ok(data.newsSubscriptions.length >= 3)
  assert.ok(data.newsSubscriptions.every((s) => /^EVENTTYPE=[A-Z]+$/.test(s.tagValue) && s.label !== ''))
  assert.ok(data.newsSubscriptions.some((s) => !s.editable) && data.newsSubscriptions.some((s) => !s.defaultSelected))
})

Tags('masterData: 401 without a session; a missing, repeated or bad domain query is 400', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, `${API}/crm/notification/masterData?domain=IADP`)).status, 401)
  const cookie = await sessionOf(url, ANNA)
  for (const query of ['', '?domain=IADP&domain=X', '?domain=%3Cx%3E', '?domain=IADP&crmId=200002']) {
    const res = await getWith(url, `${API}/crm/notification/masterData${query}`, cookie)
    assert.is(res.status, 400, query)
  }
})

Tags('GET/PUT /notification-tag-settings/{domain}: saved subscriptions come back, each crew member their own', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await read(url, '/notification-tag-settings/IADP', cookie, NotificationSettings)
  assert.is(before.email, 'anna.lindqvist@crew.example.com')
  const res = await send(url, 'PUT', `${API}/notification-tag-settings/IADP`, cookie, { subscriptions: ['EVENTTYPE=BROADCAST', 'EVENTTYPE=HOTEL', 'EVENTTYPE=HOTEL'] })
  assert.is(res.status, 200)
  assert.equal((await read(url, '/notification-tag-settings/IADP', cookie, NotificationSettings)).subscriptions, ['EVENTTYPE=BROADCAST', 'EVENTTYPE=HOTEL'])
  const bruno = await read(url, '/notification-tag-settings/IADP', await sessionOf(url, BRUNO), NotificationSettings)
  assert.equal(bruno.subscriptions, ['EVENTTYPE=BROADCAST', 'EVENTTYPE=ROSTERCHANGE'])
})

Tags('PUT /notification-tag-settings/{domain}: the channel flags sent with the subscriptions are stored, absent ones kept', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  const path = `${API}/notification-tag-settings/IADP`
  const flags = (s: NotificationSettings) => [s.usePrimaryEmail, s.usePrimaryPhone, s.useAllDevice]
  const res = await send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=BROADCAST'], usePrimaryEmail: true, usePrimaryPhone: false, useAllDevice: false })
  assert.is(res.status, 200)
  assert.equal(flags(await read(url, '/notification-tag-settings/IADP', cookie, NotificationSettings)), [true, false, false])
  assert.is((await send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=BROADCAST'], useAllDevice: true })).status, 200)
  assert.equal(flags(await read(url, '/notification-tag-settings/IADP', cookie, NotificationSettings)), [true, false, true])
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=BROADCAST'], useAllDevice: 'yes' }), 'ERR_INVALID_BODY')
})

Tags('"At least one news subscription must be selected when saving"; unknown tags and fixed ones refused; 401', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const path = `${API}/notification-tag-settings/IADP`
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: [] }), 'ERR_INVALID_BODY', 'Invalid request body: subscriptions: Select at least one news subscription')
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=BROADCAST', 'EVENTTYPE=SECRET'] }), 'ERR_INVALID_BODY', 'Invalid request body: subscriptions[1]: Should be one of the listed values')
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=HOTEL'] }), 'ERR_INVALID_BODY', 'Invalid request body: subscriptions: Broadcast messages cannot be changed')
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: ['not a tag'] }), 'ERR_INVALID_BODY')
  await expect400(send(url, 'PUT', path, cookie, { subscriptions: ['EVENTTYPE=BROADCAST'], email: 'x@y.z' }), 'ERR_UNKNOWN_FIELD')
  await expect400(send(url, 'PUT', `${API}/notification-tag-settings/bad%20domain`, cookie, { subscriptions: ['EVENTTYPE=BROADCAST'] }), 'ERR_BAD_PATH')
  assert.is((await send(url, 'PUT', path, undefined, { subscriptions: ['EVENTTYPE=BROADCAST'] })).status, 401)
  assert.is((await getWith(url, path)).status, 401)
})

const Config = suite('crew-communication configuration')

Config('GET /config/{domain}: the domain\'s predefined phones and required agreements, as core CommunicationConfig', async () => {
  const { url } = await shared.get()
  const config = await read(url, '/config/IADP', await sessionOf(url, ANNA), CommunicationConfig)
  assert.equal(config, { domain: 'IADP', predefinedPhones: [], smsAgreementRequired: true, pushAgreementRequired: true })
})

Config('config: 401 without a session; an unknown domain is 404; a malformed one is 400', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, `${API}/config/IADP`)).status, 401)
  const cookie = await sessionOf(url, BRUNO)
  const unknown = await getWith(url, `${API}/config/OTHER`, cookie)
  assert.is(unknown.status, 404)
  assert.is(errIdOf(await unknown.json()), 'ERR_NOT_FOUND')
  const bad = await getWith(url, `${API}/config/${encodeURIComponent('<x>')}`, cookie)
  assert.is(bad.status, 400)
})

const Contact = suite('contact information and preferred language')

Contact('GET/PUT /contactinformation: trimmed values stored, an empty phone cleared', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  assert.is((await send(url, 'PUT', `${API}/contactinformation`, cookie, { email: '  bruno@crew.example.com ', phone: '+3361234567' })).status, 200)
  assert.equal(await read(url, '/contactinformation', cookie, ContactInformation), { email: 'bruno@crew.example.com', phone: '+3361234567' })
  assert.is((await send(url, 'PUT', `${API}/contactinformation`, cookie, { email: 'bruno@crew.example.com' })).status, 200)
  assert.equal(await read(url, '/contactinformation', cookie, ContactInformation), { email: 'bruno@crew.example.com' })
  assert.is((await read(url, '/contactinformation', await sessionOf(url, ANNA), ContactInformation)).email, 'anna.lindqvist@crew.example.com')
})

Contact('the notification-settings rules: "E-mail address is required!", "E-mail address is not valid!", the text rule, the phone pattern', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const path = `${API}/contactinformation`
  const before = await server.deps.db.query('SELECT email, phone FROM contact_information WHERE crm_id = $1', [ANNA.crmId])
  await expect400(send(url, 'PUT', path, cookie, { email: ' ' }), 'ERR_INVALID_BODY', 'Invalid request body: email: E-mail address is required!')
  await expect400(send(url, 'PUT', path, cookie, { email: 'anna(at)example' }), 'ERR_INVALID_BODY', 'Invalid request body: email: E-mail address is not valid!')
  await expect400(send(url, 'PUT', path, cookie, { email: 'anna<script>@example.com' }), 'ERR_INVALID_BODY', 'Invalid request body: email: Following characters are not allowed: < >')
  await expect400(send(url, 'PUT', path, cookie, { email: 'anna@example.com', phone: '0612345678' }), 'ERR_INVALID_BODY', 'Invalid request body: phone: Phone number must be a plus followed by 6 to 14 digits, such as +123456789')
  await expect400(send(url, 'PUT', path, cookie, { email: 'anna@example.com', phone: 612345678 }), 'ERR_INVALID_BODY')
  assert.equal(await server.deps.db.query('SELECT email, phone FROM contact_information WHERE crm_id = $1', [ANNA.crmId]), before)
  const csrf = await fetch(`${url}${path}`, { method: 'PUT', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'anna@example.com' }) })
  assert.is(csrf.status, 403, 'a state-changing call without X-Requested-With')
  assert.equal(await server.deps.db.query('SELECT email, phone FROM contact_information WHERE crm_id = $1', [ANNA.crmId]), before)
  assert.is((await send(url, 'PUT', path, undefined, { email: 'anna@example.com' })).status, 401)
  assert.is((await getWith(url, path)).status, 401)
})

Contact('"GET /preferredLanguage: response is a two-letter string"; PUT checked with parseLanguageCode', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const language = async () => (await (await getWith(url, `${API}/preferredLanguage`, cookie)).json()) as { result?: unknown }
  assert.is((await language()).result, 'en')
  assert.is((await send(url, 'PUT', `${API}/preferredLanguage/FR`, cookie)).status, 200)
  assert.is((await language()).result, 'fr')
  for (const bad of ['fra', 'f', '1%C3%A9', '%20e']) {
    const res = await send(url, 'PUT', `${API}/preferredLanguage/${bad}`, cookie)
    assert.is(res.status, 400, bad)
    assert.match(res.body.error?.[0]?.errMessage ?? '', 'Unsupported language code')
  }
  assert.is((await language()).result, 'fr')
  assert.is((await send(url, 'PUT', `${API}/preferredLanguage/en`, undefined)).status, 401)
  assert.is((await getWith(url, `${API}/preferredLanguage`)).status, 401)
})

const Devices = suite('devices')

Devices('GET/POST /device/{domain}: registering a known uuid updates its token ("If the stored token ... differs ... updated")', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const body = { deviceName: 'Anna tablet', deviceToken: 'fcm:token-1', uuid: 'tablet-0001' }
  assert.is((await send(url, 'POST', `${API}/device/IADP`, cookie, body)).status, 200)
  assert.is((await send(url, 'POST', `${API}/device/IADP`, cookie, { ...body, deviceToken: 'fcm:token-2' })).status, 200)
  const devices = await read(url, '/device/IADP', cookie, DeviceList)
  assert.equal(devices.filter((d) => d.uuid === 'tablet-0001'), [{ ...body, deviceToken: 'fcm:token-2', domain: 'IADP' }])
  assert.is((await read(url, '/device/IADP', await sessionOf(url, BRUNO), DeviceList)).length, 0, "bruno does not see anna's devices")
})

Devices('PUT resetBadge and DELETE: own devices only (another crew member\'s uuid is 404, untouched)', async () => {
  const { url, server } = await shared.get()
  const anna = await sessionOf(url, ANNA)
  const bruno = await sessionOf(url, BRUNO)
  assert.is((await send(url, 'PUT', `${API}/device/resetBadge/IADP/demo-anna-phone`, bruno)).status, 404)
  assert.is((await send(url, 'DELETE', `${API}/device/IADP/demo-anna-phone`, bruno)).status, 404)
  const badge = async () => (await server.deps.db.query<{ badge: number }>("SELECT badge FROM devices WHERE uuid = 'demo-anna-phone'"))[0]?.badge
  assert.is(await badge(), 2)
  assert.is((await send(url, 'PUT', `${API}/device/resetBadge/IADP/demo-anna-phone`, anna)).status, 200)
  assert.is(await badge(), 0)
  assert.is((await send(url, 'DELETE', `${API}/device/IADP/tablet-0001`, anna)).status, 200)
  assert.is((await send(url, 'DELETE', `${API}/device/IADP/tablet-0001`, anna)).status, 404)
})

Devices('devices: 401 without a session; bad input is 400', async () => {
  const { url } = await shared.get()
  for (const [method, path] of [['GET', '/device/IADP'], ['POST', '/device/IADP'], ['DELETE', '/device/IADP/x'], ['PUT', '/device/resetBadge/IADP/x']] as const) {
    assert.is((await send(url, method, `${API}${path}`, undefined, method === 'POST' ? { deviceName: 'a', deviceToken: 'b', uuid: 'c' } : undefined)).status, 401, path)
  }
  const cookie = await sessionOf(url, ANNA)
  const ok = { deviceName: 'Phone', deviceToken: 'tok', uuid: 'u-1' }
  await expect400(send(url, 'POST', `${API}/device/IADP`, cookie, { ...ok, deviceName: '<img src=x onerror=alert(1)>' }), 'ERR_INVALID_BODY')
  await expect400(send(url, 'POST', `${API}/device/IADP`, cookie, { ...ok, uuid: 'a b' }), 'ERR_INVALID_BODY')
  await expect400(send(url, 'POST', `${API}/device/IADP`, cookie, { ...ok, deviceToken: '' }), 'ERR_INVALID_BODY')
  await expect400(send(url, 'POST', `${API}/device/IADP`, cookie, { ...ok, owner: ANNA.crmId }), 'ERR_UNKNOWN_FIELD')
  await expect400(send(url, 'POST', `${API}/device/I%20ADP`, cookie, ok), 'ERR_BAD_PATH')
})

Tags.run()
Config.run()
Contact.run()
Devices.after(shared.close)
Devices.run()
