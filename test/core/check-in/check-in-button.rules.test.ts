import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { showCheckInButton } from '../../../core/check-in/check-in-button.rules'
import { CHECK_IN_STATUSES } from '../../../core/check-in/status.rules'

const Button = suite('showCheckInButton')
Button('"The check-in button is shown only when status is expected, the user may check in, and the app is online"', () => {
  assert.ok(showCheckInButton({ status: 'EXPECTED_TO_CHECKIN', canPerformCheckIn: true, online: true }))
})
Button('hidden for every status other than expected (pending included)', () => {
  for (const status of CHECK_IN_STATUSES.filter((s) => s !== 'EXPECTED_TO_CHECKIN'))
    assert.not.ok(showCheckInButton({ status, canPerformCheckIn: true, online: true }), status)
})
Button('hidden when the user may not check in (performCheckIn off)', () => {
  assert.not.ok(showCheckInButton({ status: 'EXPECTED_TO_CHECKIN', canPerformCheckIn: false, online: true }))
})
Button('hidden when the app is offline', () => {
  assert.not.ok(showCheckInButton({ status: 'EXPECTED_TO_CHECKIN', canPerformCheckIn: true, online: false }))
})
Button.run()

