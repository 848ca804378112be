import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ERROR_ID_MESSAGES, messageKeyOfErrorId, SERVER_ERROR_IDS } from '../../../core/errors/error-ids'
import { isMessageKey } from '../../../core/errors/message-keys'

const Ids = suite('server error ids')

Ids('"Error ids map to messages": every known id maps to a catalogue key', () => {
  assert.ok(SERVER_ERROR_IDS.length >= 30)
  for (const id of SERVER_ERROR_IDS) {
    assert.ok(/^ERR_[A-Z0-9_]+$/.test(id), id)
    assert.ok(isMessageKey(ERROR_ID_MESSAGES[id]), id)
    assert.is(messageKeyOfErrorId(id), ERROR_ID_MESSAGES[id])
  }
})

Ids('ERR_ALREADY_CHECKED_IN and the authentication ids are known', () => {
  assert.is(messageKeyOfErrorId('ERR_ALREADY_CHECKED_IN'), 'alreadyCheckedIn')
  assert.is(messageKeyOfErrorId('ERR_AUTHENTICATION_FAILED'), 'authenticationFailed')
  assert.is(messageKeyOfErrorId('ERR_USER_NOT_ACTIVATED'), 'userNotActivated')
  assert.is(messageKeyOfErrorId('ERR_SAME_PRIORITY'), 'samePriorityExists')
})

Ids('an unknown id (or an inherited object key) has no message key', () => {
  assert.is(messageKeyOfErrorId('ERR_SOMETHING_NEW'), undefined)
  assert.is(messageKeyOfErrorId('constructor'), undefined)
  assert.is(messageKeyOfErrorId(''), undefined)
})

Ids.run()
