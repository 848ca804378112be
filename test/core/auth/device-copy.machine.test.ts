import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AUTH_STATUSES, type AuthStatus } from '../../../core/auth/auth.state'
import {
  initialDeviceCopyState,
  reduceDeviceCopy,
  STILL_OPENING,
  type DeviceCopyEvent,
  type DeviceCopyState,
  type DeviceCopyStep,
} from '../../../core/auth/device-copy.machine'
import type { CrmId } from '../../../core/shared/brands'

interface Copy {
  readonly crmId: CrmId
  readonly roster: string
}
const anna = 'anna-crm' as CrmId
const bruno = 'bruno-crm' as CrmId
const annasCopy: Copy = { crmId: anna, roster: 'anna roster' }

const moved = (status: AuthStatus, authorized?: CrmId, online = true): DeviceCopyEvent<Copy> => ({
  _tag: 'AuthMoved',
  flow: { status, authorized: O.fromNullable(authorized), online },
})
const read = (copy: Copy | undefined): DeviceCopyEvent<Copy> => ({ _tag: 'CopyRead', copy: O.fromNullable(copy) })
const run = (events: ReadonlyArray<DeviceCopyEvent<Copy>>, start: DeviceCopyState<Copy> = initialDeviceCopyState(true)) =>
  events.reduce<{ last: DeviceCopyStep<Copy>; effects: string[] }>(
    (acc, event) => {
      const step = reduceDeviceCopy(acc.last.state, event)
      return { last: step, effects: [...acc.effects, ...step.effects.map((e) => e._tag)] }
    },
    { last: { state: start, effects: [] }, effects: [] },
  )
const tagOf = (state: DeviceCopyState<Copy>): string => (state._tag === 'Off' ? `Off:${state.reason}` : state._tag)

const Machine = suite('device copy (instant open)')

Machine('a page without a stored session never shows a copy, whatever it reads', () => {
  const r = run([read(annasCopy), moved('AUTHORIZED', anna)], initialDeviceCopyState(false))
  assert.is(tagOf(r.last.state), 'Off:NoStoredSession')
  assert.equal(r.effects, [])
})

Machine('a stored session shows the copy as soon as it is read, before any answer of the server', () => {
  const r = run([read(annasCopy)])
  assert.is(tagOf(r.last.state), 'Showing')
  assert.equal(r.effects, ['Show'])
})

Machine('the copy stays through every status on the way to the session, and while authorized as its crew member', () => {
  const r = run([read(annasCopy), ...STILL_OPENING.map((s) => moved(s)), moved('AUTHORIZED', anna)])
  assert.is(tagOf(r.last.state), 'Showing')
  assert.equal(r.effects, ['Show'])
})

Machine('the fresh roster ends the copy without taking anything off; a later read never shows it again', () => {
  const r = run([read(annasCopy), moved('AUTHORIZED', anna), { _tag: 'FreshShown' }, read(annasCopy), moved('AUTHORIZED', anna)])
  assert.is(tagOf(r.last.state), 'Off:Replaced')
  assert.equal(r.effects, ['Show'])
  assert.is(tagOf(run([{ _tag: 'FreshShown' }, read(annasCopy)]).last.state), 'Off:Replaced', 'fresh before the copy was read')
})

Machine('validation says the session is gone: the copy is taken off at once, for good', () => {
  for (const status of ['VALIDATION_ERROR', 'PREVALIDATE_FAILED', 'SAML2_LOGIN', 'UNAUTHORIZED', 'LOGGED_OUT', 'LOGGING_OUT'] as const) {
    const r = run([read(annasCopy), moved('PREVALIDATE'), moved(status), moved('AUTHORIZED', anna)])
    assert.is(tagOf(r.last.state), 'Off:SessionGone', status)
    assert.equal(r.effects, ['Show', 'TakeOff'], status)
  }
})

Machine('every status outside the way to the session and the authorized one takes the copy off', () => {
  for (const status of AUTH_STATUSES.filter((s) => !STILL_OPENING.includes(s) && s !== 'AUTHORIZED')) {
    const r = run([read(annasCopy), moved(status, anna)])
    assert.equal(r.effects, ['Show', 'TakeOff'], status)
  }
})

Machine('a copy read after the session was found gone is never shown', () => {
  const r = run([moved('VALIDATION_ERROR'), read(annasCopy)])
  assert.is(tagOf(r.last.state), 'Off:SessionGone')
  assert.equal(r.effects, [])
})

Machine('another user authorized: the copy is taken off at once; read after it, never shown (not a frame)', () => {
  const shown = run([read(annasCopy), moved('AUHTORIZING'), moved('AUTHORIZED', bruno)])
  assert.is(tagOf(shown.last.state), 'Off:UserChanged')
  assert.equal(shown.effects, ['Show', 'TakeOff'])
  const late = run([moved('AUTHORIZED', bruno), read(annasCopy)])
  assert.is(tagOf(late.last.state), 'Off:UserChanged')
  assert.equal(late.effects, [])
})

Machine('offline, the page signs in offline with the password: no copy before it, a shown copy goes', () => {
  assert.equal(run([moved('INIT', undefined, false), read(annasCopy)]).effects, [])
  assert.equal(run([read(annasCopy), moved('CONFIG_LOAD_SUCCESS', undefined, false)]).effects, ['Show', 'TakeOff'])
  assert.equal(run([read(annasCopy), moved('AUTHORIZED', anna, false)]).effects, ['Show'], 'authorized offline as its crew member: it stays')
})

Machine('nothing to read (no kept key, no copy stored): off, nothing shown', () => {
  const r = run([read(undefined), read(annasCopy)])
  assert.is(tagOf(r.last.state), 'Off:NoCopy')
  assert.equal(r.effects, [])
})

Machine.run()
