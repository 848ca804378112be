import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { NewsItemScreen } from '../../../../../ui/features/communication/news/news-item-screen'
import { resetNewsState } from '../../../../../ui/features/communication/news/news.state'
import { renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { aMessage, fakeNewsPort } from './fixtures'

const Detail = suite('broadcast detail (/news/{id})')
Detail.before.each(resetNewsState)
Detail.after.each(cleanup)

Detail('shows the broadcast: subject, sender, date and body', async () => {
  const { port } = fakeNewsPort([aMessage({ id: 'N1', subject: 'Winter uniform', body: 'Winter uniform is worn from 1 November.', status: 'READ' })])
  await renderScreen(<NewsItemScreen params={{ id: 'N1' }} />, { ports: { news: port }, path: '/news/N1' })
  const card = await waitFor(() => screen.getByRole('region', { name: 'Winter uniform' }))
  assert.ok(within(card).getByText('Winter uniform is worn from 1 November.'))
  assert.ok(within(card).getByText('From Crew Control'))
  assert.ok(within(card).getByText('Sent 14 Mar 2026 09:30'))
})

Detail('"read on open": an unread broadcast opened directly is marked read by status update, once', async () => {
  const { port, calls } = fakeNewsPort([aMessage({ id: 'N1' })])
  const app = await renderScreen(<NewsItemScreen params={{ id: 'N1' }} />, { ports: { news: port }, path: '/news/N1' })
  await waitFor(() => assert.equal(calls.statuses, [{ id: 'N1', status: 'READ' }]))
  await waitFor(() => screen.getByRole('region', { name: 'Winter uniform' }))
  assert.is(app.location(), '/news/N1')
  assert.equal(calls.statuses.length, 1)
})

Detail('an expired item opened directly shows the info dialog, and OK goes back to the list', async () => {
  const { port, calls } = fakeNewsPort([aMessage({ id: 'N5', status: 'EXPIRED' })])
  const app = await renderScreen(<NewsItemScreen params={{ id: 'N5' }} />, { ports: { news: port }, path: '/news/N5' })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Info' }))
  assert.equal(calls.statuses, [])
  act(() => within(dialog).getByRole('button', { name: 'OK' }).click())
  assert.is(app.location(), '/news')
})

Detail('an unknown id shows the not-found text; the back arrow returns to /news', async () => {
  const { port } = fakeNewsPort([aMessage({ id: 'N1' })])
  const app = await renderScreen(<NewsItemScreen params={{ id: 'gone' }} />, { ports: { news: port }, path: '/news/gone' })
  await waitFor(() => screen.getByText('This news item was not found. It may have been deleted.'))
  act(() => screen.getByRole('button', { name: 'Back to news' }).click())
  assert.is(app.location(), '/news')
})

Detail('a check-in alert offers "Go to check-in"', async () => {
  const { port } = fakeNewsPort([aMessage({ id: 'N2', subject: 'Check in now', category: 'CHECKINALERT', checkInEventLogicalId: 'LEG-9', status: 'READ' })])
  const app = await renderScreen(<NewsItemScreen params={{ id: 'N2' }} />, { ports: { news: port }, path: '/news/N2' })
  const go = await waitFor(() => screen.getByRole('button', { name: 'Go to check-in' }))
  act(() => go.click())
  await waitFor(() => assert.is(app.location(), '/check-in/C1001/LEG-9'))
})

Detail.run()
