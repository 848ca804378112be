import type { Browser, CDPSession } from 'playwright-core'

/**
 * The app's service worker under the same throttling as the page it serves (first-view.bench.ts, the returning crew
 * member's row). DevTools' network and CPU emulation set on a page's session applies to that page's own requests
 * only: the worker's `fetch` of the page (network first, ui/service-worker.ts) would otherwise come in unthrottled
 * (measured: 17 ms instead of 577 ms on slow 4G). Playwright opens protocol sessions on pages and frames only, so the
 * worker's target is reached through the browser's session (`Target.sendMessageToTarget`).
 */

/** A protocol session on one target, through the browser's session. */
export interface TargetSession {
  readonly targetId: string
  readonly send: (method: string, params?: Readonly<Record<string, unknown>>) => Promise<unknown>
  /** Listens to an event of the target; the answer removes the listener. */
  readonly on: (method: string, listener: (params: Readonly<Record<string, unknown>>) => void) => () => void
  /** False once the target went away (a worker stopped: a new one is a new target, without the throttling). */
  readonly attached: () => boolean
  readonly detach: () => Promise<void>
}

interface Message {
  readonly id?: number
  readonly method?: string
  readonly params?: Readonly<Record<string, unknown>>
  readonly result?: unknown
  readonly error?: { readonly message: string }
}

const attach = async (browser: CDPSession, targetId: string): Promise<TargetSession> => {
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: false })
  let nextId = 1
  let attached = true
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Set<{ method: string; listener: (params: Readonly<Record<string, unknown>>) => void }>()
  const received = (event: { sessionId: string; message: string }): void => {
    if (event.sessionId !== sessionId) return
    const message = JSON.parse(event.message) as Message
    if (message.id !== undefined) {
      const waiting = pending.get(message.id)
      pending.delete(message.id)
      if (message.error !== undefined) waiting?.reject(new Error(message.error.message))
      else waiting?.resolve(message.result)
      return
    }
    for (const l of listeners) if (l.method === message.method) l.listener(message.params ?? {})
  }
  const detached = (event: { sessionId: string }): void => {
    if (event.sessionId !== sessionId) return
    attached = false
    for (const waiting of pending.values()) waiting.reject(new Error('the service worker went away'))
    pending.clear()
  }
  browser.on('Target.receivedMessageFromTarget', received)
  browser.on('Target.detachedFromTarget', detached)
  return {
    targetId,
    send: (method, params = {}) =>
      attached
        ? new Promise((resolve, reject) => {
            const id = nextId++
            pending.set(id, { resolve, reject })
            browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject)
          })
        : Promise.reject(new Error('the service worker went away')),
    on: (method, listener) => {
      const entry = { method, listener }
      listeners.add(entry)
      return () => listeners.delete(entry)
    },
    attached: () => attached,
    detach: async () => {
      browser.off('Target.receivedMessageFromTarget', received)
      browser.off('Target.detachedFromTarget', detached)
      if (attached) await browser.send('Target.detachFromTarget', { sessionId }).catch(() => undefined)
      attached = false
    },
  }
}

/** Network conditions as `Network.emulateNetworkConditions` takes them. */
export interface NetworkConditions {
  readonly offline: boolean
  readonly latency: number
  readonly downloadThroughput: number
  readonly uploadThroughput: number
}

/** The worker, running and throttled, for one navigation. */
export interface ArmedWorker {
  readonly session: TargetSession
  /** Why the worker's target refused the CPU throttling, if it did (the network's it always takes). */
  readonly cpuRefused?: string
}

export interface WorkerThrottle {
  /**
   * The worker of `scope` running with `network` and `cpu` applied: started through `page` (a session of a page of the
   * same browser context) when it is stopped, attached again when it is a new target since the last call.
   */
  readonly arm: (page: CDPSession, scope: string, network: NetworkConditions, cpu: number) => Promise<ArmedWorker>
  readonly close: () => Promise<void>
}

const START_TIMEOUT_MS = 10_000

/** The throttling of the service worker whose script is `scriptUrl` (e.g. `http://127.0.0.1:1234/sw.js`). */
export const workerThrottle = async (browser: Browser, scriptUrl: string): Promise<WorkerThrottle> => {
  const cdp = await browser.newBrowserCDPSession()
  const running = async (): Promise<string | undefined> =>
    (await cdp.send('Target.getTargets')).targetInfos.find((t) => t.type === 'service_worker' && t.url === scriptUrl)?.targetId
  let current: ArmedWorker | undefined
  return {
    arm: async (page, scope, network, cpu) => {
      let targetId = await running()
      if (targetId === undefined) {
        await page.send('ServiceWorker.enable')
        await page.send('ServiceWorker.startWorker', { scopeURL: scope })
        const until = Date.now() + START_TIMEOUT_MS
        while ((targetId = await running()) === undefined && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
        await page.send('ServiceWorker.disable')
        if (targetId === undefined) throw new Error(`the service worker ${scriptUrl} did not start within ${START_TIMEOUT_MS / 1000} s`)
      }
      if (current === undefined || current.session.targetId !== targetId || !current.session.attached()) {
        await current?.session.detach()
        const session = await attach(cdp, targetId)
        await session.send('Network.enable')
        await session.send('Network.emulateNetworkConditions', { ...network })
        const cpuRefused = await session.send('Emulation.setCPUThrottlingRate', { rate: cpu }).then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        )
        current = cpuRefused === undefined ? { session } : { session, cpuRefused }
      }
      return current
    },
    close: async () => {
      await current?.session.detach()
      await cdp.detach().catch(() => undefined)
    },
  }
}
