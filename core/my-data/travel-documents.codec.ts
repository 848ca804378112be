import * as t from 'io-ts'
import { MyDataAccess as Access } from '../access/feature-access.rules'
import { IsoDate } from '../shared/time.codec'
import { TravelDocumentNatKey, VisaNatKey } from './natural-key.codec'

/**
 * A travel document (SPEC section 3): "natKey (number, docType, crewCode, employeeId, type), firstName,
 * middleName, lastName, issueDate, issuePlace, issueCountry, expiryDate, addInfo". Dates are plain dates.
 */
export const TravelDocument = t.intersection(
  [
    t.type({
      natKey: TravelDocumentNatKey,
      firstName: t.string,
      lastName: t.string,
      issueDate: IsoDate,
      issuePlace: t.string,
      issueCountry: t.string,
      expiryDate: IsoDate,
    }),
    t.partial({ middleName: t.string, addInfo: t.string, access: Access }),
  ],
  'TravelDocument',
)
export type TravelDocument = t.TypeOf<typeof TravelDocument>

/**
 * A visa (SPEC section 3): "number, natKey (issueDt, countryCode, passportNumber, passportDocType,
 * passportType), issuePlace, expiryDt, docExists (boolean), addInfo".
 */
export const Visa = t.intersection(
  [
    t.type({ number: t.string, natKey: VisaNatKey, issuePlace: t.string, docExists: t.boolean }),
    t.partial({ expiryDt: IsoDate, addInfo: t.string, access: Access }),
  ],
  'Visa',
)
export type Visa = t.TypeOf<typeof Visa>
