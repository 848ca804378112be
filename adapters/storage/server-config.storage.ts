import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { ServerEntry } from '../../core/access/profile.codec'
import { sameAddress } from '../../core/servers/server-selection.rules'
import type { StorageError } from './cache-store'
import type { Preferences } from './preferences.storage'

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

const EMPTY: StoredServers = { added: [] }

/** The server configuration in the device scope of `preferences`. */
export const createServerConfigStore = (preferences: Preferences): ServerConfigStore => {
  const load = (): StoredServers => O.getOrElse(() => EMPTY)(preferences.device.read('serverConfig', StoredServers))
  const save = (value: StoredServers) => preferences.device.write('serverConfig', StoredServers, value)
  return {
    load,
    selected: () => O.fromNullable(load().selected),
    select: (entry) => save({ ...load(), selected: entry }),
    add: (entry) =>
      pipe(load(), (stored) => save({ ...stored, added: [...stored.added.filter((s) => !sameAddress(s, entry)), entry] })),
    clearSelection: () => save({ added: load().added }),
  }
}
