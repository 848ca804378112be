import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { loadNews } from '../../../core/news/load-news.use-case'
import { openNewsItem } from '../../../core/news/open-news.use-case'
import { deleteNewsItem } from '../../../core/news/delete-news.use-case'
import { aNewsItem, aNewsPort, aRawMessage, offline, serviceDown } from './fixtures'

const Load = suite('loadNews')

Load('loads the domain\'s messages; one unreadable message is reported, the others shown', async () => {
  const calls: string[] = []
  const port = aNewsPort({ messages: E.right([aRawMessage(), aRawMessage({ id: 'N-2', internalMessage: 'not json' })]) }, calls)
  const loaded = await loadNews({ port })({ domain: 'IADP', online: true })()
  assert.equal(calls, ['fetch IADP'])
  assert.ok(E.isRight(loaded) && O.isSome(loaded.right))
  if (E.isRight(loaded) && O.isSome(loaded.right)) {
    assert.equal(loaded.right.value.items.map((i) => i.id), ['N-1'])
    assert.is(loaded.right.value.rejected.length, 1)
  }
})

Load('"A failed news load while offline is swallowed"', async () => {
  assert.equal(await loadNews({ port: aNewsPort({ messages: E.left(serviceDown) }) })({ domain: 'IADP', online: false })(), E.right(O.none))
  assert.equal(await loadNews({ port: aNewsPort({ messages: E.left(offline) }) })({ domain: 'IADP', online: true })(), E.right(O.none))
})

Load('a failed news load while online is an error', async () => {
  assert.equal(await loadNews({ port: aNewsPort({ messages: E.left(serviceDown) }) })({ domain: 'IADP', online: true })(), E.left(serviceDown))
})

Load.run()

const Open = suite('openNewsItem / deleteNewsItem')

Open('opening an unread broadcast sends PUT status READ and returns it read; a read one sends nothing', async () => {
  const calls: string[] = []
  const open = openNewsItem({ port: aNewsPort({}, calls) })
  const opened = await open({ item: aNewsItem({ id: 'N-7' }), crmId: 'C1' })()
  assert.ok(E.isRight(opened) && opened.right.item.read)
  await open({ item: aNewsItem({ id: 'N-8', read: true }), crmId: 'C1' })()
  assert.equal(calls, ['status N-7 READ'])
})

Open('the delete call answers DeleteSucceeded, or DeleteFailed so that the item is restored', async () => {
  assert.equal(await deleteNewsItem({ port: aNewsPort() })('N-1')(), { _tag: 'DeleteSucceeded', id: 'N-1' })
  assert.equal(await deleteNewsItem({ port: aNewsPort({ remove: E.left(offline) }) })('N-1')(), { _tag: 'DeleteFailed', id: 'N-1', error: offline })
})

Open.run()
