import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import type { CheckInPermission } from '../../../core/check-in/check-in.codec'
import { CHECK_IN_STATUSES, checkInStatus, type CheckInStatusInput } from '../../../core/check-in/status.rules'
import { aLogicalId } from './fixtures'

const THIS = aLogicalId('C_I-LH400')
const OTHER = aLogicalId('C_I-LH402')
const input = (o: Partial<CheckInStatusInput> = {}): CheckInStatusInput => ({
  logicalId: THIS,
  checkedIn: false,
  checkInPermission: 'CHECK_IN_ALLOWED',
  locationFencing: false,
  locationDenied: false,
  fencedEventLogicalId: null,
  ...o,
})
const PERMISSIONS: ReadonlyArray<CheckInPermission> = ['CHECK_IN_ALLOWED', 'CHECK_IN_PENDING', 'CHECK_IN_NOT_ALLOWED']
const anyInput = fc.record({
  logicalId: fc.constant(THIS),
  checkedIn: fc.boolean(),
  checkInPermission: fc.constantFrom(...PERMISSIONS),
  locationFencing: fc.boolean(),
  locationDenied: fc.boolean(),
  fencedEventLogicalId: fc.constantFrom(THIS, OTHER, null),
})

const Status = suite('checkInStatus')

Status('with location fencing, a duty not expecting a check-in is "not expected", not "out of zone", wherever the device is', () => {
  for (const fenced of [OTHER, null, THIS]) {
    assert.is(checkInStatus(input({ locationFencing: true, checkInPermission: 'CHECK_IN_NOT_ALLOWED', fencedEventLogicalId: fenced })), 'NOT_EXPECTED_TO_CHECKIN', String(fenced))
  }
})

Status('"\'checked in\' wins": checked in gives ALREADY_CHECKED_IN whatever else holds', () => {
  fc.assert(fc.property(anyInput, (i) => checkInStatus({ ...i, checkedIn: true }) === 'ALREADY_CHECKED_IN'), { numRuns: 200 })
})
Status('"Without location fencing: a pending permission gives pending"', () => {
  assert.is(checkInStatus(input({ checkInPermission: 'CHECK_IN_PENDING' })), 'EXPECTED_TO_CHECKIN_BUT_PENDING')
})
Status('"Without location fencing: ... an allowed permission gives expected"', () => {
  assert.is(checkInStatus(input({ checkInPermission: 'CHECK_IN_ALLOWED' })), 'EXPECTED_TO_CHECKIN')
})
Status('"Without location fencing: ... otherwise not expected"', () => {
  assert.is(checkInStatus(input({ checkInPermission: 'CHECK_IN_NOT_ALLOWED' })), 'NOT_EXPECTED_TO_CHECKIN')
})
Status('without location fencing, location denial and the fenced event play no part', () => {
  assert.is(checkInStatus(input({ locationDenied: true, fencedEventLogicalId: OTHER })), 'EXPECTED_TO_CHECKIN')
})
Status('"With fencing: location denied gives permission denied" (even inside the zone with an allowed permission)', () => {
  assert.is(checkInStatus(input({ locationFencing: true, locationDenied: true, fencedEventLogicalId: THIS })), 'PERMISSION_DENIED')
})
Status('"With fencing: ... A no-check-in permission gives not expected" (even inside the zone)', () => {
  assert.is(
    checkInStatus(input({ locationFencing: true, checkInPermission: 'CHECK_IN_NOT_ALLOWED', fencedEventLogicalId: THIS })),
    'NOT_EXPECTED_TO_CHECKIN',
  )
})
Status('"If the event reported by the fence equals this event, the result is pending or expected"', () => {
  assert.is(checkInStatus(input({ locationFencing: true, fencedEventLogicalId: THIS })), 'EXPECTED_TO_CHECKIN')
  assert.is(
    checkInStatus(input({ locationFencing: true, checkInPermission: 'CHECK_IN_PENDING', fencedEventLogicalId: THIS })),
    'EXPECTED_TO_CHECKIN_BUT_PENDING',
  )
})
Status('"Otherwise it is out of zone": another event in the fence, or none', () => {
  assert.is(checkInStatus(input({ locationFencing: true, fencedEventLogicalId: OTHER })), 'OUT_OF_CHECKIN_ZONE')
  assert.is(checkInStatus(input({ locationFencing: true, checkInPermission: 'CHECK_IN_PENDING', fencedEventLogicalId: null })), 'OUT_OF_CHECKIN_ZONE')
})
Status('total: every input gives one of the six statuses', () => {
  fc.assert(fc.property(anyInput, (i) => CHECK_IN_STATUSES.includes(checkInStatus(i))), { numRuns: 200 })
})
Status.run()

