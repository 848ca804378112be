import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createOutageLog } from '../../server/http/outage-log'
import { jsonLine, jsonLogger, type Logger, type LogFields } from '../../server/logger'
import { login, startServer } from './helpers'

const Lines = suite('server log lines')

Lines('an event field named level, time, msg or error never replaces the line\'s own', () => {
  const line = JSON.parse(jsonLine('WARN', 'login lockout', { level: 1, time: 'x', msg: 'y', error: 'z', kind: 'user' })) as Record<string, unknown>
  assert.is(line['level'], 'WARN')
  assert.is(line['msg'], 'login lockout')
  assert.is.not(line['time'], 'x')
  assert.is(line['error'], undefined)
  assert.is(line['kind'], 'user')
})

Lines('the "login lockout" line of a real server is a WARN line (with the lockout level as lockoutLevel)', async () => {
  const lines: string[] = []
  const server = await startServer({ logger: jsonLogger((l) => void lines.push(l), (l) => void lines.push(l)) })
  try {
    for (let i = 0; i < 5; i++) assert.is((await login(server.url, 'someone', 'wrong')).status, 401)
    assert.is((await login(server.url, 'someone', 'wrong')).status, 429)
    const lockouts = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['msg'] === 'login lockout')
    assert.is(lockouts.length, 1)
    assert.is(lockouts[0]?.['level'], 'WARN')
    assert.is(lockouts[0]?.['lockoutLevel'], 1)
  } finally {
    await server.close()
  }
})

/** A logger that keeps the lines and lets a test wait for the next one with a given message. */
const watchedLogger = () => {
  const lines: Array<{ level: string; msg: string; fields: LogFields }> = []
  const waiting: Array<{ msg: string; done: () => void }> = []
  const add = (level: string) => (msg: string, fields: LogFields = {}) => {
    lines.push({ level, msg, fields })
    for (const w of waiting.splice(0)) if (w.msg === msg) w.done()
    else waiting.push(w)
  }
  const logger: Logger = { info: add('INFO'), warn: add('WARN'), error: (msg, _cause, fields) => add('ERROR')(msg, fields) }
  const next = (msg: string): Promise<void> => new Promise((done) => waiting.push({ msg, done }))
  return { logger, lines, next }
}

Lines('an outage is logged once, then once per interval with the count of refused requests, then its end with the total', async () => {
  const { logger, lines, next } = watchedLogger()
  const outage = createOutageLog(logger, 40)
  try {
    outage.refused('connect ECONNREFUSED 127.0.0.1:5432')
    const summary = next('database unavailable')
    for (let i = 1; i < 300; i++) outage.refused('connect ECONNREFUSED 127.0.0.1:5432')
    assert.is(lines.length, 1, '300 refused requests: one line at once')
    assert.equal(lines[0], { level: 'WARN', msg: 'database unavailable', fields: { refused: 1, refusedTotal: 1, reason: 'connect ECONNREFUSED 127.0.0.1:5432' } })
    const ended = next('database refusals stopped')
    await summary
    assert.equal(lines[1]?.fields['refused'], 299)
    assert.equal(lines[1]?.fields['refusedTotal'], 300)
    await ended
    assert.is(lines.length, 3)
    assert.is(lines[2]?.level, 'INFO')
    assert.is(lines[2]?.fields['refusedTotal'], 300)
    outage.refused('again')
    assert.is(lines.length, 4, 'a new outage is logged at once again')
  } finally {
    outage.close()
  }
})

Lines.run()
