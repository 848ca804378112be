import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { decodeWith } from '../../../core/shared/decode'
import {
  CreateDailyRemarkBody,
  DailyRemarksEnvelope,
  DailyRemarksQuery,
  DailyRemarksResult,
  DeleteDailyRemarkQuery,
  RemarkTypesResult,
} from '../../../core/remarks/remark.codec'
import {
  day,
  wireCreateBody,
  wireDeleteQuery,
  wireRemarksQuery,
  wireRemarksResult,
  wireRemarkTypes,
  wrongType,
} from './fixtures'
import { RUNS, roundTrips } from '../shared/codec-laws'

const Examples = suite('daily remark codecs: examples')

Examples('"Response: success, result.dailyRemarks" decodes dates and from.dtUtc to Temporal', () => {
  const decoded = decodeWith(DailyRemarksEnvelope)({
    success: true,
    result: { dailyRemarks: [{ date: '2026-03-29', remarkType: 'INFO', remarkSender: 'SCHED', from: { dtUtc: '2026-03-29T01:30:00+01:00' } }] },
  })
  assert.ok(E.isRight(decoded))
  const remark = E.isRight(decoded) ? decoded.right.result?.dailyRemarks[0] : undefined
  assert.is(remark?.date.toString(), '2026-03-29')
  assert.is(remark?.from?.dtUtc?.toInstant().toString(), '2026-03-29T00:30:00Z')
})

Examples('a remark without remarkSender is rejected with its path', () => {
  const decoded = decodeWith(DailyRemarksResult)({ dailyRemarks: [{ date: '2026-03-29', remarkType: 'INFO' }] })
  assert.ok(E.isLeft(decoded) && decoded.left.issues.some((i) => i.path === 'dailyRemarks[0].remarkSender'))
})

Examples('"Create payload: date, remarkType, comment": the date "is sent as an ISO date"', () => {
  assert.equal(CreateDailyRemarkBody.encode({ date: day('2026-03-20'), remarkType: 'INFO', comment: 'Late' }), {
    date: '2026-03-20',
    remarkType: 'INFO',
    comment: 'Late',
  })
})

Examples.run()

const Properties = suite('daily remark codecs: properties (1000 runs each)')

Properties('valid remark lists decode and re-encode unchanged', () => roundTrips(DailyRemarksResult, wireRemarksResult))
Properties('valid queries (fromDtUtc, toDtUtc; delete date), create bodies and remark types decode and re-encode unchanged', () => {
  roundTrips(DailyRemarksQuery, wireRemarksQuery)
  roundTrips(DeleteDailyRemarkQuery, wireDeleteQuery)
  roundTrips(CreateDailyRemarkBody, wireCreateBody)
  roundTrips(RemarkTypesResult, wireRemarkTypes)
})

Properties('invalid payloads give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.tuple(wireRemarksResult, wrongType).map(([p, bad]) => ({ codec: DailyRemarksResult as t.Mixed, u: { ...p, dailyRemarks: [{ date: bad, remarkType: 'X', remarkSender: 'SCHED' }] } })),
    fc.tuple(wireRemarksQuery, fc.constantFrom('fromDtUtc', 'toDtUtc'), fc.oneof(wrongType, fc.constant('2026-03-29'))).map(([p, k, bad]) => ({ codec: DailyRemarksQuery as t.Mixed, u: { ...p, [k]: bad } })),
    fc.tuple(wireCreateBody, fc.constantFrom('date', 'remarkType', 'comment'), wrongType).map(([p, k, bad]) => ({ codec: CreateDailyRemarkBody as t.Mixed, u: { ...p, [k]: bad } })),
    fc.tuple(wireDeleteQuery, fc.oneof(wrongType, fc.constant('29/03/2026'))).map(([, bad]) => ({ codec: DeleteDailyRemarkQuery as t.Mixed, u: { date: bad } })),
    wrongType.map((bad) => ({ codec: RemarkTypesResult as t.Mixed, u: [{ remarkType: 'INFO', text: bad }] })),
  )
  fc.assert(fc.property(invalid, ({ codec, u }) => E.isLeft(codec.decode(u))), RUNS)
})

Properties.run()
