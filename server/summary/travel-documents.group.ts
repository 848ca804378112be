import type { Temporal } from 'temporal-polyfill'
import type { DocType } from '../../core/my-data/natural-key.codec'
import type { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import type { SummaryGroup } from '../../core/summary/summary.codec'

/** The summary group that lists the crew member's travel documents (SPEC section 2: "Passports / Visas"). */
export const TRAVEL_DOCUMENTS_GROUP = 'Passports / Visas'

const DOCUMENT_NAMES: Readonly<Record<DocType, string>> = {
  P: 'Passport',
  I: 'Identity card',
  D: 'Driving licence',
  A: 'Alien resident card',
}

const pad = (n: number): string => String(n).padStart(2, '0')
/** `dd-MM-yyyy`, the summary date format of SPEC section 9 (the client's expiry rule reads it). */
const summaryDate = (d: Temporal.PlainDate): string => `${pad(d.day)}-${pad(d.month)}-${d.year}`

/**
 * The "Passports / Visas" group of the summary, built from the crew member's own my-data records (the
 * travel documents and visas `GET user/{crmId}/basicdata` answers), so the summary and My data show one
 * set of documents: one row per document (its kind, number, issuing country, expiry) and one per visa
 * (its country, number, expiry; "unlimited" without one). None when the crew member has no document.
 */
export const travelDocumentsGroup = (passports: ReadonlyArray<TravelDocument>, visas: ReadonlyArray<Visa>): ReadonlyArray<SummaryGroup> => {
  if (passports.length === 0 && visas.length === 0) return []
  const rows = [
    ...passports.map((d) => ({ document: DOCUMENT_NAMES[d.natKey.docType], number: d.natKey.number, country: d.issueCountry, validUntil: summaryDate(d.expiryDate) })),
    ...visas.map((v) => ({ document: 'Visa', number: v.number, country: v.natKey.countryCode, validUntil: v.expiryDt === undefined ? 'unlimited' : summaryDate(v.expiryDt) })),
  ]
  return [
    {
      name: TRAVEL_DOCUMENTS_GROUP,
      parameters: [
        {
          name: 'Travel documents',
          table: {
            columns: [
              { key: 'document', label: 'Document' },
              { key: 'number', label: 'Number' },
              { key: 'country', label: 'Country' },
              { key: 'validUntil', label: 'Valid until' },
            ],
            rows,
          },
        },
      ],
    },
  ]
}
