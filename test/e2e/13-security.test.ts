// Journey 13: security from the browser. Another crew member's crmId route shows none of their data (the
// app shows a message and sends no request for that crmId; the server refuses the call when asked directly), and the cache stored on the device (IndexedDB) holds no
// readable personal data (SPEC section 1: "an encrypted local cache"; ARCHITECTURE.md section 3: "A crew member
// sees only their own data").
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { chooseLanguage, openContacts, openTodaysLeg } from './session-offline-steps'
import { assertAccessible } from './support/axe'
import type { E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { settled } from './support/expect'
import { ANNA, BRUNO, homeLoaded, signIn } from './support/sign-in'
import { words } from './support/words'

const Security = journey('journey 13: security from the browser')

/** Bruno's routes with bruno's ids (his flight AF006, his hotel, his check-in of the same pairing): typed by anna. */
const BRUNOS_ROUTES = [
  `/leg/${BRUNO.crmId}/${encodeURIComponent(`${BRUNO.crmId}:AF006-20260315-CDG`)}`,
  `/pairing/${BRUNO.crmId}/${encodeURIComponent(`${BRUNO.crmId}:J406-20260315`)}`,
  `/hotel/${BRUNO.crmId}/J406-20260315-HOT-JFK`,
  `/check-in/${BRUNO.crmId}/${encodeURIComponent(`${BRUNO.crmId}:J406-20260315-CI`)}`,
]

/** Words that only bruno's data would put on anna's screen (his name, his crew id). */
const BRUNOS_WORDS = ['Moreau', BRUNO.crmId]

/**
 * Every record of every IndexedDB database of the page, keys and values, as text (binary values as bytes), and the
 * same without the binary values (`plain`: keys, ids, numbers, strings).
 */
const rawIndexedDb = (page: Page): Promise<{ readonly records: number; readonly bytes: number; readonly text: string; readonly plain: string }> =>
  // A string, not a function: the test runner's transpiler would add helpers the page does not have.
  page.evaluate(`(async () => {
    const asText = (value, binary = true) => {
      if (value instanceof ArrayBuffer) return binary ? new TextDecoder('latin1').decode(new Uint8Array(value)) : ''
      if (ArrayBuffer.isView(value)) return binary ? new TextDecoder('latin1').decode(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) : ''
      if (value !== null && typeof value === 'object') return Object.entries(value).map(([k, v]) => k + '=' + asText(v, binary)).join('\\n')
      return String(value)
    }
    const byteCount = (value) => {
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value.byteLength
      if (value !== null && typeof value === 'object') return Object.values(value).reduce((n, v) => n + byteCount(v), 0)
      return String(value).length
    }
    const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
    let records = 0, bytes = 0, text = '', plain = ''
    for (const info of await indexedDB.databases()) {
      const db = await request(indexedDB.open(info.name))
      for (const name of Array.from(db.objectStoreNames)) {
        const store = db.transaction(name, 'readonly').objectStore(name)
        const keys = await request(store.getAllKeys())
        const values = await request(store.getAll())
        records += values.length
        bytes += values.reduce((n, v) => n + byteCount(v), 0)
        text += info.name + '/' + name + '\\n' + keys.map((k) => asText(k)).join('\\n') + '\\n' + values.map((v) => asText(v)).join('\\n') + '\\n'
        plain += keys.map((k) => asText(k, false)).join('\\n') + '\\n' + values.map((v) => asText(v, false)).join('\\n') + '\\n'
      }
      db.close()
    }
    return { records, bytes, text, plain }
  })()`)

Security('"an encrypted local cache": the stored cache holds no readable personal data', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  await signIn(page, 'anna')
  // Fill the cache the way a person does: the duty plan, a flight with its crew, the contacts.
  await openTodaysLeg(page, 'en')
  await page.getByText('Karim Haddad').first().waitFor()
  await openContacts(page, 'en')
  await page.getByRole('link', { name: /^anna\.lindqvist@crew\.example\.com/ }).waitFor()

  // The device keeps what the screens loaded as it arrives (written after it shows).
  const kept = await settled(() => rawIndexedDb(page), (s) => s.records >= 3 && s.bytes > 10_000)
  assert.ok(kept.ok, `the cache can be read${kept.ok ? '' : ` (${kept.error})`}`)
  const stored = kept.value
  assert.ok(stored.records >= 3, `the cache holds the roster, the leg and the contacts (${stored.records} records)`)
  assert.ok(stored.bytes > 10_000, `the cache is not empty (${stored.bytes} bytes)`)
  for (const word of ['Lindqvist', 'Anna', 'anna', ANNA.crmId, 'AF006', 'J406', 'Karim', 'Haddad', '+33612345678', 'crew.example.com']) {
    assert.not.ok(stored.text.includes(word), `'${word}' is not readable in IndexedDB`)
  }
  // Three letters turn up by chance in tens of kilobytes of ciphertext (about once in a hundred runs for these two):
  // airport codes are looked for where text would be kept in the clear (keys, ids, strings), not in the ciphertext.
  assert.ok(/[0-9a-f]{64}/.test(stored.plain), 'the clear part is read: it holds the entries\' names (HMAC-SHA-256, hex)')
  for (const word of ['CDG', 'JFK']) assert.not.ok(stored.plain.includes(word), `'${word}' is not readable in IndexedDB`)
  await context.close()
})

// After the cache test: the French run saves French as anna's language on the server.
for (const lang of ['en', 'fr'] as const) {

  Security(`(${lang}) another crew member's crmId route shows no data: a message, and no request for his crmId`, async (ctx) => {
    const e2e = ctx.e2e as E2e
    const { context, page } = await e2e.newPage()
    await signIn(page, 'anna')
    await chooseLanguage(page, lang)
    const w = words(lang)
    // Every call the app makes for bruno's crmId (his events, check-in, leg, hotel...; not the typed page
    // address itself): there must be none.
    const forBruno: string[] = []
    page.on('request', (request) => {
      if (!request.isNavigationRequest() && new URL(request.url()).pathname.includes(`/${BRUNO.crmId}/`)) forBruno.push(`${request.method()} ${request.url()}`)
    })
    // Every kind of crmId route in English; the French run checks the words and accessibility on one.
    for (const route of lang === 'en' ? BRUNOS_ROUTES : BRUNOS_ROUTES.slice(-1)) {
      // Typed into the address bar: a full load of the app on that route.
      await page.goto(`${e2e.url}${route}`)
      await page.getByRole('heading', { level: 1, name: w.global.foreignCrmId.title }).waitFor()
      await page.getByText(w.global.foreignCrmId.message).waitFor()
      assert.is(new URL(page.url()).pathname, route, `${route} stays as typed`)
      const main = (await page.getByRole('main').textContent()) ?? ''
      for (const word of BRUNOS_WORDS) assert.not.ok(main.includes(word), `${route}: '${word}' is not on screen`)
    }
    await assertAccessible(page, 'foreign crmId route', lang)
    assert.equal(forBruno, [], `no request for bruno's crmId (no GET roster/${BRUNO.crmId}/events, no check-in call)`)
    await page.getByRole('button', { name: w.global.foreignCrmId.home }).click()
    await homeLoaded(page).waitFor()
    assert.is(new URL(page.url()).pathname, '/', 'the way back leads to her own duties')
    assert.equal(forBruno, [])

    if (lang === 'en') {
      // The server refuses the same data even when asked directly, with anna's session cookie.
      expectConsoleErrors(new RegExp(`status of 403 .*/roster/${BRUNO.crmId}/`), "the server refuses bruno's crmId to anna")
      const answer = await page.goto(`${e2e.url}/rest/pems/roster/${BRUNO.crmId}/events`)
      assert.is(answer?.status(), 403, 'bruno\'s roster is refused to anna')
      const body = (await answer?.text()) ?? ''
      for (const word of ['Moreau', 'AF006']) assert.not.ok(body.includes(word), `the refusal holds no '${word}'`)
    }
    await context.close()
  })
}

Security.run()
