import { composeBaseUrl, type ServerAddress } from '../../core/servers/server-selection.rules'
import { API_BASE_PATHS, type ApiBase } from './http-request'

/**
 * The URL of a call: the server's base (`composeBaseUrl` of core/servers: origin, port, path), the
 * API base path, the call's path and its query. Without a selected server the app talks to its own
 * origin, so the URL starts with `/`.
 */
export const requestUrl = (input: {
  readonly server: ServerAddress | undefined
  readonly base: ApiBase
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
}): string => {
  const serverBase = input.server === undefined ? '' : composeBaseUrl(input.server)
  const path = input.path.replace(/^\/+/, '')
  const query = input.query === undefined ? '' : new URLSearchParams(Object.entries(input.query)).toString()
  return `${serverBase}/${API_BASE_PATHS[input.base]}${path === '' ? '' : `/${path}`}${query === '' ? '' : `?${query}`}`
}
