import type { ChannelListener, ListenState } from './db'

/** The channel names `Db.listen` accepts: they go into `LISTEN name` unquoted, so only these characters. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

/** Throws on a channel name that is not a plain lower-case identifier (a programmer error). */
export const checkChannel = (channel: string): string => {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`)
  return channel
}

/**
 * The listeners of one database, by channel: both implementations of `Db` deliver through it the
 * NOTIFY payloads their connection receives and the announcements of this process's own commits, so a
 * cache has one source of invalidations whatever wrote.
 */
export const channelHub = () => {
  const byChannel = new Map<string, Set<ChannelListener>>()
  return {
    /** Adds a listener; returns its removal. */
    add: (channel: string, listener: ChannelListener): (() => void) => {
      const set = byChannel.get(channel) ?? new Set<ChannelListener>()
      set.add(listener)
      byChannel.set(channel, set)
      return () => {
        set.delete(listener)
      }
    },
    /** The channels that have (or had) listeners: what a reconnected connection must LISTEN to again. */
    channels: (): ReadonlyArray<string> => [...byChannel.keys()],
    deliver: (channel: string, payload: string): void => {
      for (const listener of byChannel.get(channel) ?? []) listener.onPayload(payload)
    },
    /** Tells the listeners of `channel` (or of every channel) a change of state. */
    state: (state: ListenState, channel?: string): void => {
      for (const [name, set] of byChannel) if (channel === undefined || channel === name) for (const listener of set) listener.onState(state)
    },
  }
}
/** A hub made by {@link channelHub}. */
export type ChannelHub = ReturnType<typeof channelHub>

/**
 * The announcements of one transaction, held until it commits: `announce` collects, `deliverTo` hands
 * them to the hub after the COMMIT (a rolled-back transaction just drops them). Duplicates are sent once.
 */
export const pendingAnnouncements = () => {
  const pending = new Map<string, Set<string>>()
  return {
    announce: (channel: string, payload: string): void => {
      const set = pending.get(channel) ?? new Set<string>()
      set.add(payload)
      pending.set(channel, set)
    },
    deliverTo: (hub: ChannelHub): void => {
      for (const [channel, payloads] of pending) for (const payload of payloads) hub.deliver(channel, payload)
    },
  }
}
