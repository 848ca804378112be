import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import { sameAddress } from '../../core/servers/server-selection.rules'
import { type ServerConfigStore, StoredServers } from '../../core/platform/server-config.port'
import type { Preferences } from '../../core/platform/preferences.port'

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
