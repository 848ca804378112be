import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import type { Summary, SummaryQuery } from '../../../core/summary/summary.codec'
import type { SummaryPort } from '../../../core/summary/summary.port'
import type { PeriodDays } from '../../../core/summary/date-range.rules'

export const day = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)

/** The roster period of March 2026. */
export const march: PeriodDays = { start: day('2026-03-01'), end: day('2026-03-31') }

/** A summary with a licence expiring soon and a passport table. */
export const aSummary = (overrides: Partial<Summary> = {}): Summary => ({
  groups: [
    { name: 'Flight hours', parameters: [{ name: 'Block hours', value: '712:30' }] },
    { name: 'Licences', parameters: [{ name: 'ATPL', value: '10-04-2026' }] },
    {
      name: 'Passports / Visas',
      parameters: [
        {
          name: 'Documents',
          table: {
            columns: [{ key: 'doc', label: 'Document' }, { key: 'expiry', label: 'Expiry' }],
            rows: [{ doc: 'Passport FR', expiry: '01-01-2030' }, { doc: 'Visa US', expiry: '14-03-2026' }],
          },
        },
      ],
    },
  ],
  ...overrides,
})

/** A summary port answering a fixed summary and recording the queries. */
export const aSummaryPort = (queries: SummaryQuery[] = []): SummaryPort => ({
  fetchSummary: (_crmId, query) => {
    queries.push(query)
    return TE.right(aSummary())
  },
})

const PLAIN = { noNullPrototype: true } as const

/** Canonical wire dates `yyyy-MM-dd` (only real dates). */
export const wireDate: fc.Arbitrary<string> = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

const key = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/)
const valueParameter = fc.record({ name: fc.string(), value: fc.string() }, PLAIN)
const tableParameter = fc.record(
  {
    name: fc.string(),
    table: fc.record(
      {
        columns: fc.array(fc.record({ key, label: fc.string() }, PLAIN), { maxLength: 3 }),
        rows: fc.array(fc.dictionary(key, fc.string(), { maxKeys: 3, noNullPrototype: true }), { maxLength: 3 }),
      },
      PLAIN,
    ),
  },
  PLAIN,
)

/** Valid summary results: groups of text-line and table parameters. */
export const wireSummary = fc.record(
  {
    groups: fc.array(
      fc.record({ name: fc.string(), parameters: fc.array(fc.oneof(valueParameter, tableParameter), { maxLength: 3 }) }, PLAIN),
      { maxLength: 3 },
    ),
  },
  PLAIN,
)

export const wireSummaryQuery = fc.record({ start: wireDate, end: wireDate }, PLAIN)

/** A value of the wrong type for any field (never a string, boolean or array). */
export const wrongType = fc.oneof(fc.integer(), fc.constant(null), fc.double(), fc.constant(true))
