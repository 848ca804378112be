import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../../../core/errors/app-error'
import type { Summary, SummaryQuery } from '../../../../../core/summary/summary.codec'
import type { SummaryPort } from '../../../../../core/summary/summary.port'

/** A summary with the three expiry groups and one plain group (the fake clock is 2026-03-15). */
export const aSummary = (): Summary => ({
  groups: [
    {
      name: 'Licences',
      parameters: [
        { name: 'ATPL', value: 'valid until 10-04-2026' },
        { name: 'Medical class 1', value: '01-03-2026' },
        { name: 'English proficiency', value: '31-12-2029' },
      ],
    },
    {
      name: 'Passports / Visas',
      parameters: [
        {
          name: 'Travel documents',
          table: {
            columns: [
              { key: 'doc', label: 'Document' },
              { key: 'expiry', label: 'Expiry' },
            ],
            rows: [
              { doc: 'Passport X1234567', expiry: '2026-03-20' },
              { doc: 'US visa', expiry: '2030-06-01' },
            ],
          },
        },
      ],
    },
    { name: 'Flight hours', parameters: [{ name: 'Block hours this month', value: '85' }, { name: 'Last flight', value: '01-01-2020' }] },
  ],
})

/** A fake summary port recording the queries; `fails` makes it fail. */
export const fakeSummaryPort = (summary: Summary = aSummary(), options: { readonly fails?: TransportError } = {}) => {
  const queries: SummaryQuery[] = []
  const port: SummaryPort = {
    fetchSummary: (_crmId, query) => {
      queries.push(query)
      return options.fails === undefined ? TE.right(summary) : TE.left(options.fails)
    },
  }
  return { port, queries, asText: () => queries.map((q) => `${q.start.toString()}..${q.end.toString()}`) }
}
