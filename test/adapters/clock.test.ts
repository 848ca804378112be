import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { realClock } from '../../adapters/clock/clock'
import { realScheduler } from '../../adapters/clock/scheduler'
import { fakeTime } from './fake-clock'

const Real = suite('real clock and scheduler')

Real('the real clock is Temporal.Now.instant()', () => {
  const before = Temporal.Now.instant()
  const now = realClock.now()
  assert.ok(Temporal.Instant.compare(before, now) <= 0)
  assert.ok(now.epochMilliseconds - before.epochMilliseconds < 1000)
})

Real('setTimeout runs once; a cancelled timeout never runs', async () => {
  const ran: string[] = []
  realScheduler.setTimeout(5, () => ran.push('kept'))
  const cancel = realScheduler.setTimeout(5, () => ran.push('cancelled'))
  cancel()
  await new Promise((resolve) => setTimeout(resolve, 30))
  assert.equal(ran, ['kept'])
})

Real('setInterval repeats until cancelled', async () => {
  let runs = 0
  const cancel = realScheduler.setInterval(5, () => {
    runs += 1
  })
  await new Promise((resolve) => setTimeout(resolve, 40))
  cancel()
  const seen = runs
  await new Promise((resolve) => setTimeout(resolve, 20))
  assert.ok(seen >= 2)
  assert.is(runs, seen)
})

const Fake = suite('fake clock: a scheduler the test advances')

Fake('timers run in due order when time is advanced past them, and the clock moves with them', () => {
  const time = fakeTime()
  const ran: string[] = []
  time.scheduler.setTimeout(300, () => ran.push(`b@${time.clock.now().toString()}`))
  time.scheduler.setTimeout(100, () => ran.push(`a@${time.clock.now().toString()}`))
  time.advance(99)
  assert.equal(ran, [])
  time.advance(300)
  assert.equal(ran, ['a@2026-03-15T08:00:00.1Z', 'b@2026-03-15T08:00:00.3Z'])
  assert.is(time.clock.now().toString(), '2026-03-15T08:00:00.399Z')
})

Fake('intervals repeat; cancelled timers do not run', () => {
  const time = fakeTime()
  let ticks = 0
  const cancel = time.scheduler.setInterval(1000, () => {
    ticks += 1
  })
  time.advance(3500)
  assert.is(ticks, 3)
  cancel()
  time.advance(5000)
  assert.is(ticks, 3)
  assert.is(time.pending(), 0)
})

Real.run()
Fake.run()
