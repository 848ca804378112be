import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { loadRoles } from '../../../core/roles/load-roles.use-case'
import { saveRoles } from '../../../core/roles/save-roles.use-case'
import { aCrmId, aLogicalId, aRolesPort, someRoles } from './fixtures'

const crmId = aCrmId()
const serviceError = { _tag: 'Service', errors: [{ errId: 'ERR_ROLE', errMessage: 'role locked' }] } as const

const Load = suite('loadRoles')

Load('answers the available roles of the event', async () => {
  assert.equal(await loadRoles({ roles: aRolesPort(E.right(someRoles())) })({ crmId, eventId: 'E1' })(), E.right(someRoles()))
})

Load('"Role info failure" becomes RoleInfoLoadFailed carrying the cause', async () => {
  const result = await loadRoles({ roles: aRolesPort(E.left(serviceError)) })({ crmId, eventId: 'E1' })()
  assert.equal(result, E.left({ _tag: 'RoleInfoLoadFailed', cause: serviceError }))
})

Load.run()

const Save = suite('saveRoles')
const input = { crmId, logicalId: aLogicalId('L1'), featureEnabled: true, roles: someRoles(), edits: { 1: true } }

Save('sends "logicalId, roles [{roleNumber, setOnEvent}]" with only the changed roles', async () => {
  const port = aRolesPort(E.right(someRoles()))
  const result = await saveRoles({ roles: port })(input)()
  assert.ok(E.isRight(result))
  assert.equal(port.sent, [{ logicalId: 'L1', roles: [{ roleNumber: 1, setOnEvent: true }] }])
})

Save('"Role update failure: the server error, translated": RoleUpdateFailed carries the server error', async () => {
  const port = aRolesPort(E.right(someRoles()), E.left(serviceError))
  assert.equal(await saveRoles({ roles: port })(input)(), E.left({ _tag: 'RoleUpdateFailed', cause: serviceError }))
})

Save('"Role editing Done needs editing permission and a change": otherwise nothing is sent', async () => {
  const port = aRolesPort(E.right(someRoles()))
  assert.equal(await saveRoles({ roles: port })({ ...input, edits: {} })(), E.left({ _tag: 'RoleUpdateNotAllowed' }))
  assert.equal(await saveRoles({ roles: port })({ ...input, featureEnabled: false })(), E.left({ _tag: 'RoleUpdateNotAllowed' }))
  assert.equal(port.sent, [])
})

Save.run()
