import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { CrewMemberCard, CrewMemberCardResponse, isCrewMemberAttributeKey } from '../../../core/crew/crew-member.codec'
import { decodeWith } from '../../../core/shared/decode'
import { wireCard, wireDateTime } from './fixtures'

const decode = decodeWith(CrewMemberCard)
const Codec = suite('CrewMemberCard codec')

const card = {
  name: 'Bruno Costa',
  attributes: [{ key: 'RANK', value: 'CA' }],
  previousEvent: { flightNumber: 'LH400', origin: 'FRA', toDateTimeLtAtAirport: '2026-03-16T00:00:00+01:00', toDateTimeUTC: '2026-03-15T23:00:00+00:00' },
  nextEvent: { flightNumber: 'LH401', destination: 'JFK', fromDateTimeLtAtAirport: '2026-03-29T03:30:00+02:00', fromDateTimeUTC: '2026-03-29T01:30:00+00:00' },
}

Codec('"Crew member card: name, attributes (key, value), previousEvent (...), nextEvent (...)" decodes from its envelope', () => {
  const decoded = decodeWith(CrewMemberCardResponse)({ success: true, result: card })
  assert.ok(E.isRight(decoded) && decoded.right.result?.previousEvent?.origin === 'FRA')
})

Codec('a previous event ending exactly at midnight keeps 00:00 at the airport and the same instant as its UTC time', () => {
  const decoded = decode(card)
  assert.ok(E.isRight(decoded))
  if (E.isLeft(decoded) || decoded.right.previousEvent === undefined) return
  const { toDateTimeLtAtAirport, toDateTimeUTC } = decoded.right.previousEvent
  assert.is(toDateTimeLtAtAirport.hour, 0)
  assert.is(toDateTimeLtAtAirport.day, 16)
  assert.ok(toDateTimeLtAtAirport.toInstant().equals(toDateTimeUTC.toInstant()))
})

Codec('a next event just after the DST change keeps the summer offset +02:00', () => {
  const decoded = decode(card)
  assert.ok(E.isRight(decoded) && decoded.right.nextEvent?.fromDateTimeLtAtAirport.offset === '+02:00')
  if (E.isRight(decoded)) assert.is(CrewMemberCard.encode(decoded.right).nextEvent?.fromDateTimeLtAtAirport, '2026-03-29T03:30:00+02:00')
})

Codec('an unknown attribute key still decodes; the known keys are the nine of SPEC section 3', () => {
  assert.ok(E.isRight(decode({ name: 'X', attributes: [{ key: 'FAVOURITE_SEAT', value: '1A' }] })))
  const keys = ['ADD_QUALIF', 'ASSIGNED_RANK', 'CONTRACT_CODE', 'CREWCODE', 'HOMEBASE', 'PHONE', 'RANK', 'SENIORITY', 'SEX']
  assert.ok(keys.every(isCrewMemberAttributeKey))
  assert.not.ok(isCrewMemberAttributeKey('FAVOURITE_SEAT'))
})

Codec('property: generated crew member cards decode and re-encode to the same payload', () => {
  fc.assert(
    fc.property(wireCard, (payload) => {
      const decoded = decode(payload)
      return E.isRight(decoded) && isDeepStrictEqual(CrewMemberCard.encode(decoded.right), payload)
    }),
    { numRuns: 1000 },
  )
})

Codec('property: generated invalid crew member cards give Left and never throw', () => {
  const invalid = fc.oneof(
    fc.anything(),
    wireCard.map(({ name: _name, ...rest }) => rest),
    fc.tuple(wireCard, fc.oneof(fc.integer(), fc.constant(null))).map(([c, value]) => ({ ...c, attributes: [{ key: 'RANK', value }] })),
    fc.tuple(wireCard, wireDateTime).map(([c, time]) => ({ ...c, previousEvent: { toDateTimeUTC: time } })),
    fc.tuple(wireCard, wireDateTime).map(([c, time]) => ({ ...c, nextEvent: { fromDateTimeUTC: time, fromDateTimeLtAtAirport: time.slice(0, 19) } })),
  )
  fc.assert(
    fc.property(invalid, (payload) => E.isLeft(decode(payload))),
    { numRuns: 1000 },
  )
})

Codec.run()
