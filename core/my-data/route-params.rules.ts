import * as O from 'fp-ts/Option'
import { ContactType, DocType } from './natural-key.codec'

/**
 * SPEC section 2: "Contact types other than the known ones redirect back." The route parameter
 * (`phone`, `mobile`, `email`, any case, trimmed) as a contact type; `None` means redirect back.
 */
export const parseContactType = (routeParam: string | undefined): O.Option<ContactType> => {
  const type = routeParam?.trim().toUpperCase()
  return type !== undefined && ContactType.is(type) ? O.some(type) : O.none
}

/** The route parameter of a contact type: `phone`, `mobile` or `email`. */
export const contactTypeRouteParam = (type: ContactType): string => type.toLowerCase()

/**
 * The travel document type of `/my-data/traveldocs/{type}` (P, A, I or D, any case); `None` for an
 * unknown type, which redirects back like an unknown contact type.
 */
export const parseDocType = (routeParam: string | undefined): O.Option<DocType> => {
  const type = routeParam?.trim().toUpperCase()
  return type !== undefined && DocType.is(type) ? O.some(type) : O.none
}
