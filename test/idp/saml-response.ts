import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { SignedXml } from 'xml-crypto'

/** An identity provider's signing key pair, PEM (the public key is what the service provider trusts). */
export interface SigningKeys {
  readonly privateKeyPem: string
  readonly publicKeyPem: string
}

/** A fresh RSA 2048 key pair, made at test (or demo) start: no key is stored in the repository. */
export const generateSigningKeys = (): SigningKeys => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

/** What a SAML2 Response says; each field can be set wrong on purpose by the refusal tests. */
export interface SamlResponseInput {
  readonly idpEntityId: string
  /** The NameID: the crew member's user name. */
  readonly username: string
  /** The audience (the service provider's entity id). */
  readonly audience: string
  /** The Response's Destination (the service provider's assertion consumer URL). */
  readonly destination: string
  /** The SubjectConfirmationData's Recipient (normally the same URL). */
  readonly recipient: string
  readonly inResponseTo?: string
  /** When the assertion was issued (default: now). */
  readonly issueInstant?: Date
  readonly notBefore: Date
  readonly notOnOrAfter: Date
  /** The Assertion ID (the service provider refuses an ID it has seen). */
  readonly assertionId?: string
  /** The Response's own Issuer when it differs from the assertion's (`null`: the Response names none). */
  readonly responseIssuer?: string | null
  /**
   * 'both' signs the assertion and the response; 'response' or 'assertion' only that one (partial signing);
   * 'none' signs nothing; with `signingKeys` other than the trusted ones the signatures are wrong.
   */
  readonly sign: SamlSigning
}

/** What the identity provider signs. */
export type SamlSigning = 'both' | 'response' | 'assertion' | 'none'

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256'
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#'
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature'

const xmlText = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** A new SAML ID (an NCName: a letter first). */
export const samlId = (): string => `_${randomBytes(16).toString('hex')}`

const signElement = (xml: string, keys: SigningKeys, elementId: string, anchorXpath: string, action: 'after' | 'before' = 'after'): string => {
  const sig = new SignedXml({ privateKey: keys.privateKeyPem, canonicalizationAlgorithm: EXC_C14N, signatureAlgorithm: RSA_SHA256 })
  sig.addReference({ xpath: `//*[@ID='${elementId}']`, digestAlgorithm: SHA256, transforms: [ENVELOPED, EXC_C14N] })
  sig.computeSignature(xml, { location: { reference: anchorXpath, action } })
  return sig.getSignedXml()
}

/**
 * A SAML2 Response with one assertion for `username`, signed (assertion, then response) with `keys`
 * by xml-crypto, as the IdP's HTTP-POST binding sends it: base64 of the XML.
 */
export const buildSamlResponse = (input: SamlResponseInput, keys: SigningKeys): string => {
  const responseId = samlId()
  const assertionId = input.assertionId ?? samlId()
  const issued = (input.issueInstant ?? new Date()).toISOString()
  const inResponseTo = input.inResponseTo === undefined ? '' : ` InResponseTo="${xmlText(input.inResponseTo)}"`
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${xmlText(input.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${xmlText(input.username)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${input.notOnOrAfter.toISOString()}" Recipient="${xmlText(input.recipient)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${input.notBefore.toISOString()}" NotOnOrAfter="${input.notOnOrAfter.toISOString()}"><saml:AudienceRestriction><saml:Audience>${xmlText(input.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `</saml:Assertion>`
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${issued}" Destination="${xmlText(input.destination)}"${inResponseTo}>` +
    (input.responseIssuer === null ? '' : `<saml:Issuer>${xmlText(input.responseIssuer ?? input.idpEntityId)}</saml:Issuer>`) +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `${assertion}</samlp:Response>`
  if (input.sign === 'none') return Buffer.from(response, 'utf8').toString('base64')
  const assertionSigned = input.sign === 'response' ? response : signElement(response, keys, assertionId, "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']")
  // The Response's signature goes after its Issuer, or first when it names none.
  const responseAnchor = input.responseIssuer === null ? { reference: "/*[local-name(.)='Response']/*[local-name(.)='Status']", action: 'before' as const } : { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' as const }
  const signed = input.sign === 'assertion' ? assertionSigned : signElement(assertionSigned, keys, responseId, responseAnchor.reference, responseAnchor.action)
  return Buffer.from(signed, 'utf8').toString('base64')
}
