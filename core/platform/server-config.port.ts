import type * as E from 'fp-ts/Either'
import type * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { ServerEntry } from '../access/server-entry.codec'
import type { StorageError } from './storage-error'

/** The stored server configuration (key `serverConfig`): the chosen server and the servers the user added. */
export const StoredServers = t.intersection(
  [t.type({ added: t.array(ServerEntry) }), t.partial({ selected: ServerEntry })],
  'StoredServers',
)
export type StoredServers = t.TypeOf<typeof StoredServers>

/** The server choice of the server-selection screen, kept on the device. */
export interface ServerConfigStore {
  readonly load: () => StoredServers
  readonly selected: () => O.Option<ServerEntry>
  /** "Start application ... stores the choice and goes to /login" (SPEC section 2). */
  readonly select: (entry: ServerEntry) => E.Either<StorageError, void>
  /** "Add server" keeps a tested server (same address replaced, not duplicated). */
  readonly add: (entry: ServerEntry) => E.Either<StorageError, void>
  readonly clearSelection: () => E.Either<StorageError, void>
}
