import * as E from 'fp-ts/Either'
import { CommunicationConfig } from '../../core/settings/communication-config.codec'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import { ownValue } from '../../core/shared/own-key'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { checkDomain, COMMUNICATION } from './communication.http'

/**
 * The crew-communication configuration of each domain the reference airline runs (SPEC section 9: "Device domain
 * IADP"). Its profiles carry SMS and push agreement texts in both languages (SPEC section 9), so both agreements
 * are required; it has no predefined phone. An airline's backend answers its own.
 */
export const COMMUNICATION_CONFIGS: Readonly<Record<string, CommunicationConfig>> = {
  [DEVICE_DOMAIN]: { domain: DEVICE_DOMAIN, predefinedPhones: [], smsAgreementRequired: true, pushAgreementRequired: true },
}

/**
 * `GET /api/communication/v2/config/{domain}` (SPEC section 7, Other: "load crew-communication config (domain)"; the
 * path is this server's choice): core `CommunicationConfig`. An unknown domain is 404, a malformed one 400.
 */
export const communicationConfigRoutes: RouteModule = () => [
  sessionRoute('GET', `${COMMUNICATION}/config/{domain}`, async (ctx) => {
    const domain = checkDomain(ctx.params.domain, 'path')
    if (E.isLeft(domain)) return domain.left
    const config = ownValue(COMMUNICATION_CONFIGS, domain.right)
    return config === undefined ? failure(404, ERR.notFound, `No crew-communication configuration for the domain ${domain.right}`) : ok(CommunicationConfig, config)
  }),
]
