import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import type { OutboxSender } from '../../../core/outbox/outbox.port'
import { reopened } from '../../../core/outbox/outbox.rules'
import { queueAction } from '../../../core/outbox/queue-action.use-case'
import { sendOutbox } from '../../../core/outbox/send-outbox.use-case'
import type { CrmId } from '../../../core/shared/brands'
import { aConfirmation, aRemark, fakeClock, memoryStore } from './fixtures'

type Answer = 'accept' | 'refuse' | 'unreachable'
type Step =
  | { readonly _tag: 'make'; readonly kind: 'confirm' | 'remark' }
  | { readonly _tag: 'connectionBack'; readonly answers: ReadonlyArray<Answer> }
  | { readonly _tag: 'closeAndReopen' }

const aStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ _tag: fc.constant('make' as const), kind: fc.constantFrom('confirm' as const, 'remark' as const) }),
  fc.record({ _tag: fc.constant('connectionBack' as const), answers: fc.array(fc.constantFrom<Answer>('accept', 'refuse', 'unreachable'), { maxLength: 6 }) }),
  fc.record({ _tag: fc.constant('closeAndReopen' as const) }),
)

const request = { method: 'POST', url: '/rest/pems/x' }
const errorOf = (a: Answer): TransportError | undefined =>
  a === 'refuse' ? { _tag: 'Service', errors: [{ errId: 'ERR_REFUSED' }] } : a === 'unreachable' ? { _tag: 'Network', request, message: 'offline', timedOut: false } : undefined

/**
 * A server that answers from a script (then accepts everything) and records which action (by the number it
 * carries) got through to it: accepted or refused. An unreachable answer never got there.
 */
const scriptedServer = () => {
  let script: Answer[] = []
  const through: number[] = []
  const answer = (n: number): E.Either<TransportError, void> => {
    const error = errorOf(script.shift() ?? 'accept')
    if (error === undefined || error._tag === 'Service') through.push(n)
    return error === undefined ? E.right(undefined) : E.left(error)
  }
  const sender: OutboxSender = {
    confirmRosterChanges: (_c, body) => TE.fromEither(E.map(() => ({ periods: [] }))(answer(Number(body.id)))),
    createRemark: (_c, body) => TE.fromEither(answer(Number(body.comment))),
  }
  return { sender, through, answerWith: (answers: ReadonlyArray<Answer>) => (script = [...answers]) }
}

const Properties = suite('outbox properties')

Properties('order kept, nothing lost, nothing sent twice: over any mix of actions, returns of the connection and reopenings', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(aStep, { maxLength: 25 }), async (steps) => {
      const clock = fakeClock()
      const store = memoryStore()
      const server = scriptedServer()
      const queue = queueAction({ update: store.update, now: clock.now, outboxEnabled: true })
      const send = sendOutbox({ update: store.update, sender: server.sender, now: clock.now })
      let made = 0
      for (const step of steps) {
        clock.advance({ minutes: 1 })
        if (step._tag === 'make') {
          made += 1
          await queue(step.kind === 'confirm' ? aConfirmation(String(made)) : aRemark(String(made)))()
        } else if (step._tag === 'connectionBack') {
          server.answerWith(step.answers)
          await send('C100' as CrmId)()
        } else {
          await store.update(reopened)()
        }
      }
      // Finally the connection comes back for good.
      server.answerWith([])
      await send('C100' as CrmId)()

      const items = store.current().items
      // Nothing lost: every action made is in the outbox, settled.
      assert.equal(items.map((i) => i.seq), Array.from({ length: made }, (_, k) => k + 1))
      assert.ok(items.every((i) => i.state._tag === 'Sent' || i.state._tag === 'Refused'))
      // Nothing sent twice, and in the order made.
      assert.equal(server.through, Array.from({ length: made }, (_, k) => k + 1))
    }),
    { numRuns: 300 },
  )
})
Properties.run()
