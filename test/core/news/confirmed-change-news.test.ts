import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { settledByConfirmation } from '../../../core/news/confirmed-change-news.rules'
import { markConfirmedChangeNews } from '../../../core/news/mark-confirmed-change-news.use-case'
import { openNews } from '../../../core/news/open-news.rules'
import { aNewsItem, aNewsPort, aRawMessage, at } from './fixtures'

/** "Your roster has changed" for 17-20 March, unread. */
const rosterChange = aNewsItem({
  id: 'N-RC',
  category: 'rosterChange',
  title: 'Your roster has changed',
  properties: { fromDateTimeUTC: O.some(at('2026-03-17T00:00:00+00:00')), toDateTimeUTC: O.some(at('2026-03-20T23:59:59+00:00')) },
})
const confirmed17 = { fromDateTimeUTC: at('2026-03-16T23:00:00+00:00'), toDateTimeUTC: at('2026-03-17T22:59:59+00:00') }
const confirmedApril = { fromDateTimeUTC: at('2026-04-02T00:00:00+00:00'), toDateTimeUTC: at('2026-04-02T23:59:59+00:00') }

const Rule = suite('settledByConfirmation')

Rule('a roster-change message becomes read once a change in its period is confirmed', () => {
  assert.equal(settledByConfirmation([rosterChange], [confirmed17]).map((i) => i.id), ['N-RC'])
})

Rule('a confirmation outside its period, or none, leaves it unread', () => {
  assert.equal(settledByConfirmation([rosterChange], [confirmedApril]), [])
  assert.equal(settledByConfirmation([rosterChange], []), [])
})

Rule('broadcasts, check-in alerts, read or expired messages and messages without a period are left alone', () => {
  const items = [
    aNewsItem({ id: 'B', properties: rosterChange.properties }),
    aNewsItem({ id: 'C', category: 'checkIn', properties: rosterChange.properties }),
    { ...rosterChange, id: 'R', read: true },
    { ...rosterChange, id: 'X', expired: true },
    { ...rosterChange, id: 'P', properties: { fromDateTimeUTC: O.none, toDateTimeUTC: O.none } },
  ]
  assert.equal(settledByConfirmation(items, [confirmed17]), [])
})

Rule('opening it is not enough: it leads to the confirmation and stays unread (the broadcast rule does not apply)', () => {
  assert.is(openNews(rosterChange, '100001').markRead, false)
})

Rule.run()

const Mark = suite('markConfirmedChangeNews')

Mark('sends PUT /notification/{id}/READ for the settled roster-change message only', async () => {
  const calls: string[] = []
  const messages = [
    aRawMessage({ id: 'N-B' }),
    aRawMessage(
      { id: 'N-RC', category: 'ROSTERCHANGE' },
      { subject: 'Your roster has changed', properties: { fromDateTimeUTC: '2026-03-17T00:00:00+00:00', toDateTimeUTC: '2026-03-20T23:59:59+00:00' } },
    ),
  ]
  const marked = await markConfirmedChangeNews({ port: aNewsPort({ messages: E.right(messages) }, calls) })({ domain: 'IADP', periods: [confirmed17] })()
  assert.equal(marked, E.right(['N-RC']))
  assert.equal(calls, ['fetch IADP', 'status N-RC READ'])
})

Mark('nothing confirmed: no call at all', async () => {
  const calls: string[] = []
  assert.equal(await markConfirmedChangeNews({ port: aNewsPort({}, calls) })({ domain: 'IADP', periods: [] })(), E.right([]))
  assert.equal(calls, [])
})

Mark.run()
