import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { crewListSections, eventRemarkSection, groupOpenPositions, legCrewView } from '../../../core/crew/leg-crew.rules'
import { aLegCrew } from './fixtures'

const Sections = suite('crewListSections')

Sections('"The crew members list shows crew, open positions (by rank), deadheads and deadhead open positions" in that order', () => {
  assert.equal(crewListSections(aLegCrew()).map((s) => s.kind), ['crew', 'openPositions', 'deadheads', 'deadheadOpenPositions'])
})

Sections('open positions are grouped "by rank" with their counts, in order of first appearance', () => {
  assert.equal(groupOpenPositions([{ rank: 'CA' }, { rank: 'FO' }, { rank: 'CA ' }]), [
    { rank: 'CA', count: 2 },
    { rank: 'FO', count: 1 },
  ])
  const open = crewListSections(aLegCrew()).find((s) => s.kind === 'deadheadOpenPositions')
  assert.equal(open, { kind: 'deadheadOpenPositions', positions: [{ rank: 'CA', count: 1 }] })
})

Sections('empty sections are left out; crew members keep the server order', () => {
  const sections = crewListSections(aLegCrew({ openPositions: [], deadheads: [] }))
  assert.equal(sections.map((s) => s.kind), ['crew', 'deadheadOpenPositions'])
  const crew = sections[0]
  assert.equal(crew?.kind === 'crew' ? crew.members.map((m) => m.name) : [], ['Anna Berg', 'Bruno Costa'])
  assert.equal(crewListSections(aLegCrew({ crew: [], openPositions: [], deadheads: [], deadheadOpenPositions: [] })), [])
})

Sections.run()

const View = suite('legCrewView')

View('"If offline and nothing has loaded, a loading state shows" (even after a failed call)', () => {
  assert.equal(legCrewView({ online: false, legCrew: O.none, failed: false }), { _tag: 'Loading' })
  assert.equal(legCrewView({ online: false, legCrew: O.none, failed: true }), { _tag: 'Loading' })
})

View('online with nothing loaded: loading until the load fails, then failed', () => {
  assert.equal(legCrewView({ online: true, legCrew: O.none, failed: false }), { _tag: 'Loading' })
  assert.equal(legCrewView({ online: true, legCrew: O.none, failed: true }), { _tag: 'Failed' })
})

View('anything loaded (offline cache included) shows its sections', () => {
  const view = legCrewView({ online: false, legCrew: O.some(aLegCrew()), failed: true })
  assert.is(view._tag, 'Loaded')
  assert.is(view._tag === 'Loaded' ? view.sections.length : 0, 4)
})

View.run()

const Remark = suite('eventRemarkSection')

Remark('"An event-remark section (only with the remark permission)": hidden without IDP_EVENT_REMARK', () => {
  assert.equal(eventRemarkSection(false, 'Catering short'), { _tag: 'Hidden' })
})

Remark('"shows the remark or a no-remark text"', () => {
  assert.equal(eventRemarkSection(true, ' Catering short '), { _tag: 'Remark', text: 'Catering short' })
  assert.equal(eventRemarkSection(true, undefined), { _tag: 'NoRemark' })
  assert.equal(eventRemarkSection(true, '   '), { _tag: 'NoRemark' })
})

Remark.run()
