import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { createMyDataItem } from '../../../core/my-data/create-my-data-item.use-case'
import { deleteMyDataItem } from '../../../core/my-data/delete-my-data-item.use-case'
import { loadMyData } from '../../../core/my-data/load-my-data.use-case'
import type { MyData } from '../../../core/my-data/my-data.codec'
import type { MyDataPort } from '../../../core/my-data/my-data.port'
import { updateMyDataItem } from '../../../core/my-data/update-my-data-item.use-case'
import type { CrmId } from '../../../core/shared/brands'
import { aContact, anAddress } from './fixtures'

const CRM = '100001' as CrmId
const request = { method: 'POST', url: '/rest/pems/user/100001/basicdata' }
const serverSays = (errId: string, errMessage: string): TransportError => ({ _tag: 'Service', errors: [{ errId, errMessage }], request })
const offline: TransportError = { _tag: 'Offline', request }

/** A my-data port answering `answer` to every call and recording what it was asked. */
const fakePort = (answer: E.Either<TransportError, unknown>) => {
  const calls: Array<{ readonly call: string; readonly crmId: CrmId; readonly arg: unknown }> = []
  const reply = <A>() => (E.isLeft(answer) ? TE.left(answer.left) : TE.right(answer.right as A))
  const port: MyDataPort = {
    load: (crmId, types) => (calls.push({ call: 'load', crmId, arg: types }), reply<MyData>()),
    create: (crmId, body) => (calls.push({ call: 'create', crmId, arg: body }), reply<void>()),
    update: (crmId, body) => (calls.push({ call: 'update', crmId, arg: body }), reply<void>()),
    remove: (crmId, body) => (calls.push({ call: 'remove', crmId, arg: body }), reply<void>()),
  }
  return { port, calls }
}

const UseCases = suite('my-data use cases (SPEC section 7, user/{crmId}/basicdata)')

UseCases('loadMyData asks the port for the requested parts of the crew member and answers the bundle', async () => {
  const bundle: MyData = { contacts: [aContact()], addresses: [anAddress()] }
  const { port, calls } = fakePort(E.right(bundle))
  const result = await loadMyData({ port })({ crmId: CRM, types: ['contacts', 'addresses'] })()
  assert.equal(result, E.right(bundle))
  assert.equal(calls, [{ call: 'load', crmId: CRM, arg: ['contacts', 'addresses'] }])
})

UseCases('a failed load is MyDataLoadFailed keeping the server error ("show the error from the server")', async () => {
  const cause = serverSays('ERR_NOT_FOUND', 'Could not fetch crew member basic data')
  const result = await loadMyData(fakePort(E.left(cause)))({ crmId: CRM, types: ['basicInfo'] })()
  assert.equal(result, E.left({ _tag: 'MyDataLoadFailed', cause, serverError: { errId: 'ERR_NOT_FOUND', errMessage: 'Could not fetch crew member basic data' } }))
  const offlineResult = await loadMyData(fakePort(E.left(offline)))({ crmId: CRM, types: ['basicInfo'] })()
  assert.equal(offlineResult, E.left({ _tag: 'MyDataLoadFailed', cause: offline }))
})

UseCases('create, update and delete send the body for the crew member and answer nothing on success', async () => {
  const body = { contacts: [aContact()] }
  const create = fakePort(E.right(undefined))
  assert.equal(await createMyDataItem(create)({ crmId: CRM, entity: 'contact', body })(), E.right(undefined))
  assert.equal(create.calls, [{ call: 'create', crmId: CRM, arg: body }])
  const updateBody = { originalNatKey: aContact().natKey, updatedData: { contacts: [aContact({ contact: '+33699999999' })] } }
  const update = fakePort(E.right(undefined))
  assert.equal(await updateMyDataItem(update)({ crmId: CRM, entity: 'contact', body: updateBody })(), E.right(undefined))
  assert.equal(update.calls, [{ call: 'update', crmId: CRM, arg: updateBody }])
  const remove = fakePort(E.right(undefined))
  const natKey = { dataType: 'contacts' as const, natKey: aContact().natKey }
  assert.equal(await deleteMyDataItem(remove)({ crmId: CRM, entity: 'contact', body: natKey })(), E.right(undefined))
  assert.equal(remove.calls, [{ call: 'remove', crmId: CRM, arg: natKey }])
})

UseCases('"Entry with same priority already exists": the server id becomes SamePriorityExists for the entity', async () => {
  const result = await createMyDataItem(fakePort(E.left(serverSays('ERR_SAME_PRIORITY', 'Entry with same priority already exists'))))({
    crmId: CRM,
    entity: 'address',
    body: { addresses: [anAddress()] },
  })()
  assert.equal(result, E.left({ _tag: 'SamePriorityExists', entity: 'address' }))
})

UseCases('"Last remaining entry cannot be deleted": the server id becomes LastEntryCannotBeDeleted', async () => {
  const result = await deleteMyDataItem(fakePort(E.left(serverSays('ERR_LAST_ENTRY', 'Last remaining entry cannot be deleted'))))({
    crmId: CRM,
    entity: 'contact',
    body: { dataType: 'contacts', natKey: aContact().natKey },
  })()
  assert.equal(result, E.left({ _tag: 'LastEntryCannotBeDeleted', entity: 'contact' }))
})

UseCases('any other failure of a write is MyDataWriteFailed naming the operation and the entity', async () => {
  const result = await updateMyDataItem(fakePort(E.left(offline)))({ crmId: CRM, entity: 'travelDocument', body: { updatedData: {} } })()
  assert.equal(result, E.left({ _tag: 'MyDataWriteFailed', operation: 'update', entity: 'travelDocument', cause: offline }))
})

UseCases.run()
