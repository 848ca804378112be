import * as t from 'io-ts'
import { MyDataAccess as Access } from '../access/feature-access.rules'
import { IsoDate } from '../shared/time.codec'

/** Gender of the personal data: M or F (SPEC section 3). */
export const Gender = t.keyof({ M: null, F: null }, 'Gender')
export type Gender = t.TypeOf<typeof Gender>

/**
 * Personal data (SPEC section 3, My data): "firstName, middleName, lastName, birthDate, birthPlace,
 * birthState, birthCountry, nationality, gender (M or F), isSmoker". First and last name are required.
 */
export const PersonalData = t.intersection(
  [
    t.type({ firstName: t.string, lastName: t.string }),
    t.partial({
      middleName: t.string,
      birthDate: IsoDate,
      birthPlace: t.string,
      birthState: t.string,
      birthCountry: t.string,
      nationality: t.string,
      gender: Gender,
      isSmoker: t.boolean,
      access: Access,
    }),
  ],
  'PersonalData',
)
export type PersonalData = t.TypeOf<typeof PersonalData>
