import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ChannelListener, Db, ListenState } from '../../server/db/db'
import { EVERY_KEY, notifiedCache, type NotifiedCacheOptions } from '../../server/db/notified-cache'

// The rules of server/db/notified-cache.ts on a stand-in database: the test says when a read ends,
// what is notified and whether the channel is listened, so every interleaving is written out.

/** A database stand-in whose `listen` the test drives. */
const channel = (initial: ListenState = 'listening') => {
  let listener: ChannelListener | undefined
  const db: Pick<Db, 'listen'> = {
    listen: async (_channel, l) => {
      listener = l
      l.onState(initial)
      return () => {
        listener = undefined
      }
    },
  }
  return {
    db,
    notify: (payload: string) => listener?.onPayload(payload),
    state: (state: ListenState) => listener?.onState(state),
    subscribed: () => listener !== undefined,
  }
}

/** Reads the test ends by hand: `reads` counts them, `finish(value)` resolves the oldest open one. */
const reads = () => {
  const open: Array<(value: string) => void> = []
  let count = 0
  return {
    load: (_key: string) =>
      new Promise<string>((resolve) => {
        count += 1
        open.push(resolve)
      }),
    finish: async (value: string) => {
      open.shift()?.(value)
      await Promise.resolve()
      await Promise.resolve()
    },
    count: () => count,
  }
}

const cacheOn = async (c: ReturnType<typeof channel>, options: Omit<NotifiedCacheOptions<string>, 'channel'>) => {
  const cache = notifiedCache(c.db, { channel: 'test_channel', ...options })
  await cache.ready
  return cache
}

const Cache = suite('notifiedCache')

Cache('a read is kept; concurrent reads of one key share one database read', async () => {
  const c = channel()
  const r = reads()
  const cache = await cacheOn(c, { load: r.load })
  const a = cache.get('k')
  const b = cache.get('k')
  await r.finish('v1')
  assert.equal([await a, await b], ['v1', 'v1'])
  assert.is(await cache.get('k'), 'v1')
  assert.is(r.count(), 1)
})

Cache('a read that began before an invalidation is not kept: it cannot put the old value back', async () => {
  const c = channel()
  const r = reads()
  const cache = await cacheOn(c, { load: r.load })
  const before = cache.get('k')
  c.notify('k') // the write commits while the read is under way
  const after = cache.get('k') // a read after the commit does not join the old one
  assert.is(r.count(), 2)
  await r.finish('old')
  await r.finish('new')
  assert.is(await before, 'old')
  assert.is(await after, 'new')
  assert.is(cache.peek('k'), 'new')
  c.notify('k')
  assert.is(cache.peek('k'), undefined)
})

Cache('a notification forgets only its key; `*` forgets every key', async () => {
  const c = channel()
  const r = reads()
  const cache = await cacheOn(c, { load: async (key) => `${key}-${r.count()}` })
  await cache.get('a')
  await cache.get('b')
  c.notify('a')
  assert.equal([cache.peek('a'), cache.peek('b')], [undefined, 'b-0'])
  c.notify(EVERY_KEY)
  assert.is(cache.size(), 0)
})

Cache('nothing is kept while the channel is not listened; losing it empties the cache, regaining it starts again', async () => {
  const c = channel('lost')
  let n = 0
  const cache = await cacheOn(c, { load: async () => `v${++n}` })
  assert.not.ok(cache.caching())
  await cache.get('k')
  assert.is(cache.peek('k'), undefined)
  c.state('listening')
  await cache.get('k')
  assert.is(cache.peek('k'), 'v2')
  c.state('lost')
  assert.is(cache.size(), 0)
  await cache.get('k')
  assert.is(cache.size(), 0)
})

Cache('a read under way when the connection drops is not kept', async () => {
  const c = channel()
  const r = reads()
  const cache = await cacheOn(c, { load: r.load })
  const pending = cache.get('k')
  c.state('lost')
  c.state('listening')
  await r.finish('maybe-stale')
  assert.is(await pending, 'maybe-stale')
  assert.is(cache.peek('k'), undefined)
})

Cache('bounded: the oldest entry goes first; an entry older than the TTL is read again; `keep` refuses values', async () => {
  const c = channel()
  let ms = 0
  let n = 0
  const cache = await cacheOn(c, { load: async (key) => `${key}${++n}`, maxEntries: 2, ttlMs: 1000, monotonicMs: () => ms, keep: (v) => !v.startsWith('x') })
  await cache.get('a')
  await cache.get('b')
  await cache.get('c')
  assert.equal([cache.peek('a'), cache.peek('b'), cache.peek('c')], [undefined, 'b2', 'c3'])
  ms = 1000
  assert.is(await cache.get('b'), 'b4')
  await cache.get('x')
  assert.is(cache.peek('x'), undefined)
})

Cache('a failed read is not kept and does not stick', async () => {
  const c = channel()
  let fail = true
  const cache = await cacheOn(c, { load: async () => {
    if (fail) throw new Error('database down')
    return 'v'
  } })
  await cache.get('k').then(() => assert.unreachable('the read failed'), (error: unknown) => assert.match(String(error), 'database down'))
  fail = false
  assert.is(await cache.get('k'), 'v')
})

Cache('close unsubscribes and keeps nothing more', async () => {
  const c = channel()
  const cache = await cacheOn(c, { load: async () => 'v' })
  await cache.get('k')
  cache.close()
  assert.not.ok(c.subscribed())
  assert.is(cache.size(), 0)
  await cache.get('k')
  assert.is(cache.size(), 0)
})

Cache.run()
