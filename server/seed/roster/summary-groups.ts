import type { Temporal } from 'temporal-polyfill'
import type { SummaryGroup, SummaryTable } from '../../../core/summary/summary.codec'
import type { SeedCrewMember } from './team'

const pad = (n: number): string => String(n).padStart(2, '0')

/** `dd-MM-yyyy`, the summary date format of SPEC section 9 (the client's expiry rule reads it). */
export const summaryDate = (date: Temporal.PlainDate): string => `${pad(date.day)}-${pad(date.month)}-${date.year}`

const table = (columns: ReadonlyArray<readonly [string, string]>, rows: ReadonlyArray<Record<string, string>>): SummaryTable => ({
  columns: columns.map(([key, label]) => ({ key, label })),
  rows: [...rows],
})

/**
 * The stored summary groups of a crew member, relative to `today` (the seed clock's home-base date):
 * Qualifications, "Recurrent trainings/checks" and "Licences" (SPEC section 2: "Groups that highlight
 * expiry") with one item expired, and a licence (medical) expiring within the 30-day warning of
 * core/summary/expiry.rules.ts. "Passports / Visas" is not stored: the summary route builds it from the
 * crew member's my-data documents (server/summary/travel-documents.group.ts), so each fact is written once.
 */
export const summaryGroups = (member: SeedCrewMember, today: Temporal.PlainDate): ReadonlyArray<SummaryGroup> => {
  const cockpit = member.rank === 'CP' || member.rank === 'FO'
  const day = (days: number) => summaryDate(today.add({ days }))
  const check = (name: string, lastDone: number, validUntil: number) => ({ check: name, lastDone: day(lastDone), validUntil: day(validUntil) })
  const checks = cockpit
    ? [check('OPC/LPC', -60, 120), check('Line check', -200, 165), check('CRM', -330, 25), check('Dangerous goods', -400, -5)]
    : [check('Safety and emergency procedures', -300, 65), check('CRM', -330, 25), check('First aid', -700, 30), check('Dangerous goods', -400, -5)]
  const licences = cockpit
    ? [
        { licence: 'ATPL(A)', number: `FR.FCL.ATPL.${member.crmId}`, validUntil: 'unlimited' },
        { licence: 'Class 1 medical', number: `MED-${member.crmId}`, validUntil: day(21) },
        { licence: 'Type rating A350', number: `TR-A350-${member.crmId}`, validUntil: day(240) },
        { licence: 'English language proficiency (level 5)', number: `LP-${member.crmId}`, validUntil: day(900) },
      ]
    : [
        { licence: 'Cabin crew attestation', number: `FR.CCA.${member.crmId}`, validUntil: 'unlimited' },
        { licence: 'Cabin crew medical report', number: `MED-${member.crmId}`, validUntil: day(21) },
      ]
  return [
    {
      name: 'Qualifications',
      parameters: [
        { name: 'Rank', value: member.rank },
        { name: 'Home base', value: 'CDG' },
        { name: 'Aircraft types', value: cockpit ? 'A350, B777' : 'A320 family, A350, B777' },
      ],
    },
    { name: 'Recurrent trainings/checks', parameters: [{ name: 'Checks', table: table([['check', 'Check'], ['lastDone', 'Last done'], ['validUntil', 'Valid until']], checks) }] },
    { name: 'Licences', parameters: [{ name: 'Licences', table: table([['licence', 'Licence'], ['number', 'Number'], ['validUntil', 'Valid until']], licences) }] },
  ]
}
