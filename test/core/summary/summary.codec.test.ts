import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { decodeWith } from '../../../core/shared/decode'
import { isTableParameter, Summary, SummaryEnvelope, SummaryQuery } from '../../../core/summary/summary.codec'
import { day, wireSummary, wireSummaryQuery, wrongType } from './fixtures'
import { RUNS, roundTrips } from '../shared/codec-laws'

const Examples = suite('summary codecs: examples')

Examples('"Groups of parameters shown as text lines or tables"', () => {
  const decoded = decodeWith(SummaryEnvelope)({
    success: true,
    result: {
      groups: [
        {
          name: 'Licences',
          parameters: [
            { name: 'ATPL', value: '10-04-2026' },
            { name: 'Medical', table: { columns: [{ key: 'c', label: 'Class' }], rows: [{ c: '1' }] } },
          ],
        },
      ],
    },
  })
  assert.ok(E.isRight(decoded))
  const parameters = E.isRight(decoded) ? decoded.right.result?.groups[0]?.parameters ?? [] : []
  assert.equal(parameters.map(isTableParameter), [false, true])
})

Examples('a parameter with neither value nor table is rejected at its path', () => {
  const decoded = decodeWith(Summary)({ groups: [{ name: 'Licences', parameters: [{ name: 'ATPL' }] }] })
  assert.ok(E.isLeft(decoded) && decoded.left.issues.every((i) => i.path.startsWith('groups[0].parameters[0]')))
})

Examples('the query "start, end" is sent as ISO dates', () => {
  assert.equal(SummaryQuery.encode({ start: day('2026-03-01'), end: day('2026-04-30') }), { start: '2026-03-01', end: '2026-04-30' })
})

Examples.run()

const Properties = suite('summary codecs: properties (1000 runs each)')

Properties('valid summaries decode and re-encode unchanged', () => roundTrips(Summary, wireSummary))
Properties('valid summary queries decode and re-encode unchanged', () => roundTrips(SummaryQuery, wireSummaryQuery))

Properties('invalid payloads give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.tuple(wireSummary, wrongType).map(([, bad]) => ({ codec: Summary as t.Mixed, u: { groups: bad } })),
    wrongType.map((bad) => ({ codec: Summary as t.Mixed, u: { groups: [{ name: 'G', parameters: [{ name: 'P', value: bad }] }] } })),
    wrongType.map((bad) => ({ codec: Summary as t.Mixed, u: { groups: [{ name: 'G', parameters: [{ name: 'P', table: { columns: [], rows: [{ k: bad }] } }] }] } })),
    fc.tuple(wireSummaryQuery, fc.constantFrom('start', 'end'), fc.oneof(wrongType, fc.constant('01-03-2026'))).map(([p, k, bad]) => ({ codec: SummaryQuery as t.Mixed, u: { ...p, [k]: bad } })),
  )
  fc.assert(fc.property(invalid, ({ codec, u }) => E.isLeft(codec.decode(u))), RUNS)
})

Properties.run()
