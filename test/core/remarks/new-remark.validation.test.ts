import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import {
  canSendRemark,
  newRemarkDateBounds,
  validateNewRemark,
  type NewRemarkContext,
  type NewRemarkForm,
} from '../../../core/remarks/new-remark.validation'
import { day } from './fixtures'

/** 30 Mar 2026 00:30 in Paris, the night after the switch to summer time: still 29 Mar in UTC. */
const context: NewRemarkContext = {
  now: Temporal.ZonedDateTime.from('2026-03-30T00:30:00+02:00[Europe/Paris]'),
  rosterPeriodEnd: day('2026-04-30'),
}
const form = (overrides: Partial<NewRemarkForm> = {}): NewRemarkForm => ({
  date: O.some(day('2026-04-02')),
  remarkType: 'INFO',
  comment: 'Request day off',
  ...overrides,
})

const Validation = suite('validateNewRemark')

Validation('"Date and type are required"', () => {
  assert.equal(validateNewRemark(form({ date: O.none, remarkType: '  ' }), context), E.left({ date: { key: 'required' }, remarkType: { key: 'required' } }))
})

Validation('"The comment must pass the shared pattern check"; a valid comment is trimmed and normalised', () => {
  const bad = validateNewRemark(form({ comment: 'Café ☕' }), context)
  assert.ok(E.isLeft(bad) && bad.left.comment?.key === 'charactersNotAllowed')
  const ok = validateNewRemark(form({ comment: '  \u201CLate\u201D \u2013 line 2\nline 3 ' }), context)
  assert.ok(E.isRight(ok) && ok.right.comment === '"Late" - line 2\nline 3')
})

Validation('the date is "not after the roster period end" (the end day itself is allowed)', () => {
  assert.equal(validateNewRemark(form({ date: O.some(day('2026-05-01')) }), context), E.left({ date: { key: 'dateAfterMax', params: { max: '2026-04-30' } } }))
  assert.ok(E.isRight(validateNewRemark(form({ date: O.some(day('2026-04-30')) }), context)))
})

Validation('"The date cannot be earlier than today (the server corrects it)": today is taken in the crew member\'s zone across a DST change', () => {
  assert.is(newRemarkDateBounds(context).min.toString(), '2026-03-30')
  const corrected = validateNewRemark(form({ date: O.some(day('2026-03-29')) }), context)
  assert.ok(E.isRight(corrected) && corrected.right.date.toString() === '2026-03-30')
})

Validation('at exactly midnight the new day is already today', () => {
  const midnight = { ...context, now: Temporal.ZonedDateTime.from('2026-03-31T00:00:00+02:00[Europe/Paris]') }
  const sent = validateNewRemark(form({ date: O.some(day('2026-03-30')) }), midnight)
  assert.ok(E.isRight(sent) && sent.right.date.toString() === '2026-03-31')
})

Validation.run()

const Send = suite('canSendRemark')

Send('"Sending is disabled offline"; creating "needs the edit-level daily-remarks permission"', () => {
  assert.ok(canSendRemark({ online: true, canCreate: true, valid: true }))
  assert.not.ok(canSendRemark({ online: false, canCreate: true, valid: true }))
  assert.not.ok(canSendRemark({ online: true, canCreate: false, valid: true }))
  assert.not.ok(canSendRemark({ online: true, canCreate: true, valid: false }))
})

Send.run()
