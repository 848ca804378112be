import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  isLoginEnabled,
  isResetPasswordEnabled,
  prepareCredentials,
  showForgotPasswordLink,
} from '../../../core/auth/login-form.rules'

const Button = suite('isLoginEnabled')

Button('"The login button is disabled unless both fields are non-empty"', () => {
  assert.ok(isLoginEnabled({ username: 'anna', password: 'anna-demo' }))
  assert.not.ok(isLoginEnabled({ username: '', password: 'anna-demo' }))
  assert.not.ok(isLoginEnabled({ username: 'anna', password: '' }))
  assert.not.ok(isLoginEnabled({ username: '', password: '' }))
})

Button('a field of spaces only counts as empty, since values are trimmed before sending', () => {
  assert.not.ok(isLoginEnabled({ username: '   ', password: 'anna-demo' }))
  assert.not.ok(isLoginEnabled({ username: 'anna', password: ' \t ' }))
})

Button.run()

const Prepare = suite('prepareCredentials')

Prepare('"Username and password are trimmed before sending"', () => {
  assert.equal(prepareCredentials({ username: '  anna ', password: ' anna-demo\t' }, false), {
    username: 'anna',
    password: 'anna-demo',
  })
})

Prepare('the username is upper-cased when the profile says so, the password never', () => {
  assert.equal(prepareCredentials({ username: ' anna ', password: 'Secret' }, true), { username: 'ANNA', password: 'Secret' })
  assert.equal(prepareCredentials({ username: 'anna', password: 'Secret' }, false).username, 'anna')
})

Prepare.run()

const Forgot = suite('showForgotPasswordLink')

Forgot('"A forgot-password link shows only when password reset is enabled and the user is not re-authenticating"', () => {
  assert.ok(showForgotPasswordLink({ passwordResetEnabled: true, reauthenticating: false }))
  assert.not.ok(showForgotPasswordLink({ passwordResetEnabled: true, reauthenticating: true }))
  assert.not.ok(showForgotPasswordLink({ passwordResetEnabled: false, reauthenticating: false }))
  assert.not.ok(showForgotPasswordLink({ passwordResetEnabled: false, reauthenticating: true }))
})

Forgot.run()

const Reset = suite('isResetPasswordEnabled')

Reset('"The reset-password button is disabled when the username is empty"', () => {
  assert.ok(isResetPasswordEnabled('anna'))
  assert.not.ok(isResetPasswordEnabled(''))
  assert.not.ok(isResetPasswordEnabled('   '))
})

Reset.run()
