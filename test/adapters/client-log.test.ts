import * as TE from 'fp-ts/TaskEither'
import { Window } from 'happy-dom'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LOG_FLUSH_INTERVAL_MS, LOG_FLUSH_MAX_MESSAGES } from '../../core/shared/constants'
import type { LogBatch } from '../../core/settings/log.codec'
import { bindPageHide, createClientLog, type ClientLogDeps, type LogContext } from '../../adapters/log/client-log'
import { createLogHttp } from '../../adapters/http/log.http'
import { fakeTime } from './fake-clock'
import { aClient, api, CRM_ID, ok } from './http-fixtures'

const CONTEXT: LogContext = { crmId: CRM_ID, device: 'web', version: 'v2020.2.83' }

const aLog = (overrides: Partial<ClientLogDeps> = {}) => {
  const time = fakeTime()
  const sent: LogBatch[] = []
  const log = createClientLog({
    flush: (batch) => {
      sent.push(batch)
      return TE.right(undefined)
    },
    scheduler: time.scheduler,
    clock: time.clock,
    context: () => CONTEXT,
    initialLevel: 'DEBUG',
    ...overrides,
  })
  return { log, sent, time }
}

const Flush = suite('client log: "Log flush every 60 s, or at 100 buffered messages"')

Flush('99 messages wait; the 100th sends all 100 in one batch', () => {
  const { log, sent } = aLog()
  for (let i = 1; i < LOG_FLUSH_MAX_MESSAGES; i++) log.log('INFO', `m${i}`)
  assert.is(sent.length, 0)
  log.log('INFO', 'm100')
  assert.is(sent.length, 1)
  assert.is(sent[0]?.messages.length, 100)
  assert.is(sent[0]?.messages[99]?.message, 'm100')
  assert.is(log.buffered(), 0)
})

Flush('the timer sends what is buffered after 60 s, not before', () => {
  const { log, sent, time } = aLog()
  log.start()
  log.log('ERROR', 'one')
  log.log('WARNING', 'two')
  time.advance(LOG_FLUSH_INTERVAL_MS - 1)
  assert.is(sent.length, 0)
  time.advance(1)
  assert.equal(sent[0]?.messages.map((m) => m.message), ['one', 'two'])
  time.advance(LOG_FLUSH_INTERVAL_MS)
  assert.is(sent.length, 1, 'an empty buffer sends nothing')
})

Flush('a batch carries crmId, device, version and messages with id, message, level, timestamp', () => {
  const { log, sent } = aLog()
  log.log('INFO', 'hello')
  void log.flush()()
  const batch = sent[0]
  assert.is(batch?.crmId, CRM_ID)
  assert.is(batch?.version, 'v2020.2.83')
  assert.is(batch?.messages[0]?.id, 1)
  assert.is(batch?.messages[0]?.level, 'INFO')
  assert.is(batch?.messages[0]?.timestamp.toString({ timeZoneName: 'never' }), '2026-03-15T08:00:00+00:00')
})

Flush('without a signed-in crew member nothing is sent and only the newest 100 messages are kept', () => {
  let context: LogContext | undefined
  const { log, sent } = aLog({ context: () => context })
  for (let i = 1; i <= 150; i++) log.log('INFO', `m${i}`)
  assert.is(sent.length, 0)
  assert.is(log.buffered(), 100)
  context = CONTEXT
  void log.flush()()
  assert.is(sent[0]?.messages[0]?.message, 'm51')
})

Flush('a failed flush is dropped (best effort), not retried in a loop', async () => {
  let calls = 0
  const { log } = aLog({
    flush: () => {
      calls += 1
      return TE.left({ _tag: 'Offline' })
    },
  })
  log.log('ERROR', 'x')
  await log.flush()()
  await log.flush()()
  assert.is(calls, 1)
  assert.is(log.buffered(), 0)
})

const Level = suite('client log: level from public configuration')

Level('"messages below the level dropped"', () => {
  const { log, sent } = aLog({ initialLevel: 'WARNING' })
  log.log('DEBUG', 'd')
  log.log('INFO', 'i')
  log.log('WARNING', 'w')
  log.log('ERROR', 'e')
  void log.flush()()
  assert.equal(sent[0]?.messages.map((m) => m.level), ['WARNING', 'ERROR'])
})

Level('OFF drops everything, also what was buffered', () => {
  const { log, sent } = aLog()
  log.log('ERROR', 'before')
  log.setLevel('OFF')
  log.log('ERROR', 'after')
  void log.flush()()
  assert.is(sent.length, 0)
  assert.is(log.buffered(), 0)
})

Level('raising the level drops buffered messages below it', () => {
  const { log } = aLog()
  log.log('DEBUG', 'd')
  log.log('ERROR', 'e')
  log.setLevel('ERROR')
  assert.is(log.buffered(), 1)
})

const Hide = suite('client log: flush on page hide')

Hide('pagehide: without a keepalive request, navigator.sendBeacon sends the buffer', async () => {
  const window = new Window({ url: 'https://crew.example.test/' })
  const beacons: Array<{ url: string; body: string }> = []
  const { log } = aLog({ beacon: { send: (url, body) => (beacons.push({ url, body }), true) }, beaconUrl: () => 'https://crew.example.test/rest/pems/idp/log' })
  const doc = { visibilityState: 'visible', addEventListener: () => undefined, removeEventListener: () => undefined }
  bindPageHide(log, { document: doc, window })
  log.log('ERROR', 'bye')
  window.dispatchEvent(new window.Event('pagehide'))
  assert.is(beacons.length, 1)
  assert.is(beacons[0]?.url, 'https://crew.example.test/rest/pems/idp/log')
  assert.match(beacons[0]?.body ?? '', /"message":"bye"/)
  assert.match(beacons[0]?.body ?? '', /"timestamp":"2026-03-15T08:00:00\+00:00"/)
  await window.happyDOM.close()
})

Hide('pagehide: a wired keepalive request wins over the beacon (it carries X-Requested-With and JSON)', () => {
  const kept: LogBatch[] = []
  const beacons: string[] = []
  const { log } = aLog({
    flushKeepalive: (batch) => (kept.push(batch), TE.right(undefined)),
    beacon: { send: (url) => (beacons.push(url), true) },
    beaconUrl: () => 'https://crew.example.test/rest/pems/idp/log',
  })
  log.log('ERROR', 'bye')
  log.flushOnHide()
  assert.is(kept.length, 1)
  assert.equal(beacons, [])
})

Hide('visibilitychange to hidden flushes through the keepalive request when there is no beacon', () => {
  const kept: LogBatch[] = []
  const { log, sent } = aLog({ flushKeepalive: (batch) => (kept.push(batch), TE.right(undefined)) })
  let onVisibility = (): void => undefined
  const doc = {
    visibilityState: 'visible',
    addEventListener: (_: 'visibilitychange', l: () => void) => {
      onVisibility = l
    },
    removeEventListener: () => undefined,
  }
  bindPageHide(log, { document: doc, window: { addEventListener: () => undefined, removeEventListener: () => undefined } })
  log.log('INFO', 'bye')
  onVisibility()
  assert.is(kept.length, 0, 'still visible: nothing sent')
  doc.visibilityState = 'hidden'
  onVisibility()
  assert.is(kept.length, 1)
  assert.is(sent.length, 0)
})

const Wire = suite('client log over HTTP')
Wire.after.each(() => nock.cleanAll())

Wire('the batch is POSTed to rest/pems/idp/log, encoded by the LogBatch codec', async () => {
  const scope = api()
    .post('/rest/pems/idp/log', (body: { messages: Array<{ timestamp: string }> }) => body.messages[0]?.timestamp === '2026-03-15T08:00:00+00:00')
    .reply(200, ok(null))
  const { client } = aClient()
  const http = createLogHttp(client)
  const { log } = aLog({ flush: http.flush })
  log.log('ERROR', 'over the wire')
  await log.flush()()
  assert.ok(scope.isDone())
})

Flush.run()
Level.run()
Hide.run()
Wire.run()
