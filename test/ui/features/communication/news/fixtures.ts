import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../../../core/errors/app-error'
import type { RawNewsMessage } from '../../../../../core/news/news.codec'
import type { NewsPort } from '../../../../../core/news/news.port'
import type { NewsStatus } from '../../../../../core/news/news.codec'
import { Temporal } from 'temporal-polyfill'

/** A raw broadcast message as `POST /notification/myInternalMessages` returns it. */
export const aMessage = (
  overrides: {
    readonly id?: string
    readonly subject?: string
    readonly body?: string
    readonly category?: string
    readonly status?: string
    readonly sender?: string
    readonly checkInEventLogicalId?: string
    readonly properties?: { readonly from: string; readonly to: string }
  } = {},
): RawNewsMessage => ({
  id: overrides.id ?? 'N1',
  category: overrides.category ?? 'BROADCAST',
  internalMessage: JSON.stringify({
    subject: overrides.subject ?? 'Winter uniform',
    body: overrides.body ?? 'Winter uniform is worn from 1 November.',
    ...(overrides.checkInEventLogicalId === undefined ? {} : { checkInEventLogicalId: overrides.checkInEventLogicalId }),
    ...(overrides.properties === undefined ? {} : { properties: { fromDateTimeUTC: overrides.properties.from, toDateTimeUTC: overrides.properties.to } }),
  }),
  recipients: [{ status: overrides.status ?? 'NEW' }],
  sender: { name: overrides.sender ?? 'Crew Control' },
  date: Temporal.ZonedDateTime.from('2026-03-14T09:30:00+00:00[+00:00]'),
})

/** Calls a fake news port received, for assertions. */
export interface NewsCalls {
  fetched: number
  statuses: Array<{ id: string; status: NewsStatus }>
  deleted: string[]
}

/** A fake news port answering `messages`; `deleteFails` makes DELETE fail; `fetchFails` makes the load fail. */
export const fakeNewsPort = (
  messages: ReadonlyArray<RawNewsMessage>,
  options: { readonly deleteFails?: boolean; readonly fetchFails?: TransportError } = {},
): { readonly port: NewsPort; readonly calls: NewsCalls } => {
  const calls: NewsCalls = { fetched: 0, statuses: [], deleted: [] }
  const network: TransportError = { _tag: 'Network', request: { method: 'DELETE', url: '/notification' }, message: 'down', timedOut: false }
  return {
    calls,
    port: {
      fetchMessages: () => {
        calls.fetched += 1
        return options.fetchFails === undefined ? TE.right({ messages: [...messages] }) : TE.left(options.fetchFails)
      },
      updateStatus: (id, status) => {
        calls.statuses.push({ id, status })
        return TE.right(undefined)
      },
      deleteMessage: (id) => {
        calls.deleted.push(id)
        return options.deleteFails === true ? TE.left(network) : TE.right(undefined)
      },
      fetchMasterData: () => TE.right({ categories: [] }),
    },
  }
}

/** A fake refresh port reporting new daily remarks and news (for the red-dot badges). */
export const newItemsRefreshPort = () => ({
  loadUpdates: () =>
    TE.right({
      lastDailyRemarkTimestamp: Temporal.ZonedDateTime.from('2026-03-15T07:00:00+00:00[+00:00]'),
      lastNewsTimestamp: Temporal.ZonedDateTime.from('2026-03-15T07:30:00+00:00[+00:00]'),
    }),
})
