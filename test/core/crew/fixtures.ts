import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { CrmId } from '../../../core/shared/brands'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'
import type { CrewMemberCard } from '../../../core/crew/crew-member.codec'
import type { CrewPort } from '../../../core/crew/crew.port'
import type { LegCrew, LegCrewMember } from '../../../core/crew/leg-crew.codec'
import type { TransportError } from '../../../core/errors/app-error'
import { ALL_KEYS_OPTIONAL, wireDateTime } from '../shared/arbitraries'

export { wireDateTime }

/** A decoded crew member id. */
export const aCrmId = (wire = 'C123'): CrmId => {
  const decoded = CrmId.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test crmId ${wire}`)
  return decoded.right
}

/** A decoded wire date-time. */
export const at = (wire: string): Temporal.ZonedDateTime => {
  const decoded = DateTimeWithOffset.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test date-time ${wire}`)
  return decoded.right
}

export const aCrewMember = (overrides: Partial<LegCrewMember> = {}): LegCrewMember => ({
  id: aCrmId('C100'),
  name: 'Anna Berg',
  rank: 'CP',
  ...overrides,
})

/** A leg with two crew, three open positions (two CA, one FO), one deadhead and one deadhead open position. */
export const aLegCrew = (overrides: Partial<LegCrew> = {}): LegCrew => ({
  crew: [aCrewMember(), aCrewMember({ id: aCrmId('C101'), name: 'Bruno Costa', rank: 'CA' })],
  openPositions: [{ rank: 'CA' }, { rank: 'FO' }, { rank: 'CA' }],
  deadheads: [aCrewMember({ id: aCrmId('C200'), name: 'Dora Dahl', rank: 'FO' })],
  deadheadOpenPositions: [{ rank: 'CA' }],
  ...overrides,
})

export const aCard = (overrides: Partial<CrewMemberCard> = {}): CrewMemberCard => ({
  name: 'Bruno Costa',
  attributes: [
    { key: 'SEX', value: 'M' },
    { key: 'RANK', value: 'CA' },
    { key: 'CREWCODE', value: 'BCO' },
    { key: 'FAVOURITE_SEAT', value: '1A' },
    { key: 'PHONE', value: ' ' },
  ],
  ...overrides,
})

/** A crew port answering fixed results. */
export const aCrewPort = (
  legCrew: E.Either<TransportError, LegCrew>,
  card: E.Either<TransportError, CrewMemberCard> = E.right(aCard()),
): CrewPort => ({
  loadLegCrew: () => TE.fromEither(legCrew),
  loadCrewMemberCard: () => TE.fromEither(card),
})

const opt = ALL_KEYS_OPTIONAL
const plain = { noNullPrototype: true }

/** Valid crmIds: 1 to 64 of `A-Z a-z 0-9 . _ -`. */
export const wireCrmId = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/)

const wireMember = fc
  .tuple(
    fc.record({ id: wireCrmId }, plain),
    fc.record({ name: fc.string(), rank: fc.string(), crewCode: fc.string(), roles: fc.array(fc.string(), { maxLength: 3 }) }, opt),
  )
  .map(([required, optional]) => ({ ...required, ...optional }))
const wirePosition = fc.record({ rank: fc.string() }, plain)

/** Valid wire leg crew results. */
export const wireLegCrew = fc.record(
  {
    crew: fc.array(wireMember, { maxLength: 5 }),
    openPositions: fc.array(wirePosition, { maxLength: 5 }),
    deadheads: fc.array(wireMember, { maxLength: 3 }),
    deadheadOpenPositions: fc.array(wirePosition, { maxLength: 3 }),
  },
  plain,
)

/** Valid wire crew member cards with or without previous and next event. */
export const wireCard = fc
  .tuple(
    fc.record({ name: fc.string(), attributes: fc.array(fc.record({ key: fc.string(), value: fc.string() }, plain), { maxLength: 9 }) }, plain),
    fc.record(
      {
        previousEvent: fc
          .tuple(fc.record({ toDateTimeLtAtAirport: wireDateTime, toDateTimeUTC: wireDateTime }, plain), fc.record({ flightNumber: fc.string(), origin: fc.string() }, opt))
          .map(([a, b]) => ({ ...a, ...b })),
        nextEvent: fc
          .tuple(fc.record({ fromDateTimeLtAtAirport: wireDateTime, fromDateTimeUTC: wireDateTime }, plain), fc.record({ flightNumber: fc.string(), destination: fc.string() }, opt))
          .map(([a, b]) => ({ ...a, ...b })),
      },
      opt,
    ),
  )
  .map(([a, b]) => ({ ...a, ...b }))
