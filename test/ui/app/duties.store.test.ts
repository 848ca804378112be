import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { dutyPlanOf, type DutyPlan } from '../../../core/roster/load-duties.use-case'
import type { CrmId } from '../../../core/shared/brands'
import { sharePlan } from '../../../core/roster/plan-sharing.rules'
import { createDutiesStore, SHARE_PATIENCE_MS } from '../../../ui/app/duties.store'
import { aRoster, aWireEvent } from '../features/home/fixtures'

const NOW = Temporal.Instant.from('2026-03-15T08:00:00Z')
const CREW = 'C1001' as CrmId
const legs = [
  aWireEvent({ id: 'A', type: 'LEG', name: 'AF006', fromDateTimeUTC: '2026-03-15T09:00:00+00:00', toDateTimeUTC: '2026-03-15T17:00:00+00:00' }),
  aWireEvent({ id: 'B', type: 'OFF', fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' }),
]

/** A duties store whose server answers the plan `answer()` makes (a new decode each time, as the network gives). */
const storeAnswering = (answer: () => DutyPlan) =>
  createDutiesStore({ loadDuties: () => TE.fromTask(() => Promise.resolve(answer())), clock: () => NOW, crmId: () => CREW })

const Store = suite('duties store: the fresh plan after the device\'s copy')

Store('a fresh plan equal to the copy leaves the shown objects (plan and block-month selection) as they were; the load is still heard', async () => {
  const store = storeAnswering(() => dutyPlanOf(aRoster(legs)))
  const copy = dutyPlanOf(aRoster(legs))
  store.copyShown(copy, NOW.subtract({ hours: 9 }), () => Promise.resolve(sharePlan))
  const selection = store.state.selection
  let heard = 0
  store.onLoaded(() => (heard += 1))
  await store.load()
  assert.is(store.state.plan, copy, 'the copy\'s plan object stays on the screen')
  assert.is(store.state.selection, selection, 'the same selection object: the calendar is not drawn again')
  assert.is(store.state.copySavedAt, undefined, 'no longer the copy: the line says last synced again')
  assert.is(heard, 1)
})

Store('a fresh plan with one changed duty: that duty is the fresh object, the unchanged one stays the copy\'s', async () => {
  const changed = [legs[0]!, { ...legs[1]!, type: 'VAC', name: 'Leave' }]
  const store = storeAnswering(() => dutyPlanOf(aRoster(changed)))
  const copy = dutyPlanOf(aRoster(legs))
  store.copyShown(copy, NOW.subtract({ hours: 9 }), () => Promise.resolve(sharePlan))
  await store.load()
  const plan = store.state.plan
  assert.ok(plan !== undefined && plan !== copy)
  assert.is(plan?.events[0], copy.events[0])
  assert.ok(plan?.events[1] !== copy.events[1])
  assert.is(plan?.events[1]?.type, 'VAC')
})

Store('a failed refresh keeps the copy and says why', async () => {
  const store = createDutiesStore({
    loadDuties: () => TE.left({ _tag: 'Offline' }),
    clock: () => NOW,
    crmId: () => CREW,
  })
  const copy = dutyPlanOf(aRoster(legs))
  store.copyShown(copy, NOW, () => Promise.resolve(sharePlan))
  await store.load()
  assert.is(store.state.plan, copy)
  assert.is(store.state.status, 'loaded')
  assert.is(store.state.error?._tag, 'Offline')
  assert.is(store.state.copySavedAt, undefined, 'nothing is refreshing any more: the line says last synced')
})

Store('a sharing code that never comes holds the fresh plan back at most SHARE_PATIENCE_MS; the fresh plan then replaces the copy whole', async () => {
  const store = storeAnswering(() => dutyPlanOf(aRoster(legs)))
  const copy = dutyPlanOf(aRoster(legs))
  store.copyShown(copy, NOW, () => new Promise<never>(() => undefined))
  const started = Date.now()
  await store.load()
  assert.ok(Date.now() - started >= SHARE_PATIENCE_MS - 50)
  assert.ok(store.state.plan !== undefined && store.state.plan !== copy, 'the fresh plan, whole')
  assert.is(store.state.copySavedAt, undefined)
})

Store('a sharing code that comes in time leaves no patience timer running after the load', async () => {
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
  const store = storeAnswering(() => dutyPlanOf(aRoster(legs)))
  store.copyShown(dutyPlanOf(aRoster(legs)), NOW, () => Promise.resolve(sharePlan))
  const before = timers()
  await store.load()
  assert.is(timers(), before, 'the one-second race ended with the code')
})

Store('without a copy shown (a sign-in in this page), each load is the fresh plan as it came', async () => {
  const store = storeAnswering(() => dutyPlanOf(aRoster(legs)))
  await store.load()
  const first = store.state.plan
  await store.load()
  assert.ok(store.state.plan !== undefined && store.state.plan !== first)
})

Store.run()
