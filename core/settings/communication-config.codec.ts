import * as t from 'io-ts'

/**
 * The crew-communication configuration of a domain (SPEC section 7, Other: "load crew-communication config
 * (domain)"; the path and shape are not given). Decision (server/README.md): `GET /api/communication/v2/config/{domain}`
 * answers what the notification settings need to validate (SPEC section 5: "Phone required when SMS is checked ...
 * unless it is one of the predefined phones"; "Saving is blocked if an SMS or push agreement is required but
 * unchecked"): the domain, the predefined phones and whether each agreement is required.
 */
export const CommunicationConfig = t.type(
  {
    domain: t.string,
    predefinedPhones: t.array(t.string),
    smsAgreementRequired: t.boolean,
    pushAgreementRequired: t.boolean,
  },
  'CommunicationConfig',
)
export type CommunicationConfig = t.TypeOf<typeof CommunicationConfig>
