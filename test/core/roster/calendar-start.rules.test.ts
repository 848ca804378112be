import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { validateProfile } from '../../../core/access/profile.codec'
import { DEFAULT_PROFILE, profileWith } from '../../../core/access/profiles.rules'
import { calendarStartsOpen } from '../../../core/roster/calendar-start.rules'

const Start = suite('calendarStartsOpen')

Start('showCalendarAfterLogin decides on every width; on phones showCalendarAfterLoginOnPhones must agree too', () => {
  const on = { showCalendarAfterLogin: true, showCalendarAfterLoginOnPhones: true }
  assert.is(calendarStartsOpen(on, false), true)
  assert.is(calendarStartsOpen(on, true), true)
  const phonesOff = { showCalendarAfterLogin: true, showCalendarAfterLoginOnPhones: false }
  assert.is(calendarStartsOpen(phonesOff, false), true, 'wide screens keep the calendar open')
  assert.is(calendarStartsOpen(phonesOff, true), false, 'phones start with it closed')
  const off = { showCalendarAfterLogin: false, showCalendarAfterLoginOnPhones: true }
  assert.is(calendarStartsOpen(off, false), false)
  assert.is(calendarStartsOpen(off, true), false, 'the phone option never opens what the profile keeps closed')
})

Start('the Profile codec validates the phone option: a boolean, required', () => {
  assert.ok(E.isRight(validateProfile(profileWith({ display: { showCalendarAfterLoginOnPhones: false } }))))
  const wrong = { ...DEFAULT_PROFILE, display: { ...DEFAULT_PROFILE.display, showCalendarAfterLoginOnPhones: 'no' } }
  assert.ok(E.isLeft(validateProfile(wrong)))
  const { showCalendarAfterLoginOnPhones: _dropped, ...missing } = DEFAULT_PROFILE.display
  assert.ok(E.isLeft(validateProfile({ ...DEFAULT_PROFILE, display: missing })))
})

Start.run()
