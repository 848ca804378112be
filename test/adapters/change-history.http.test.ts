import * as E from 'fp-ts/Either'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createChangeHistoryHttp } from '../../adapters/http/change-history.http'
import { PASSPORT_EDIT } from '../core/history/fixtures'
import { aClient, api, CRM_ID, ok } from './http-fixtures'

const History = suite('change history over HTTP')
History.after.each(() => {
  nock.cleanAll()
})

const PATH = `/rest/pems/history/${CRM_ID}`

History('GET history/{crmId}: the newest page decoded (date-time with offset, before → after, next cursor)', async () => {
  const scope = api().get(PATH).reply(200, ok({ entries: [PASSPORT_EDIT], next: '12' }))
  const result = await createChangeHistoryHttp(aClient().client).load(CRM_ID, {})()
  assert.ok(scope.isDone())
  assert.ok(E.isRight(result))
  if (E.isLeft(result)) return
  const [first] = result.right.entries
  assert.is(first?.at.offset, '+01:00')
  assert.is(first?.at.toInstant().toString(), '2026-11-26T13:05:00Z')
  assert.equal(first?.changes, PASSPORT_EDIT.changes)
  assert.is(result.right.next, '12')
})

History('the next page asks with before=<cursor>', async () => {
  const scope = api().get(PATH).query({ before: '12' }).reply(200, ok({ entries: [] }))
  const result = await createChangeHistoryHttp(aClient().client).load(CRM_ID, { before: '12' })()
  assert.ok(scope.isDone())
  assert.equal(E.map((h: { readonly entries: ReadonlyArray<unknown> }) => h.entries.length)(result), E.right(0))
})

History('a 403 and a body that does not decode come back as values, without an error dialog', async () => {
  const { client, dialogs } = aClient()
  api().get(PATH).reply(403, { success: false, error: [{ errId: 'ERR_FORBIDDEN', errMessage: 'Forbidden' }] })
  const refused = await createChangeHistoryHttp(client).load(CRM_ID, {})()
  assert.ok(E.isLeft(refused))
  api().get(PATH).reply(200, ok({ entries: [{ ...PASSPORT_EDIT, kind: 'news' }] }))
  const bad = await createChangeHistoryHttp(client).load(CRM_ID, {})()
  assert.ok(E.isLeft(bad))
  if (E.isLeft(bad)) assert.is(bad.left._tag, 'Decode')
  assert.is(dialogs.length, 0)
})

History('no connection: a Network error value', async () => {
  api().get(PATH).replyWithError('connection refused')
  const result = await createChangeHistoryHttp(aClient().client).load(CRM_ID, {})()
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.ok(['Network', 'Offline'].includes(result.left._tag), result.left._tag)
})

History.run()
