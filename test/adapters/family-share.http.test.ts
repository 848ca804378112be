import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createFamilyShareHttp } from '../../adapters/http/family-share.http'
import { familyLinkNameOf, type FamilyLinkName } from '../../core/roster/family-share/family-share.codec'
import { aClient, api, CRM_ID, ok } from './http-fixtures'

const Family = suite('family share over HTTP')
Family.after.each(() => {
  nock.cleanAll()
})

const PATH = `/rest/pems/family/${CRM_ID}/links`
const LINK = { id: 'l1', name: 'Mum', level: 'busyOrFree', createdAt: '2026-11-28T09:00:00+01:00' }
const nameOf = (typed: string): FamilyLinkName => {
  const decoded = familyLinkNameOf(typed)
  if (O.isNone(decoded)) throw new Error(`not a name: ${typed}`)
  return decoded.value
}

Family('create posts the decoded name and level; the answer gives the link and its absolute URL', async () => {
  let sent: unknown
  const scope = api()
    .post(PATH, (body: unknown) => ((sent = body), true))
    .reply(200, ok({ link: LINK, path: '/family/abc.html' }))
  const result = await createFamilyShareHttp(aClient().client).create(CRM_ID, nameOf('  Mum '), 'busyOrFree')()
  assert.ok(scope.isDone())
  assert.equal(sent, { name: 'Mum', level: 'busyOrFree' })
  assert.ok(E.isRight(result))
  if (E.isRight(result)) {
    assert.is(result.right.link.id, 'l1')
    assert.match(result.right.url, /\/family\/abc\.html$/)
  }
})

Family('rename puts the decoded name; a 400 comes back as a value without an error dialog', async () => {
  let sent: unknown
  const { client, dialogs } = aClient()
  api().put(`${PATH}/l1`, (body: unknown) => ((sent = body), true)).reply(200, ok({ links: [LINK] }))
  assert.ok(E.isRight(await createFamilyShareHttp(client).rename(CRM_ID, 'l1', nameOf('Dad'))()))
  assert.equal(sent, { name: 'Dad' })
  api().put(`${PATH}/l1`).reply(400, { success: false, error: [{ errId: 'ERR_VALIDATION', errMessage: 'name' }] })
  assert.ok(E.isLeft(await createFamilyShareHttp(client).rename(CRM_ID, 'l1', nameOf('Dad'))()))
  assert.is(dialogs.length, 0)
})

Family.run()
