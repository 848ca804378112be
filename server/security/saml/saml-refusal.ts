/**
 * Why an assertion was refused. The code travels back to the app in the URL hash
 * (`#saml2=failed&reason=CODE`), the details only to the server log.
 */
export type SamlRefusal =
  | 'UNSIGNED'
  | 'BAD_SIGNATURE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'REPLAYED'
  | 'UNSOLICITED'
  | 'WRONG_AUDIENCE'
  | 'WRONG_DESTINATION'
  | 'WRONG_RECIPIENT'
  | 'WRONG_ISSUER'
  | 'UNKNOWN_USER'
  | 'IDP_UNREACHABLE'
  | 'INVALID'

/** True when the response carries no XML signature at all (refused as UNSIGNED before any other check). */
export const isUnsigned = (responseXml: string): boolean => !/<(?:[A-Za-z_][\w.-]*:)?SignatureValue\b/.test(responseXml)

/** The refusal a node-saml validation error stands for (its messages are its only contract). */
export const refusalOfSamlError = (message: string): SamlRefusal => {
  if (/InResponseTo/i.test(message)) return 'UNSOLICITED'
  if (/not yet valid/i.test(message)) return 'NOT_YET_VALID'
  if (/expired/i.test(message)) return 'EXPIRED'
  // node-saml judges the SubjectConfirmationData by its time window only (its NotOnOrAfter passed).
  if (/no valid subject confirmation/i.test(message)) return 'EXPIRED'
  if (/audience/i.test(message)) return 'WRONG_AUDIENCE'
  if (/signature/i.test(message)) return 'BAD_SIGNATURE'
  if (/issuer/i.test(message)) return 'WRONG_ISSUER'
  return 'INVALID'
}

const attributeOf = (xml: string, element: string, name: string): string | undefined => {
  const tag = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${element}\\b([^>]*)>`).exec(xml)?.[1]
  if (tag === undefined) return undefined
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)
  const raw = m?.[1] ?? m?.[2]
  return raw?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;|&apos;/g, "'")
}

/** The SubjectConfirmationData's Recipient of the (verified) assertion. */
export const recipientOf = (assertionXml: string): string | undefined => attributeOf(assertionXml, 'SubjectConfirmationData', 'Recipient')
/** The Assertion's ID. */
export const assertionIdOf = (assertionXml: string): string | undefined => attributeOf(assertionXml, 'Assertion', 'ID')
/** The Conditions' NotOnOrAfter. */
export const conditionsNotOnOrAfterOf = (assertionXml: string): string | undefined => attributeOf(assertionXml, 'Conditions', 'NotOnOrAfter')
