import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import type { TransportError } from '../../../core/errors/app-error'
import type { ChangeHistory, HistoryEntry } from '../../../core/history/change-history.codec'
import type { ChangeHistoryPort, HistoryPageRequest } from '../../../core/history/change-history.port'
import { loadChangeHistory } from '../../../core/history/load-change-history.use-case'
import type { EncryptedCache } from '../../../core/platform/encrypted-cache.port'
import { aHistoryPage, CHANGE_CONFIRMED, CHANGE_NOTIFIED, PASSPORT_EDIT } from './fixtures'

const Kept = suite('change history kept on the device for reading offline')

const NEWEST = aHistoryPage({ entries: [PASSPORT_EDIT, CHANGE_CONFIRMED], next: '11' })
const OLDER = aHistoryPage({ entries: [CHANGE_NOTIFIED] })
const LOADED_AT = Temporal.Instant.from('2026-11-26T12:00:00Z')
const NETWORK: TransportError = { _tag: 'Network', message: 'down', timedOut: false, request: { method: 'GET', url: '/history' } }
const SERVER: TransportError = { _tag: 'Http', status: 500, isJson: true, request: { method: 'GET', url: '/history' } }

/** An encrypted cache in memory that keeps values as JSON (as the real one stores them), locked or not. */
const memoryCache = (unlocked = true) => {
  const entries = new Map<string, string>()
  const cache: EncryptedCache = {
    unlock: () => TE.right(undefined),
    lock: () => undefined,
    forget: () => undefined,
  forgotten: () => Promise.resolve(),
    resume: () => TE.right(unlocked),
    isUnlocked: () => unlocked,
    get: (key) => (unlocked ? TE.right(O.map((s: string) => JSON.parse(s) as unknown)(O.fromNullable(entries.get(key)))) : TE.left({ _tag: 'CacheLocked' })),
    put: (key, value) => {
      if (!unlocked) return TE.left({ _tag: 'CacheLocked' })
      entries.set(key, JSON.stringify(value))
      return TE.right(undefined)
    },
    removeOlderThan: () => TE.right(0),
  }
  return { cache, entries }
}

/** A port answering the newest page with `newest` (an answer or an error) and older pages from `older`. */
const aPort = (newest: ChangeHistory | TransportError, asked: HistoryPageRequest[] = []): ChangeHistoryPort => ({
  load: (_crmId, request) => {
    asked.push(request)
    if (request.before !== undefined) return TE.right(OLDER)
    return 'entries' in newest ? TE.right(newest) : TE.left(newest)
  },
})

const ids = (result: E.Either<TransportError, { readonly entries: ReadonlyArray<HistoryEntry> }>) => (E.isRight(result) ? result.right.entries.map((e) => e.id) : result.left._tag)

Kept('online, the newest page comes from the server (no asOf) and is kept; offline it is read back with when it was loaded, the server not asked', async () => {
  const { cache, entries } = memoryCache()
  const kept = { cache, clock: () => LOADED_AT }
  const online = await loadChangeHistory({ port: aPort(NEWEST), kept })('100001')()
  assert.equal(ids(online), ['12', '11'])
  assert.ok(E.isRight(online) && online.right.asOf === undefined)
  assert.equal([...entries.keys()], ['change-history 100001'])
  const asked: HistoryPageRequest[] = []
  const offline = await loadChangeHistory({ port: aPort(SERVER, asked), kept: { cache, clock: () => LOADED_AT.add({ hours: 5 }) } })('100001', undefined, { online: false })()
  assert.equal(ids(offline), ['12', '11'])
  if (E.isLeft(offline)) return
  assert.ok(offline.right.asOf?.equals(LOADED_AT), 'asOf is the load time, not now')
  assert.is(offline.right.next, '11')
  assert.ok(offline.right.entries[0]?.at.equals(NEWEST.entries[0]?.at as Temporal.ZonedDateTime), 'times read back with their offset')
  assert.equal(asked, [])
})

Kept('a call that finds no connection answers the kept copy; a server error does not', async () => {
  const { cache } = memoryCache()
  const kept = { cache, clock: () => LOADED_AT }
  await loadChangeHistory({ port: aPort(NEWEST), kept })('100001')()
  const network = await loadChangeHistory({ port: aPort(NETWORK), kept })('100001')()
  assert.ok(E.isRight(network) && network.right.asOf?.equals(LOADED_AT))
  const server = await loadChangeHistory({ port: aPort(SERVER), kept })('100001')()
  assert.equal(server, E.left(SERVER))
})

Kept('nothing kept: offline is Offline, a call without connection its own error', async () => {
  const kept = { cache: memoryCache().cache, clock: () => LOADED_AT }
  assert.equal(await loadChangeHistory({ port: aPort(NEWEST), kept })('100001', undefined, { online: false })(), E.left({ _tag: 'Offline' }))
  assert.equal(await loadChangeHistory({ port: aPort(NETWORK), kept })('100001')(), E.left(NETWORK))
})

Kept('another crew member\'s copy is not read', async () => {
  const { cache } = memoryCache()
  const kept = { cache, clock: () => LOADED_AT }
  await loadChangeHistory({ port: aPort(NEWEST), kept })('100001')()
  assert.equal(await loadChangeHistory({ port: aPort(NEWEST), kept })('200002', undefined, { online: false })(), E.left({ _tag: 'Offline' }))
})

Kept('a locked cache keeps nothing and the load still succeeds', async () => {
  const { cache, entries } = memoryCache(false)
  const result = await loadChangeHistory({ port: aPort(NEWEST), kept: { cache, clock: () => LOADED_AT } })('100001')()
  assert.equal(ids(result), ['12', '11'])
  assert.is(entries.size, 0)
})

Kept('older pages are never kept: the copy stays the newest page', async () => {
  const { cache } = memoryCache()
  const kept = { cache, clock: () => LOADED_AT }
  const first = await loadChangeHistory({ port: aPort(NEWEST), kept })('100001')()
  if (E.isLeft(first)) throw new Error('first page')
  const more = await loadChangeHistory({ port: aPort(NEWEST), kept })('100001', first.right)()
  assert.equal(ids(more), ['12', '11', '3'])
  const offline = await loadChangeHistory({ port: aPort(NEWEST), kept })('100001', undefined, { online: false })()
  assert.equal(ids(offline), ['12', '11'])
})

Kept.run()
