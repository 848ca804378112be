import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { SsoConfig } from './sso-config.codec'

/** `GET security/sso`: the single sign-on the selected server offers beside username and password. */
export interface SsoPort {
  readonly loadSsoConfig: () => TE.TaskEither<TransportError, SsoConfig>
}
