import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { calendarCode, groundCode, isShownInCalendar } from '../../../core/roster/calendar-codes.rules'
import { anEvent, display } from './fixtures'

const Shown = suite('isShownInCalendar')

Shown('"DREM daily-remark marker (hidden from the calendar)"', () => {
  assert.not.ok(isShownInCalendar({ type: 'DREM' }, { showRosterTags: true }))
  assert.ok(isShownInCalendar({ type: 'LEG' }, { showRosterTags: false }))
})

Shown('roster tags (RTG) show only when the showRosterTags preference is on', () => {
  assert.ok(isShownInCalendar({ type: 'RTG' }, { showRosterTags: true }))
  assert.not.ok(isShownInCalendar({ type: 'RTG' }, { showRosterTags: false }))
})

Shown.run()

const Codes = suite('calendarCode')

Codes('"Some profiles map FPR to DH and standby to RAP in the calendar"', () => {
  const mapped = display({ calendarCodeMapping: { FPR: 'DH', SBY: 'RAP' } })
  assert.is(calendarCode(anEvent({ type: 'FPR' }), mapped), 'DH')
  assert.is(calendarCode(anEvent({ type: 'SBY' }), mapped), 'RAP')
  assert.is(calendarCode(anEvent({ type: 'VAC' }), mapped), 'VAC')
})

Codes('without a mapping the type is the code', () => {
  assert.is(calendarCode(anEvent({ type: 'FPR' }), display()), 'FPR')
  assert.is(calendarCode(anEvent({ type: 'OFF' }), display({ calendarCodeMapping: {} })), 'OFF')
})

Codes('"Ground type code GRND": GROUND shows its ground activity code when showGroundCodeInCalendar, GRND otherwise', () => {
  const ground = anEvent({ type: 'GROUND', groundActivityCode: 'CRM' })
  assert.is(calendarCode(ground, display({ showGroundCodeInCalendar: true })), 'CRM')
  assert.is(calendarCode(ground, display({ showGroundCodeInCalendar: false })), 'GRND')
  assert.is(groundCode(anEvent({ type: 'GROUND', eventDescription: { groundActivityCode: 'SEP' } }), { showGroundCodeInCalendar: true }), 'SEP')
  assert.is(groundCode(anEvent({ type: 'GROUND', groundActivityCode: ' ' }), { showGroundCodeInCalendar: true }), 'GRND')
})

Codes('a roster tag shows its rosterTagCode when it has one', () => {
  assert.is(calendarCode(anEvent({ type: 'RTG', eventDescription: { rosterTagCode: 'RES' } }), display()), 'RES')
  assert.is(calendarCode(anEvent({ type: 'RTG' }), display()), 'RTG')
})

Codes.run()
