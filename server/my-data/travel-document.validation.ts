import * as E from 'fp-ts/Either'
import type { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import { validateTravelDocumentForm } from '../../core/my-data/travel-document-form.rules'
import { validateVisaForm } from '../../core/my-data/visa-form.rules'
import type { FormMode } from '../../core/shared/validation/priority.rules'
import { firstError, fixed, optional } from './my-data.validation'
import type { FieldError } from './validation-message'

/**
 * A travel document checked with the core travel document form rules (SPEC section 5: "Number required,
 * max 35, not editable when editing", ...); the document type is fixed when editing too.
 */
export const checkTravelDocument = (
  doc: TravelDocument,
  base: string,
  mode: FormMode,
  owner: { readonly crewCode: string; readonly employeeId: string },
  original?: TravelDocument,
): E.Either<FieldError, TravelDocument> => {
  if (original !== undefined && original.natKey.docType !== doc.natKey.docType) return E.left(fixed(`${base}.natKey.docType`, 'docType'))
  const result = validateTravelDocumentForm(
    {
      docType: doc.natKey.docType,
      number: doc.natKey.number,
      firstName: doc.firstName,
      middleName: doc.middleName ?? '',
      lastName: doc.lastName,
      issueDate: doc.issueDate,
      expiryDate: doc.expiryDate,
      issuePlace: doc.issuePlace,
      issueCountry: doc.issueCountry,
      addInfo: doc.addInfo ?? '',
    },
    original === undefined ? { mode } : { mode, originalNumber: original.natKey.number },
  )
  const error = firstError(result, base, { number: 'natKey.number' })
  if (error !== undefined) return E.left(error)
  const v = result.values
  const { natKey } = doc
  return E.right({
    natKey: { number: v.number, docType: natKey.docType, crewCode: owner.crewCode, employeeId: owner.employeeId, ...(natKey.type === undefined ? {} : { type: natKey.type }) },
    firstName: v.firstName,
    lastName: v.lastName,
    issueDate: doc.issueDate,
    issuePlace: v.issuePlace,
    issueCountry: v.issueCountry,
    expiryDate: doc.expiryDate,
    ...optional('middleName', v.middleName),
    ...optional('addInfo', v.addInfo),
    ...(doc.access === undefined ? {} : { access: doc.access }),
  })
}

/**
 * A visa checked with the core visa form rules (SPEC section 5: "Number required, max 35. Issue place
 * required, max 25. docExists required. Issue date and country are fixed when editing"); its
 * travel document is fixed when editing too.
 */
export const checkVisa = (visa: Visa, base: string, mode: FormMode, original?: Visa): E.Either<FieldError, Visa> => {
  if (original !== undefined && original.natKey.passportNumber !== visa.natKey.passportNumber) return E.left(fixed(`${base}.natKey.passportNumber`, 'number'))
  if (original !== undefined && original.natKey.passportDocType !== visa.natKey.passportDocType) return E.left(fixed(`${base}.natKey.passportDocType`, 'docType'))
  const result = validateVisaForm(
    {
      number: visa.number,
      issuePlace: visa.issuePlace,
      docExists: visa.docExists,
      issueDt: visa.natKey.issueDt,
      countryCode: visa.natKey.countryCode,
      expiryDt: visa.expiryDt ?? null,
      addInfo: visa.addInfo ?? '',
    },
    original === undefined ? { mode } : { mode, original: { issueDt: original.natKey.issueDt, countryCode: original.natKey.countryCode } },
  )
  const error = firstError(result, base, { issueDt: 'natKey.issueDt', countryCode: 'natKey.countryCode' })
  if (error !== undefined) return E.left(error)
  const v = result.values
  const { natKey } = visa
  return E.right({
    number: v.number,
    natKey: { ...natKey, countryCode: v.countryCode },
    issuePlace: v.issuePlace,
    docExists: visa.docExists,
    ...(visa.expiryDt === undefined ? {} : { expiryDt: visa.expiryDt }),
    ...optional('addInfo', v.addInfo),
    ...(visa.access === undefined ? {} : { access: visa.access }),
  })
}
