import { readEnvelope } from '../../core/errors/envelope.rules'
import { ServerConfigResult } from '../../core/servers/server.codec'
import type { ServersPort } from '../../core/servers/servers.port'
import type { HttpClient } from './http-client'

/**
 * "GET {base}/config on a candidate server: errors ignored, cancellable; returns useSso and authUrl"
 * (SPEC section 7). `{base}` is the candidate's `rest/pems` base, so the call is
 * `{origin:port/path}/rest/pems/config` (the reference server's decision, server/README.md).
 * Neither a dialog nor the session-expired event.
 */
export const createServersHttp = (client: HttpClient): ServersPort => ({
  checkServer: (entry, cancel) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: 'config',
      server: entry,
      cancel,
      flags: { ignoreErrors: true, ignoreSessionErrors: true },
      read: readEnvelope(ServerConfigResult),
    }),
})
