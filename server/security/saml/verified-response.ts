import { getVerifiedXml, parseDomFromString } from '@node-saml/node-saml/lib/xml'

const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol'
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion'

/** What the service provider reads from the signed Response element itself (never from the raw, unsigned text). */
export interface VerifiedResponse {
  readonly destination: string | undefined
  /** The Response's own Issuer (optional in SAML2), not the assertion's. */
  readonly issuer: string | undefined
  readonly inResponseTo: string | undefined
}

const attribute = (element: Element, name: string): string | undefined => (element.hasAttribute(name) ? element.getAttribute(name) ?? undefined : undefined)

/**
 * The Response as its signature covers it: node-saml's own `getVerifiedXml` (xml-crypto) checks the root element's
 * enveloped signature against the trusted keys and returns the signed content, which is parsed again; comments,
 * text or elements outside the signed root (an XML comment before it, say) are not in it. Null when the root
 * element carries no valid signature or is not a SAML2 protocol Response.
 */
export const verifiedResponseOf = async (responseXml: string, trustedPems: ReadonlyArray<string>): Promise<VerifiedResponse | null> => {
  const doc = await parseDomFromString(responseXml)
  const signed = getVerifiedXml(responseXml, doc.documentElement, [...trustedPems])
  if (signed === null) return null
  const root = (await parseDomFromString(signed)).documentElement
  if (root.localName !== 'Response' || root.namespaceURI !== PROTOCOL_NS) return null
  let issuer: string | undefined
  for (let node = root.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === 'Issuer' && (node as Element).namespaceURI === ASSERTION_NS) issuer = node.textContent ?? ''
  }
  return { destination: attribute(root, 'Destination'), issuer, inResponseTo: attribute(root, 'InResponseTo') }
}
