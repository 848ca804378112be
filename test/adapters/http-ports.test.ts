import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../core/errors/app-error'
import { createCancelSource } from '../../core/servers/servers.port'
import { LanguageCode } from '../../core/settings/contact-information.codec'
import { SubscriptionTag } from '../../core/settings/tag-settings.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { CrmId } from '../../core/shared/brands'
import { createAuthHttp } from '../../adapters/http/auth.http'
import { createCheckInHttp } from '../../adapters/http/check-in.http'
import { createCrewHttp } from '../../adapters/http/crew.http'
import { createHotelHttp } from '../../adapters/http/hotel.http'
import { createLogHttp } from '../../adapters/http/log.http'
import { createMyDataHttp } from '../../adapters/http/my-data.http'
import { createNewsHttp } from '../../adapters/http/news.http'
import { createRefreshHttp } from '../../adapters/http/refresh.http'
import { createRemarksHttp } from '../../adapters/http/remarks.http'
import { createRolesHttp } from '../../adapters/http/roles.http'
import { createRosterChangesHttp } from '../../adapters/http/roster-changes.http'
import { createRosterHttp } from '../../adapters/http/roster.http'
import { createServersHttp } from '../../adapters/http/servers.http'
import { createSettingsHttp } from '../../adapters/http/settings.http'
import { createSignedInPorts } from '../../adapters/session/signed-in-ports'
import { createSummaryHttp } from '../../adapters/http/summary.http'
import { aClient, api, CRM_ID, ok } from './http-fixtures'
import { aConfigWire, aDutyEventWire, aLogicalId, decodeOrThrow, plainDate, utc } from './fixtures'

const { client } = aClient()
const auth = createAuthHttp(client)
const checkIn = createCheckInHttp(client)
const crew = createCrewHttp(client)
// In the mobile wrapper (ui/container.ts passes `nativeWrapper` when the Capacitor wrapper is detected).
const wrapperCrew = createSignedInPorts(client, { nativeWrapper: true }).crew
const hotel = createHotelHttp(client)
const log = createLogHttp(client)
const myData = createMyDataHttp(client)
const news = createNewsHttp(client)
const refresh = createRefreshHttp(client)
const remarks = createRemarksHttp(client)
const roles = createRolesHttp(client)
const rosterChanges = createRosterChangesHttp(client)
const roster = createRosterHttp(client)
const settings = createSettingsHttp(client)
const summary = createSummaryHttp(client)

const LID = aLogicalId('LEG/LH 400')
const EVENT = decodeOrThrow(DutyEvent, aDutyEventWire())

interface Call {
  readonly name: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly run: () => TE.TaskEither<TransportError, unknown>
}

const P = '/rest/pems'
const C = '/api/communication/v2'
const R = `${P}/roster/${CRM_ID}`

const CALLS: ReadonlyArray<Call> = [
  { name: 'auth.loadSecurityConfig', method: 'GET', path: `${P}/security/config`, run: auth.loadSecurityConfig },
  { name: 'auth.prevalidate', method: 'GET', path: `${P}/security/authentication/validate`, run: auth.prevalidate },
  { name: 'auth.authenticate', method: 'POST', path: `${P}/security/authentication/anna%20b`, run: () => auth.authenticate('anna b', 'pw') },
  { name: 'auth.authorize', method: 'GET', path: `${P}/security/authorization`, run: auth.authorize },
  { name: 'auth.renew', method: 'GET', path: `${P}/security/authentication/renew/anna`, run: () => auth.renew('anna') },
  { name: 'auth.logout', method: 'GET', path: `${P}/security/logout`, run: () => auth.logout() },
  { name: 'auth.logout with POST (logoutMethod)', method: 'POST', path: `${P}/security/logout`, run: () => auth.logout('POST') },
  { name: 'auth.resetPassword', method: 'GET', path: `${P}/security/identity/resetpassword/a%2Fb`, run: () => auth.resetPassword('a/b') },
  { name: 'auth.loadPublicConfiguration', method: 'GET', path: `${P}/public/bootstrap/configuration`, run: auth.loadPublicConfiguration },
  { name: 'checkIn.loadConfiguration', method: 'GET', path: `${R}/checkin/configuration`, run: () => checkIn.loadConfiguration(CRM_ID) },
  { name: 'checkIn.loadCheckIn', method: 'GET', path: `${R}/checkin`, query: { checkInLogicalId: 'LEG/LH 400', ltype: 'mobile' }, run: () => checkIn.loadCheckIn(CRM_ID, LID) },
  { name: 'checkIn.checkIn', method: 'POST', path: `${R}/checkin`, query: { op: 'checkin', ltype: 'mobile' }, body: { checkInLogicalId: 'LEG/LH 400' }, run: () => checkIn.checkIn(CRM_ID, LID) },
  { name: 'checkIn.confirmCheckIn', method: 'POST', path: `${R}/checkin/LEG%2FLH%20400`, query: { op: 'confirm', ltype: 'mobile' }, run: () => checkIn.confirmCheckIn(CRM_ID, LID) },
  { name: 'checkIn.checkIn with the device position', method: 'POST', path: `${R}/checkin`, query: { op: 'checkin', ltype: 'mobile' }, body: { checkInLogicalId: 'LEG/LH 400', position: { latitude: 49.01, longitude: 2.55, accuracy: 12 } }, run: () => checkIn.checkIn(CRM_ID, LID, { latitude: 49.01, longitude: 2.55, accuracy: 12 }) },
  { name: 'checkIn.confirmCheckIn with the device position', method: 'POST', path: `${R}/checkin/LEG%2FLH%20400`, query: { op: 'confirm', ltype: 'mobile' }, body: { position: { latitude: 49.01, longitude: 2.55, accuracy: 12 } }, run: () => checkIn.confirmCheckIn(CRM_ID, LID, { latitude: 49.01, longitude: 2.55, accuracy: 12 }) },
  { name: 'refresh.loadUpdates', method: 'GET', path: `${R}/updates`, run: () => refresh.loadUpdates(CRM_ID) },
  { name: 'hotel.loadHotel', method: 'GET', path: `${R}/hotel/H%2F1`, run: () => hotel.loadHotel(CRM_ID, 'H/1') },
  { name: 'roles.loadRoles', method: 'GET', path: `${R}/role/E%231`, run: () => roles.loadRoles(CRM_ID, 'E#1') },
  { name: 'roles.updateRoles', method: 'PUT', path: `${R}/roleUpdate`, body: { logicalId: 'LEG/LH 400', roles: [{ roleNumber: 3, setOnEvent: true }] }, run: () => roles.updateRoles(CRM_ID, { logicalId: LID, roles: [{ roleNumber: 3, setOnEvent: true }] }) },
  { name: 'crew.loadLegCrew', method: 'GET', path: `${R}/leg/E1/crew`, run: () => crew.loadLegCrew(CRM_ID, 'E1') },
  { name: 'crew.loadLegCrew in the mobile wrapper: "?ltype=mobile"', method: 'GET', path: `${R}/leg/E1/crew`, query: { ltype: 'mobile' }, run: () => wrapperCrew.loadLegCrew(CRM_ID, 'E1') },
  { name: 'crew.loadCrewMemberCard', method: 'GET', path: '/rest/api/crewmember/v1/crewmembers/C2002', query: { segment: 'E1' }, run: () => crew.loadCrewMemberCard(decodeOrThrow(CrmId, 'C2002'), 'E1') },
  { name: 'roster.loadDuties', method: 'GET', path: `${R}/events`, run: () => roster.loadDuties(CRM_ID) },
  { name: 'roster.loadEventById', method: 'POST', path: `${R}/eventById`, body: { logicalEventId: 'LEG/LH 400' }, run: () => roster.loadEventById(CRM_ID, LID) },
  { name: 'roster.updateEvent', method: 'PUT', path: `${R}/events/E%201`, body: aDutyEventWire(), run: () => roster.updateEvent(CRM_ID, 'E 1', EVENT) },
  { name: 'roster.loadDutiesAfterConfirm', method: 'POST', path: `${R}/events`, body: { periods: [] }, run: () => roster.loadDutiesAfterConfirm(CRM_ID, { periods: [] }) },
  { name: 'rosterChanges.fetchRosterChanges', method: 'GET', path: `${R}/notif`, query: { ltype: 'mobile' }, run: () => rosterChanges.fetchRosterChanges(CRM_ID) },
  { name: 'rosterChanges.confirmRosterChanges', method: 'POST', path: `${R}/notif`, query: { ltype: 'mobile', op: 'confirm' }, body: { id: 'RC1', changes: ['2026-03-16'] }, run: () => rosterChanges.confirmRosterChanges(CRM_ID, { id: 'RC1', changes: [plainDate('2026-03-16')] }) },
  { name: 'remarks.fetchRemarks', method: 'GET', path: `${R}/details/daily_remark`, query: { fromDtUtc: '2026-03-01T00:00:00+00:00', toDtUtc: '2026-03-31T23:59:59+00:00' }, run: () => remarks.fetchRemarks(CRM_ID, { fromDtUtc: utc('2026-03-01T00:00:00Z'), toDtUtc: utc('2026-03-31T23:59:59Z') }) },
  { name: 'remarks.createRemark', method: 'POST', path: `${R}/details/daily_remark`, body: { date: '2026-03-16', remarkType: 'GEN', comment: 'hi' }, run: () => remarks.createRemark(CRM_ID, { date: plainDate('2026-03-16'), remarkType: 'GEN', comment: 'hi' }) },
  { name: 'remarks.deleteRemark', method: 'DELETE', path: `${R}/details/daily_remark`, query: { date: '2026-03-16' }, run: () => remarks.deleteRemark(CRM_ID, plainDate('2026-03-16')) },
  { name: 'remarks.fetchRemarkTypes', method: 'GET', path: `${R}/details/daily_remark/types`, run: () => remarks.fetchRemarkTypes(CRM_ID) },
  { name: 'remarks.markRemarkRead', method: 'PUT', path: `${R}/details/daily_remark/read/LEG%2FLH%20400`, run: () => remarks.markRemarkRead(CRM_ID, LID) },
  { name: 'news.fetchMessages', method: 'POST', path: `${C}/notification/myInternalMessages`, body: { domain: 'IADP' }, run: () => news.fetchMessages('IADP') },
  { name: 'news.updateStatus', method: 'PUT', path: `${C}/notification/N%201/READ`, run: () => news.updateStatus('N 1', 'READ') },
  { name: 'news.deleteMessage', method: 'DELETE', path: `${C}/notification/N1`, run: () => news.deleteMessage('N1') },
  { name: 'news.fetchMasterData', method: 'GET', path: `${C}/crm/notification/masterData`, query: { domain: 'IADP' }, run: () => news.fetchMasterData('IADP') },
  { name: 'summary.fetchSummary', method: 'GET', path: `${R}/summary`, query: { start: '2026-03-01', end: '2026-04-30' }, run: () => summary.fetchSummary(CRM_ID, { start: plainDate('2026-03-01'), end: plainDate('2026-04-30') }) },
  { name: 'myData.load (types)', method: 'GET', path: `${P}/user/${CRM_ID}/basicdata`, query: { types: 'contacts,addresses' }, run: () => myData.load(CRM_ID, ['contacts', 'addresses']) },
  { name: 'myData.load (type)', method: 'GET', path: `${P}/user/${CRM_ID}/basicdata`, query: { type: 'visas' }, run: () => myData.load(CRM_ID, ['visas']) },
  { name: 'myData.create', method: 'POST', path: `${P}/user/${CRM_ID}/basicdata`, body: { contacts: [] }, run: () => myData.create(CRM_ID, { contacts: [] }) },
  { name: 'myData.update', method: 'PUT', path: `${P}/user/${CRM_ID}/basicdata`, body: { updatedData: {} }, run: () => myData.update(CRM_ID, { updatedData: {} }) },
  { name: 'myData.remove', method: 'DELETE', path: `${P}/user/${CRM_ID}/basicdata`, body: { dataType: 'contacts', natKey: { crewCode: 'AB', type: 'PHONE', prio: 1 } }, run: () => myData.remove(CRM_ID, { dataType: 'contacts', natKey: { crewCode: 'AB', type: 'PHONE', prio: 1 } }) },
  { name: 'settings.loadCommunicationConfig', method: 'GET', path: `${C}/config/IADP`, run: () => settings.loadCommunicationConfig('IADP') },
  { name: 'settings.loadTagSettings', method: 'GET', path: `${C}/notification-tag-settings/IADP`, run: () => settings.loadTagSettings('IADP') },
  { name: 'settings.saveTagSettings', method: 'PUT', path: `${C}/notification-tag-settings/IADP`, body: { subscriptions: ['EVENTTYPE=LEG'] }, run: () => settings.saveTagSettings('IADP', { subscriptions: [decodeOrThrow(SubscriptionTag, 'EVENTTYPE=LEG')] }) },
  { name: 'settings.loadMasterData', method: 'GET', path: `${C}/crm/notification/masterData`, query: { domain: 'IADP' }, run: () => settings.loadMasterData('IADP') },
  { name: 'settings.loadContactInformation', method: 'GET', path: `${C}/contactinformation`, run: settings.loadContactInformation },
  { name: 'settings.saveContactInformation', method: 'PUT', path: `${C}/contactinformation`, body: { email: 'a@b.c', phone: '+4912345678' }, run: () => settings.saveContactInformation({ email: 'a@b.c', phone: '+4912345678' }) },
  { name: 'settings.loadPreferredLanguage', method: 'GET', path: `${C}/preferredLanguage`, run: settings.loadPreferredLanguage },
  { name: 'settings.savePreferredLanguage', method: 'PUT', path: `${C}/preferredLanguage/fr`, run: () => settings.savePreferredLanguage(decodeOrThrow(LanguageCode, 'fr')) },
  { name: 'settings.loadDevices', method: 'GET', path: `${C}/device/IADP`, run: () => settings.loadDevices('IADP') },
  { name: 'settings.registerDevice', method: 'POST', path: `${C}/device/IADP`, body: { deviceName: 'web', deviceToken: 'T', uuid: 'U' }, run: () => settings.registerDevice('IADP', { deviceName: 'web', deviceToken: 'T', uuid: 'U' }) },
  { name: 'settings.deleteDevice', method: 'DELETE', path: `${C}/device/IADP/U1`, run: () => settings.deleteDevice('IADP', 'U1') },
  { name: 'settings.resetBadge', method: 'PUT', path: `${C}/device/resetBadge/IADP/U1`, run: () => settings.resetBadge('IADP', 'U1') },
  { name: 'log.flush', method: 'POST', path: `${P}/idp/log`, body: { crmId: CRM_ID, device: 'web', version: 'v2020.2.83', messages: [] }, run: () => log.flush({ crmId: CRM_ID, device: 'web', version: 'v2020.2.83', messages: [] }) },
]

const Paths = suite('port adapters: "Paths exactly as SPEC section 7"')
Paths.after.each(() => nock.cleanAll())

for (const call of CALLS) {
  Paths(`${call.name}: ${call.method} ${call.path}`, async () => {
    const interceptor = api().intercept(call.path, call.method, call.body === undefined ? undefined : JSON.stringify(call.body))
    const scope = (call.query === undefined ? interceptor : interceptor.query(call.query)).reply(200, {
      success: false,
      error: [{ errId: 'MATCHED' }],
    })
    const result = await call.run()()
    assert.ok(scope.isDone(), `${call.name} did not call ${call.method} ${call.path}`)
    assert.ok(E.isLeft(result) && result.left._tag === 'Service', `${call.name}: ${JSON.stringify(result)}`)
  })
}

const Payloads = suite('port adapters: results decoded through their core codecs')
Payloads.after.each(() => nock.cleanAll())

Payloads('check-in configuration decodes into Temporal values and branded ids', async () => {
  api().get(`${R}/checkin/configuration`).reply(200, ok(aConfigWire()))
  const result = await checkIn.loadConfiguration(CRM_ID)()
  assert.ok(E.isRight(result))
  if (E.isRight(result)) {
    assert.is(result.right.upcomingCheckinEvent?.fromDateTimeUTC.toInstant().toString(), '2026-03-15T10:00:00Z')
    assert.is(result.right.ciAllowedAirports.length, 2)
  }
})

Payloads('a check-in configuration with a latitude out of range is a Decode error, not a cast', async () => {
  api().get(`${R}/checkin/configuration`).reply(200, ok(aConfigWire({ ciAllowedAirports: [{ code: 'X', latitude: 123, longitude: 0, radius: 1 }] })))
  const result = await checkIn.loadConfiguration(CRM_ID)()
  assert.ok(E.isLeft(result) && result.left._tag === 'Decode')
})

Payloads('daily remarks: the port answers result.dailyRemarks', async () => {
  api().get(`${R}/details/daily_remark`).query(true).reply(200, ok({ dailyRemarks: [{ date: '2026-03-16', remarkType: 'GEN', remarkSender: 'SCHED', text: 'x' }] }))
  const result = await remarks.fetchRemarks(CRM_ID, { fromDtUtc: utc('2026-03-01T00:00:00Z'), toDtUtc: utc('2026-03-31T00:00:00Z') })()
  assert.ok(E.isRight(result) && result.right.length === 1 && result.right[0]?.remarkType === 'GEN')
})

Payloads('an empty-envelope write is Right(undefined) on success', async () => {
  api().delete(`${C}/notification/N1`).reply(200, { success: true })
  assert.equal(await news.deleteMessage('N1')(), E.right(undefined))
})

Payloads('sign-in sends the password as HTTP Basic credentials (UTF-8)', async () => {
  const expected = `Basic ${Buffer.from('anna:pässwort', 'utf8').toString('base64')}`
  const scope = api().post(`${P}/security/authentication/anna`).matchHeader('authorization', expected).reply(200, ok({ userName: 'anna' }))
  const result = await auth.authenticate('anna', 'pässwort')()
  assert.ok(scope.isDone())
  assert.ok(E.isRight(result) && result.right.userName === 'anna')
})

Payloads('check-in and update checks call the URL of the crmId they are given (no session read in the adapter)', async () => {
  const other = decodeOrThrow(CrmId, 'C2002')
  const scopes = [
    api().get(`${P}/roster/C2002/checkin/configuration`).reply(200, ok(aConfigWire())),
    api().get(`${P}/roster/C2002/checkin`).query({ checkInLogicalId: 'LEG/LH 400', ltype: 'mobile' }).reply(200, ok({ checkedIn: false, checkInPermission: 'CHECK_IN_ALLOWED', positions: [] })),
    api().post(`${P}/roster/C2002/checkin`).query({ op: 'checkin', ltype: 'mobile' }).reply(200, ok({ checkedIn: true })),
    api().post(`${P}/roster/C2002/checkin/LEG%2FLH%20400`).query({ op: 'confirm', ltype: 'mobile' }).reply(200, ok({ checkedIn: true })),
    api().get(`${P}/roster/C2002/updates`).reply(200, ok({})),
  ]
  const results: ReadonlyArray<E.Either<TransportError, unknown>> = [
    await checkIn.loadConfiguration(other)(),
    await checkIn.loadCheckIn(other, LID)(),
    await checkIn.checkIn(other, LID)(),
    await checkIn.confirmCheckIn(other, LID)(),
    await refresh.loadUpdates(other)(),
  ]
  scopes.forEach((scope, i) => assert.ok(scope.isDone(), `call ${i} did not use /roster/C2002`))
  results.forEach((result, i) => assert.ok(E.isRight(result), `call ${i}: ${JSON.stringify(result)}`))
})

Payloads('"GET {base}/config on a candidate server": the candidate\'s origin, port and path, not the selected server', async () => {
  const scope = nock('http://candidate.test:8080').get('/crew/rest/pems/config').reply(200, ok({ useSso: true, authUrl: 'https://idp.test' }))
  const result = await createServersHttp(client).checkServer({ name: 'C', origin: 'http://candidate.test', port: 8080, path: 'crew' }, createCancelSource().token)()
  assert.ok(scope.isDone())
  assert.equal(result, E.right({ useSso: true, authUrl: 'https://idp.test' }))
})

Payloads('"errors ignored, cancellable": a cancelled candidate check is aborted, and shows no dialog', async () => {
  nock('http://candidate.test').get('/rest/pems/config').delay(300).reply(200, ok({ useSso: false }))
  const { client: own, dialogs } = aClient()
  const source = createCancelSource()
  const running = createServersHttp(own).checkServer({ name: 'C', origin: 'http://candidate.test', port: '', path: '' }, source.token)()
  setTimeout(source.cancel, 10)
  const result = await running
  assert.ok(E.isLeft(result) && result.left._tag === 'Network')
  assert.is(dialogs.length, 0)
})

Paths.run()
Payloads.run()
