import * as E from 'fp-ts/Either'
import { ERR } from '../http/errors'
import { failure, type Reply } from '../http/reply'

/** The base path of the crew communication service (SPEC section 7: "/api/communication/v2"). */
export const COMMUNICATION = '/api/communication/v2'

/**
 * A domain as it may appear in a path, query or body: a letter, then up to 31 letters, digits, `_`
 * or `-` (SPEC section 9: "Device domain IADP"; "Contact list domains PHONES, EMAILS, IDP").
 */
const DOMAIN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/

/** The domain, or the 400 answer naming where the bad value was. */
export const checkDomain = (domain: string, where: string): E.Either<Reply, string> =>
  DOMAIN.test(domain) ? E.right(domain) : E.left(failure(400, where === 'path' ? ERR.badPath : where === 'query' ? ERR.invalidQuery : ERR.invalidBody, `Invalid domain in the ${where}: a letter, then up to 31 letters, digits, _ or -`))
