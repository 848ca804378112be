import type { Clock } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/db'
import type { Logger } from './logger'

/** What every route module and seed gets: the database, the clock, the resolved config, the log. */
export interface ServerDeps {
  readonly db: Db
  readonly clock: Clock
  readonly config: ServerConfig
  readonly logger: Logger
}
