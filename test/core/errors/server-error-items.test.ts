import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { serverErrorItems } from '../../../core/errors/server-error-items'
import { myDataWriteError } from '../../../core/my-data/my-data-error'
import type { TransportError } from '../../../core/errors/app-error'

const request = { method: 'POST', url: '/rest/pems/user/100001/basicdata' }
const http = (status: number, body: unknown, isJson = true): TransportError => ({ _tag: 'Http', status, request, body, isJson })

const Items = suite('serverErrorItems')

Items('"Service error items carry errId and errMessage": items of an unsuccessful envelope', () => {
  assert.equal(serverErrorItems({ _tag: 'Service', errors: [{ errId: 'E1', errMessage: 'm' }] }), [{ errId: 'E1', errMessage: 'm' }])
})

Items('items of an envelope in the JSON body of an HTTP error status (a 409 conflict)', () => {
  const body = { success: false, error: [{ errId: 'ERR_SAME_PRIORITY', errMessage: 'Entry with same priority already exists.' }] }
  assert.equal(serverErrorItems(http(409, body)).map((i) => i.errId), ['ERR_SAME_PRIORITY'])
  assert.equal(myDataWriteError('create', 'contact', http(409, body)), { _tag: 'SamePriorityExists', entity: 'contact' })
})

Items('no items from a network failure, an HTML body or a JSON body that is not an envelope', () => {
  assert.equal(serverErrorItems({ _tag: 'Network', request, message: 'down', timedOut: false }), [])
  assert.equal(serverErrorItems(http(500, '<html>', false)), [])
  assert.equal(serverErrorItems(http(400, { error: 'nope' })), [])
})

Items.run()
