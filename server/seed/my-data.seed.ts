import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import type { Contact } from '../../core/my-data/contact.codec'
import type { MyData } from '../../core/my-data/my-data.codec'
import type { TravelDocument, Visa } from '../../core/my-data/travel-documents.codec'
import { planCreate } from '../my-data/my-data.create'
import { applyPlan } from '../my-data/my-data.plan'
import { findOwner } from '../my-data/my-data.repo'
import type { Seeder } from './seeder'

/** The demo crew members' own facts for their my-data (names, birth, documents, contacts). */
interface Person {
  readonly crmId: string
  readonly crewCode: string
  readonly firstName: string
  readonly lastName: string
  readonly birthDate: string
  readonly birthPlace: string
  readonly nationality: string
  readonly gender: 'M' | 'F'
  readonly email: string
  readonly mobile: string
  readonly passport: string
  /** Days from today to the passport's expiry: within 60, so the summary and the list show it expiring. */
  readonly passportExpiresInDays: number
  readonly alienCard: boolean
  /**
   * Days from today to the expiry of the US visa (default 4 years). anna's lapses 3 days from today: her JFK pairing
   * of today is covered, every later one is not (travel-document warnings: the warning on home and on the duty).
   */
  readonly usVisaExpiresInDays?: number
}

const PEOPLE: ReadonlyArray<Person> = [
  { crmId: '100001', crewCode: 'ANNA', firstName: 'Anna', lastName: 'Lindqvist', birthDate: '1984-06-12', birthPlace: 'Uppsala', nationality: 'SWE', gender: 'F', email: 'anna.lindqvist', mobile: '612345678', passport: 'SE4412876', passportExpiresInDays: 45, alienCard: true, usVisaExpiresInDays: 3 },
  { crmId: '200002', crewCode: 'BRUNO', firstName: 'Bruno', lastName: 'Moreau', birthDate: '1991-02-03', birthPlace: 'Lyon', nationality: 'FRA', gender: 'M', email: 'bruno.moreau', mobile: '698765432', passport: '19FR55123', passportExpiresInDays: 20, alienCard: false },
]

const phone = (p: Person, type: 'PHONE' | 'MOBILE', prio: number, areaCode: string, localNo: string, phoneTypeCode: string): Contact => ({
  natKey: { crewCode: p.crewCode, type, prio },
  phoneNumber: { regionCode: '+33', areaCode, localNo },
  phoneTypeCode,
  access: prio === 0 ? 'EXTERNAL' : 'INTERNAL',
})

const email = (p: Person, prio: number, address: string): Contact => ({
  natKey: { crewCode: p.crewCode, type: 'EMAIL', prio },
  contact: address,
  access: prio === 0 ? 'BUDDY' : 'INTERNAL',
  ...(prio === 0 ? { remark: 'Work' } : {}),
})

const doc = (p: Person, docType: TravelDocument['natKey']['docType'], number: string, issueDate: Temporal.PlainDate, expiryDate: Temporal.PlainDate, issueCountry: string): TravelDocument => ({
  natKey: { number, docType, crewCode: p.crewCode },
  firstName: p.firstName,
  lastName: p.lastName,
  issueDate,
  issuePlace: issueCountry === 'FRA' ? 'Paris' : 'Stockholm',
  issueCountry,
  expiryDate,
  access: 'INTERNAL',
})

const visa = (p: Person, number: string, countryCode: string, issueDt: Temporal.PlainDate, expiryDt: Temporal.PlainDate): Visa => ({
  number,
  natKey: { issueDt, countryCode, passportNumber: p.passport, passportDocType: 'P' },
  issuePlace: 'Paris',
  expiryDt,
  docExists: true,
  access: 'INTERNAL',
})

/** The whole bundle of one demo crew member, dated relative to `today`. */
export const demoMyData = (p: Person, today: Temporal.PlainDate): MyData => {
  const passportExpiry = today.add({ days: p.passportExpiresInDays })
  return {
    basicInfo: {
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: Temporal.PlainDate.from(p.birthDate),
      birthPlace: p.birthPlace,
      birthCountry: p.nationality,
      nationality: p.nationality,
      gender: p.gender,
      isSmoker: false,
      access: 'INTERNAL',
    },
    contacts: [
      phone(p, 'PHONE', 0, '1', '45678901', 'Landline'),
      phone(p, 'PHONE', 1, '4', '78123456', 'Home'),
      phone(p, 'MOBILE', 0, '', p.mobile, 'Cell'),
      phone(p, 'MOBILE', 1, '7', '11223344', 'Default'),
      email(p, 0, `${p.email}@crew.example.com`),
      email(p, 1, `${p.email}@example.org`),
    ],
    addresses: [
      { natKey: { crewCode: p.crewCode, type: 'C', prio: 0 }, countryCode: 'FR', zipCode: '75015', cityName: 'Paris', street: '12 Rue de Vaugirard', access: 'INTERNAL' },
      { natKey: { crewCode: p.crewCode, type: 'C', prio: 1 }, countryCode: 'FR', zipCode: '95700', cityName: 'Roissy-en-France', street: '3 Allee du Verger', stateCode: 'IDF', remark: 'Near the airport', access: 'BUDDY' },
    ],
    passports: [
      doc(p, 'P', p.passport, passportExpiry.subtract({ years: 10 }), passportExpiry, p.nationality),
      doc(p, 'I', `ID${p.crmId}7`, today.subtract({ years: 2 }), today.add({ years: 8 }), p.nationality),
      doc(p, 'D', `DL-${p.crmId}-22`, today.subtract({ years: 6 }), today.add({ years: 9 }), 'FRA'),
      ...(p.alienCard ? [doc(p, 'A', `FR-RES-${p.crmId}`, today.subtract({ years: 1 }), today.add({ years: 4 }), 'FRA')] : []),
    ],
    visas: [
      visa(p, `US-${p.crmId}`, 'USA', today.subtract({ years: 1 }), p.usVisaExpiresInDays === undefined ? today.add({ years: 4 }) : today.add({ days: p.usVisaExpiresInDays })),
      visa(p, `CN-${p.crmId}`, 'CHN', today.subtract({ years: 2 }), today.subtract({ days: 30 })),
      visa(p, `IN-${p.crmId}`, 'IND', today.subtract({ months: 3 }), today.add({ months: 9 })),
    ],
  }
}

/**
 * Full my-data of anna and bruno (ARCHITECTURE.md section 3: "contacts, addresses, travel documents
 * and visas"; "a summary with an expiring licence and passport"): personal data, two
 * contacts of each type with priorities 0 and 1, two addresses, a passport expiring within 60 days,
 * an identity card, a driving licence, an alien resident card for anna, and visas (one expired; anna's US visa
 * lapses 3 days from today, before her next JFK pairings).
 * Created through the same checks and plan as `POST user/{crmId}/basicdata`, so the seed is valid
 * server-side data by construction.
 */
export const myDataSeeder: Seeder = {
  name: 'my-data',
  run: async (tx, { now, crew }) => {
    const today = now.toZonedDateTimeISO('UTC').toPlainDate()
    for (const person of PEOPLE) {
      if (!crew.some((c) => c.crmId === person.crmId)) continue
      const owner = await findOwner(tx, person.crmId)
      if (E.isLeft(owner) || owner.right === null) throw new Error(`my-data seed: no user ${person.crmId}`)
      // Replaces the data of an earlier seed (the seed may run again on a database emptied of users only).
      await tx.query('DELETE FROM my_data_entries WHERE crm_id = $1', [person.crmId])
      const ctx = { tx, owner: owner.right, now }
      const plan = await planCreate(ctx, demoMyData(person, today))
      if (E.isLeft(plan)) throw new Error(`my-data seed of ${person.crmId} is refused: ${JSON.stringify(plan.left)}`)
      await applyPlan(ctx, plan.right)
    }
  },
}

/** The demo crew members seeded by {@link myDataSeeder}, for tests. */
export const MY_DATA_PEOPLE = PEOPLE
