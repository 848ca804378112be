import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { CrmId } from '../../../core/shared/brands'
import { createRemark } from '../../../core/remarks/create-remark.use-case'
import { deleteRemark } from '../../../core/remarks/delete-remark.use-case'
import { loadRemarkTypes } from '../../../core/remarks/load-remark-types.use-case'
import { loadRemarks } from '../../../core/remarks/load-remarks.use-case'
import { openRemarkItem } from '../../../core/remarks/open-remark.use-case'
import { aRemark, aRemarksPort, anOwnRemark, at, day, offline } from './fixtures'

const crmId = 'C1' as CrmId
const query = { fromDtUtc: at('2026-03-01T00:00:00+00:00'), toDtUtc: at('2026-03-31T23:59:59+00:00') }
const createInput = (overrides: { online?: boolean; canCreate?: boolean } = {}) => ({
  crmId,
  form: { date: O.some(day('2026-03-20')), remarkType: 'INFO', comment: 'Dentist' },
  context: { now: Temporal.ZonedDateTime.from('2026-03-15T09:00:00+01:00[Europe/Paris]'), rosterPeriodEnd: day('2026-03-31') },
  online: true,
  canCreate: true,
  ...overrides,
})

const Errors = suite('daily remark use cases: error tags with message keys')

Errors('"\'Could not load Daily Remarks.\', \'Could not create Daily Remark.\', \'Could not delete Daily Remark.\', \'Could not load Remark Types.\'"', async () => {
  const port = aRemarksPort(offline)
  assert.equal(await loadRemarks({ port })({ crmId, query })(), E.left({ _tag: 'LoadRemarksFailed', messageKey: 'couldNotLoadDailyRemarks', cause: offline }))
  assert.equal(await createRemark({ port })(createInput())(), E.left({ _tag: 'CreateRemarkFailed', messageKey: 'couldNotCreateDailyRemark', cause: offline }))
  assert.equal(await deleteRemark({ port })({ crmId, date: day('2026-03-20') })(), E.left({ _tag: 'DeleteRemarkFailed', messageKey: 'couldNotDeleteDailyRemark', cause: offline }))
  assert.equal(await loadRemarkTypes({ port })(crmId)(), E.left({ _tag: 'LoadRemarkTypesFailed', messageKey: 'couldNotLoadRemarkTypes', cause: offline }))
})

Errors('successful calls answer the remarks, the types, and the sent remark', async () => {
  const calls: string[] = []
  const port = aRemarksPort(undefined, calls)
  assert.ok(E.isRight(await loadRemarks({ port })({ crmId, query })()))
  assert.equal(await loadRemarkTypes({ port })(crmId)(), E.right([{ remarkType: 'INFO', text: 'Information' }]))
  assert.ok(E.isRight(await createRemark({ port })(createInput())()))
  assert.ok(E.isRight(await deleteRemark({ port })({ crmId, date: day('2026-03-20') })()))
  assert.equal(calls, ['fetch C1 2026-03-01T00:00:00+00:00', 'types C1', 'create C1 2026-03-20 INFO Dentist', 'delete C1 2026-03-20'])
})

Errors.run()

const Create = suite('createRemark refusals')

Create('"Sending is disabled offline" and without the edit-level permission: nothing is sent', async () => {
  const calls: string[] = []
  const port = aRemarksPort(undefined, calls)
  assert.equal(await createRemark({ port })(createInput({ online: false }))(), E.left({ _tag: 'Offline' }))
  assert.equal(await createRemark({ port })(createInput({ canCreate: false }))(), E.left({ _tag: 'NotPermitted' }))
  assert.equal(calls, [])
})

Create('an invalid form is refused with its field errors', async () => {
  const input = { ...createInput(), form: { date: O.none, remarkType: 'INFO', comment: '' } }
  assert.equal(await createRemark({ port: aRemarksPort() })(input)(), E.left({ _tag: 'Invalid', errors: { date: { key: 'required' } } }))
})

Create.run()

const Open = suite('openRemarkItem')

Open('"Opening marks it read": locally and on the server by logical id, once; own remarks are not marked', async () => {
  const calls: string[] = []
  const open = openRemarkItem({ port: aRemarksPort(undefined, calls) })
  const first = await open({ crmId, remark: aRemark(), readKeys: new Set() })()
  assert.ok(first.readKeys.has('DREM#2026-03-16') && O.isNone(first.markError))
  await open({ crmId, remark: aRemark(), readKeys: first.readKeys })()
  await open({ crmId, remark: anOwnRemark(), readKeys: new Set() })()
  assert.equal(calls, ['read C1 DREM#2026-03-16'])
  const failed = await openRemarkItem({ port: aRemarksPort(offline) })({ crmId, remark: aRemark(), readKeys: new Set() })()
  assert.ok(failed.readKeys.has('DREM#2026-03-16') && O.isSome(failed.markError))
})

Open.run()
