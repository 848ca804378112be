import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { cardAttributes } from '../../../core/crew/crew-member-card.rules'
import { loadCrewMemberCard } from '../../../core/crew/load-crew-member-card.use-case'
import { loadLegCrew } from '../../../core/crew/load-leg-crew.use-case'
import { aCard, aCrewPort, aCrmId, aLegCrew } from './fixtures'

const serviceError = { _tag: 'Service', errors: [{ errId: 'ERR_LEG' }] } as const

const Leg = suite('loadLegCrew')

Leg('answers the crew of the leg', async () => {
  assert.equal(await loadLegCrew({ crew: aCrewPort(E.right(aLegCrew())) })({ crmId: aCrmId(), eventId: 'E1' })(), E.right(aLegCrew()))
})

Leg('"Leg crew failure: \'service error\' dialog with content about failing to load leg data": LegCrewLoadFailed with the cause', async () => {
  const result = await loadLegCrew({ crew: aCrewPort(E.left(serviceError)) })({ crmId: aCrmId(), eventId: 'E1' })()
  assert.equal(result, E.left({ _tag: 'LegCrewLoadFailed', cause: serviceError }))
})

Leg.run()

const Card = suite('loadCrewMemberCard')

Card('"Master data or crew member info failure is only logged, and the screen stays unloaded"', async () => {
  const logged: string[] = []
  const port = aCrewPort(E.right(aLegCrew()), E.left(serviceError))
  const result = await loadCrewMemberCard({ crew: port, logError: (m) => logged.push(m) })({ crewMemberId: aCrmId('C101'), segment: 'E1' })()
  assert.equal(result, E.left({ _tag: 'CrewMemberInfoLoadFailed', crewMemberId: 'C101', cause: serviceError }))
  assert.is(logged.length, 1)
})

Card('a loaded card is answered and nothing is logged', async () => {
  const logged: string[] = []
  const result = await loadCrewMemberCard({ crew: aCrewPort(E.right(aLegCrew())), logError: (m) => logged.push(m) })({ crewMemberId: aCrmId('C101'), segment: 'E1' })()
  assert.equal(result, E.right(aCard()))
  assert.equal(logged, [])
})

Card.run()

const Attributes = suite('cardAttributes')

Attributes('"Crew member attributes: ADD_QUALIF, ASSIGNED_RANK, CONTRACT_CODE, CREWCODE, HOMEBASE, PHONE, RANK, SENIORITY, SEX": in that order, unknown and blank dropped', () => {
  assert.equal(cardAttributes(aCard()), [
    { key: 'CREWCODE', value: 'BCO' },
    { key: 'RANK', value: 'CA' },
    { key: 'SEX', value: 'M' },
  ])
})

Attributes.run()
