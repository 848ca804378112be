import type { ServerCaches } from './caches'
import type { Clock } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/db'
import type { Logger } from './logger'
import type { PushNotifier } from './push/push.notifier'
import type { BearerSessions } from './security/oidc/bearer-sessions'

/** What every seed (and route module) gets: the database, the clock, the resolved config, the log. */
export interface ServerDeps {
  readonly db: Db
  readonly clock: Clock
  readonly config: ServerConfig
  readonly logger: Logger
}

/** What route modules and the request pipeline get: the server's dependencies and its caches (`caches.ts`). */
export interface RouteDeps extends ServerDeps {
  readonly caches: ServerCaches
  /** Pushes to a crew member's devices, sent in the background (server/push). */
  readonly push: PushNotifier
  /** OIDC access tokens as sessions (`security/oidc/bearer-sessions.ts`). */
  readonly bearer: BearerSessions
  /** The base URL the server listens on ('' before it listens; never a request's Host header). */
  readonly listeningUrl?: () => string
}
