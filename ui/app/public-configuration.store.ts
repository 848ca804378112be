import { proxy } from 'valtio'
import type { PublicConfiguration } from '../../core/auth/security-config.codec'

/** What the app keeps of the server's public configuration (`GET public/bootstrap/configuration`) beside its log level. */
export interface PublicConfigurationState {
  /** The server's customer code, once it has answered (SPEC section 1: "the customer code is a short code"). */
  customerCode: string | undefined
}

/** The one public-configuration store (valtio): the auth runner writes it, the settings screen reads it. */
export const publicConfiguration: PublicConfigurationState = proxy<PublicConfigurationState>({ customerCode: undefined })

/** Keeps the answer of the public configuration (the auth runner, at each load of the security configuration). */
export const notePublicConfiguration = (config: PublicConfiguration): void => {
  publicConfiguration.customerCode = config.customerCode
}

/** Forgets the server's answer (tests). */
export const resetPublicConfiguration = (): void => {
  publicConfiguration.customerCode = undefined
}
