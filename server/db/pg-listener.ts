import pg from 'pg'
import type { ChannelHub } from './channels'

const FIRST_RETRY_MS = 200
const LAST_RETRY_MS = 5_000

/** The LISTEN connection of a PostgreSQL database (see {@link pgListener}). */
export interface PgListener {
  /** LISTENs to `channel` (already added to the hub); resolves whether LISTEN is in force now. */
  readonly subscribe: (channel: string) => Promise<boolean>
  readonly close: () => Promise<void>
}

/**
 * One dedicated connection, outside the pool, that LISTENs to every channel of `hub` and delivers its
 * notifications there (a pooled connection cannot listen: it is lent to other queries and may be
 * closed when idle). When it drops, the hub's listeners are told `lost` (whatever was notified meanwhile
 * is gone, so caches empty themselves and stop caching) and it reconnects, 0.2 s then doubling up to
 * 5 s apart; once every channel is LISTENed again they are told `listening`. TCP keep-alive is on, so
 * a silently dead peer is noticed too (the caches' TTL covers the time until then).
 */
export const pgListener = (config: pg.ClientConfig, hub: ChannelHub): PgListener => {
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let delayMs = FIRST_RETRY_MS
  let closed = false
  let queue: Promise<unknown> = Promise.resolve()

  const retryLater = (): void => {
    if (closed || timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delayMs)
    timer.unref()
    delayMs = Math.min(LAST_RETRY_MS, delayMs * 2)
  }

  const dropped = (c: pg.Client): void => {
    if (client !== c) return
    client = null
    hub.state('lost')
    c.end().catch(() => undefined)
    retryLater()
  }

  const connect = (): Promise<void> => {
    // A subscribe may have reconnected before the retry timer fired: never a second connection.
    if (client !== null || closed) return Promise.resolve()
    return (connecting ??= (async () => {
      const c = new pg.Client({ ...config, keepAlive: true })
      c.on('notification', (message) => hub.deliver(message.channel, message.payload ?? ''))
      c.on('error', () => dropped(c))
      c.on('end', () => dropped(c))
      try {
        await c.connect()
        for (const channel of hub.channels()) await c.query(`LISTEN ${channel}`)
        if (closed) {
          await c.end()
          return
        }
        client = c
        delayMs = FIRST_RETRY_MS
        hub.state('listening')
      } catch {
        c.end().catch(() => undefined)
        retryLater()
      } finally {
        connecting = null
      }
    })())
  }

  return {
    subscribe: async (channel) => {
      if (client === null && !closed) await connect()
      const c = client
      if (c === null) return false
      // One statement at a time on the connection (pg queues concurrent ones, but deprecates that).
      const listened = queue.then(() => c.query(`LISTEN ${channel}`)).then(
        () => true,
        () => false,
      )
      queue = listened
      return listened
    },
    close: async () => {
      closed = true
      if (timer !== undefined) clearTimeout(timer)
      await connecting
      const c = client
      client = null
      await c?.end().catch(() => undefined)
    },
  }
}
