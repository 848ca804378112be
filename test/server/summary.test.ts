import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { highlightsExpiry, rowExpiry } from '../../core/summary/expiry.rules'
import { isTableParameter, Summary } from '../../core/summary/summary.codec'
import { dutyStatistics } from '../../server/summary/duty-statistics.rules'
import { MyData } from '../../core/my-data/my-data.codec'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, T0 } from './helpers'
import { resultOf } from './roster.fixtures'

const shared = sharedServer()
const path = (query: string, crmId: string = ANNA.crmId) => `/rest/pems/roster/${crmId}/summary${query}`
const summaryOf = async (query: string, who: { username: string; password: string; crmId: string } = ANNA) => {
  const { url } = await shared.get()
  return resultOf(await getWith(url, path(query, who.crmId), await sessionOf(url, who)), Summary)
}

const Groups = suite('GET roster/{crmId}/summary?start&end')

Groups('"Groups that highlight expiry: Recurrent trainings/checks, Licences, Passports / Visas", with an expiring licence and passport relative to the clock', async () => {
  const summary = await summaryOf('?start=2026-03-01&end=2026-03-31')
  const now = T0.toZonedDateTimeISO('Europe/Paris')
  assert.equal(summary.groups.map((g) => g.name), ['Duty statistics', 'Qualifications', 'Recurrent trainings/checks', 'Licences', 'Passports / Visas'])
  const tables = (name: string) => summary.groups.find((g) => g.name === name)?.parameters.flatMap((p) => (isTableParameter(p) ? [p.table] : [])) ?? []
  // The whole row as sent, with its columns: the client's rule must pick the validity column itself.
  const status = (name: string, key: string, label: string) => {
    const table = tables(name).find((t) => t.rows.some((r) => r[key] === label))
    const row = table?.rows.find((r) => r[key] === label)
    return table === undefined || row === undefined ? O.none : rowExpiry(row, table.columns, now)
  }
  assert.equal(status('Licences', 'licence', 'Class 1 medical'), O.some('expiring'))
  assert.equal(status('Passports / Visas', 'number', 'US-100001'), O.some('expiring'), 'the US visa of My data lapses in 3 days')
  assert.equal(status('Recurrent trainings/checks', 'check', 'Dangerous goods'), O.some('expired'))
  assert.equal(status('Licences', 'licence', 'Type rating A350'), O.some('valid'))
  // Checks done in the past but still valid are not expired; CRM (valid 25 more days) expires soon.
  assert.equal(status('Recurrent trainings/checks', 'check', 'OPC/LPC'), O.some('valid'))
  assert.equal(status('Recurrent trainings/checks', 'check', 'Line check'), O.some('valid'))
  assert.equal(status('Recurrent trainings/checks', 'check', 'CRM'), O.some('expiring'))
  assert.equal(status('Licences', 'licence', 'ATPL(A)'), O.none, 'an unlimited licence has no expiry')
  assert.ok(['Recurrent trainings/checks', 'Licences', 'Passports / Visas'].every(highlightsExpiry))
})

Groups('the duty statistics count the duties of the sample range (so start and end matter)', async () => {
  const march = await summaryOf('?start=2026-03-01&end=2026-03-31')
  const day = await summaryOf('?start=2026-03-13&end=2026-03-13')
  const value = (s: Summary, name: string) => s.groups[0]?.parameters.find((p) => p.name === name && !isTableParameter(p))
  // 13 March (UTC): the deadhead pairing's LHR-ORY leg and bus, and the day off of 14 March (00:00 in Paris is 23:00 UTC).
  assert.equal(value(day, 'Period'), { name: 'Period', value: '13-03-2026 - 13-03-2026' })
  assert.equal(value(day, 'Days off'), { name: 'Days off', value: '1' })
  assert.equal(value(day, 'Sectors'), { name: 'Sectors', value: '1' })
  assert.equal(value(day, 'Deadhead sectors'), { name: 'Deadhead sectors', value: '1' })
  assert.ok(Number((value(march, 'Sectors') as { value: string }).value) >= 8)
  assert.match((value(march, 'Block hours') as { value: string }).value, /^\d{2,}:\d{2}$/)
  const cabin = await summaryOf('?start=2026-03-01&end=2026-03-31', BRUNO)
  assert.is(cabin.groups.find((g) => g.name === 'Licences')?.parameters.length, 1)
})

Groups('"Start is not before the roster period start. End is not before the chosen start and not after the roster period end plus 30 days"', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await getWith(url, path('?start=2026-02-01&end=2026-05-30'), cookie)).status, 200, 'period end + 30 days is the last allowed end')
  for (const [query, field] of [
    ['?start=2026-01-31&end=2026-02-10', 'start dateBeforeMin'],
    ['?start=2026-03-10&end=2026-03-09', 'end dateBeforeMin'],
    ['?start=2026-03-10&end=2026-05-31', 'end dateAfterMax'],
  ] as const) {
    const res = await getWith(url, path(query), cookie)
    assert.is(res.status, 400, query)
    const body = await jsonOf(res)
    assert.is(errIdOf(body), 'ERR_INVALID_QUERY')
    assert.match(body.error?.[0]?.errMessage ?? '', field)
  }
})

Groups('bad input: a missing, malformed or impossible date, an unknown or repeated parameter is 400 ERR_INVALID_QUERY', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (const query of ['?start=2026-03-01', '?start=01-03-2026&end=2026-03-31', '?start=2026-02-30&end=2026-03-31', '?start=2026-03-01&end=2026-03-31&x=1', '?start=2026-03-01&start=2026-03-02&end=2026-03-31']) {
    const res = await getWith(url, path(query), cookie)
    assert.is(res.status, 400, query)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY')
  }
})

Groups('no session 401; another crmId 403', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, path('?start=2026-03-01&end=2026-03-31'))).status, 401)
  assert.is((await getWith(url, path('?start=2026-03-01&end=2026-03-31', BRUNO.crmId), await sessionOf(url, ANNA))).status, 403)
})

Groups('one set of documents: for every seeded crew member, the summary\'s "Passports / Visas" lists exactly the travel documents and visas of My data', async () => {
  const { url } = await shared.get()
  const dmy = (d: Temporal.PlainDate) => `${String(d.day).padStart(2, '0')}-${String(d.month).padStart(2, '0')}-${d.year}`
  for (const who of DEMO_CREW) {
    const cookie = await sessionOf(url, who)
    const mine = await resultOf(await getWith(url, `/rest/pems/user/${who.crmId}/basicdata`, cookie), MyData)
    const expected = [
      ...(mine.passports ?? []).map((d) => `${d.natKey.number} ${d.issueCountry} ${dmy(d.expiryDate)}`),
      ...(mine.visas ?? []).map((v) => `${v.number} ${v.natKey.countryCode} ${v.expiryDt === undefined ? 'unlimited' : dmy(v.expiryDt)}`),
    ].sort()
    assert.ok(expected.length > 0, `${who.username} has documents in My data`)
    const summary = await resultOf(await getWith(url, path('?start=2026-03-01&end=2026-03-31', who.crmId), cookie), Summary)
    const shown = summary.groups
      .filter((g) => g.name === 'Passports / Visas')
      .flatMap((g) => g.parameters.flatMap((p) => (isTableParameter(p) ? p.table.rows : [])))
      .map((r) => `${r.number} ${r.country} ${r.validUntil}`)
      .sort()
    assert.equal(shown, expected, `${who.username}: the summary and My data disagree`)
  }
})

const Stats = suite('dutyStatistics')

Stats('an empty range gives zeros and 00:00 block hours', () => {
  const day = Temporal.PlainDate.from('2026-03-14')
  const group = dutyStatistics([], day, day)
  assert.equal(group.parameters.filter((p) => !isTableParameter(p) && p.name !== 'Period').map((p) => (isTableParameter(p) ? '' : p.value)), ['00:00', '0', '0', '0', '0', '0', '0'])
})

Stats.after(shared.close)
Groups.run()
Stats.run()
