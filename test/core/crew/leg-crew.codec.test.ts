import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { LegCrew, LegCrewResponse } from '../../../core/crew/leg-crew.codec'
import { decodeWith } from '../../../core/shared/decode'
import { wireLegCrew } from './fixtures'

const decode = decodeWith(LegCrew)
const Codec = suite('LegCrew codec')

Codec('"Leg crew response: crew, openPositions (rank), deadheads, deadheadOpenPositions. Crew members have id"', () => {
  const decoded = decodeWith(LegCrewResponse)({
    success: true,
    result: { crew: [{ id: 'C100', name: 'Anna', rank: 'CP', roles: ['PUR'] }], openPositions: [{ rank: 'CA' }], deadheads: [], deadheadOpenPositions: [] },
  })
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) assert.is(decoded.right.result?.crew[0]?.id, 'C100')
})

Codec('a crew member without id, or with an id unsafe in a path, is a decode error naming the path', () => {
  const base = { crew: [], openPositions: [], deadheads: [], deadheadOpenPositions: [] }
  const noId = decode({ ...base, crew: [{ name: 'Anna' }] })
  assert.ok(E.isLeft(noId) && noId.left.issues.some((i) => i.path === 'crew[0].id'))
  const badId = decode({ ...base, deadheads: [{ id: 'a/b' }] })
  assert.ok(E.isLeft(badId) && badId.left.issues.some((i) => i.path === 'deadheads[0].id'))
  const noRank = decode({ ...base, deadheadOpenPositions: [{}] })
  assert.ok(E.isLeft(noRank) && noRank.left.issues.some((i) => i.path === 'deadheadOpenPositions[0].rank'))
})

Codec('property: generated leg crew results decode and re-encode to the same payload', () => {
  fc.assert(
    fc.property(wireLegCrew, (payload) => {
      const decoded = decode(payload)
      return E.isRight(decoded) && isDeepStrictEqual(LegCrew.encode(decoded.right), payload)
    }),
    { numRuns: 1000 },
  )
})

Codec('property: generated invalid leg crew results give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.anything(),
    fc.tuple(wireLegCrew, fc.constantFrom('crew', 'openPositions', 'deadheads', 'deadheadOpenPositions'), fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined))).map(
      ([crew, key, value]) => ({ ...crew, [key]: value }),
    ),
    fc.tuple(wireLegCrew, fc.oneof(fc.integer(), fc.constant(''), fc.constant('has space'))).map(([crew, id]) => ({ ...crew, crew: [{ id }] })),
  )
  fc.assert(
    fc.property(invalid, (payload) => E.isLeft(decode(payload))),
    { numRuns: 1000 },
  )
})

Codec.run()
