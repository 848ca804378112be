import { Temporal } from 'temporal-polyfill'
import { Address } from '../../core/my-data/address.codec'
import { Contact } from '../../core/my-data/contact.codec'
import { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import type { Queryable } from '../../server/db/db'
import { XHR } from './helpers'

/** The path of the my-data calls of a crew member. */
export const basicdata = (crmId: string): string => `/rest/pems/user/${crmId}/basicdata`

export const date = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

/** A new phone contact of anna (wire form), priority 5 unless overridden. */
export const aContact = (overrides: Partial<Contact> = {}): unknown =>
  Contact.encode({
    natKey: { crewCode: 'ANNA', type: 'PHONE', prio: 5 },
    phoneNumber: { regionCode: '+33', areaCode: '1', localNo: '40506070' },
    phoneTypeCode: 'Home',
    access: 'INTERNAL',
    ...overrides,
  })

/** A new e-mail contact (wire form). */
export const anEmail = (prio: number, contact: string): unknown =>
  Contact.encode({ natKey: { crewCode: 'ANNA', type: 'EMAIL', prio }, contact, access: 'INTERNAL' })

/** A new address (wire form), priority 5 unless overridden. */
export const anAddress = (overrides: Partial<Address> = {}): unknown =>
  Address.encode({
    natKey: { crewCode: 'ANNA', type: 'C', prio: 5 },
    countryCode: 'fr',
    zipCode: '69001',
    cityName: 'Lyon',
    street: '4 Quai Saint-Antoine',
    access: 'BUDDY',
    ...overrides,
  })

/** A new travel document (wire form): a second passport unless overridden. */
export const aTravelDocument = (overrides: Partial<TravelDocument> = {}): unknown =>
  TravelDocument.encode({
    natKey: { number: 'P9900112', docType: 'P', crewCode: 'ANNA' },
    firstName: 'Anna',
    lastName: 'Lindqvist',
    issueDate: date('2024-01-10'),
    issuePlace: 'Stockholm',
    issueCountry: 'swe',
    expiryDate: date('2034-01-09'),
    ...overrides,
  })

/** A visa (wire form) of the document `passportNumber` (P), issued in `countryCode` on `issueDt`. */
export const aVisa = (passportNumber: string, countryCode: string, issueDt: string, overrides: Partial<Visa> = {}): unknown =>
  Visa.encode({
    number: `V-${countryCode}-1`,
    natKey: { issueDt: date(issueDt), countryCode, passportNumber, passportDocType: 'P' },
    issuePlace: 'Stockholm',
    expiryDt: date('2030-01-01'),
    docExists: true,
    ...overrides,
  })

/** A JSON call with the CSRF header; answers status and parsed body. */
export const send = async (
  base: string,
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
): Promise<{ readonly status: number; readonly body: { success?: unknown; result?: unknown; error?: Array<{ errId?: string; errMessage?: string }> } }> => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...XHR, 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as { success?: unknown; result?: unknown; error?: Array<{ errId?: string; errMessage?: string }> } }
}

/** Every my-data row of a crew member as text, to prove that a refused write touched nothing. */
export const snapshot = async (db: Queryable, crmId: string): Promise<string> => {
  const rows = await db.query<{ line: string }>(
    "SELECT kind || ' ' || nat_key_text || ' ' || body::text || ' ' || coalesce(access, '-') AS line FROM my_data_entries WHERE crm_id = $1 ORDER BY kind, nat_key_text",
    [crmId],
  )
  return rows.map((r) => r.line).join('\n')
}
