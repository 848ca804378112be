import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { initialGeofenceState } from '../../../../core/check-in/geofence.machine'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../../core/access/profile-defaults'
import { RosterChangeNavigationState } from '../../../../core/roster-changes/roster-change.codec'
import { checkInAirport, fenceViewOf, NO_FENCE } from '../../../../ui/features/details/check-in/check-in.view-model'
import { eventOfNavigationState } from '../../../../ui/features/details/event-remark/event-state'
import { legFacts } from '../../../../ui/features/details/leg/leg.view-model'
import { pairingDetailsView } from '../../../../ui/features/details/pairing/pairing.view-model'
import { DEFAULT_FEATURE_SWITCHES } from '../../../../core/access/profile-defaults'
import { featureAccess } from '../../../../core/access/feature-access'
import { navigationStateOf } from '../../../../ui/features/details/roster-changes/roster-changes.state'
import { findEvent } from '../../../../ui/features/details/shared/event.state'
import { aCheckInConfiguration, aCheckInEvent, aLeg, aLegWire, aPairing, logicalId, must } from './fixtures'

const Facts = suite("leg facts per the profile's display options (SPEC section 6)")

Facts('aircraft subtype and registration show only when the profile shows them', () => {
  const leg = aLeg({ eventDescription: { flightNumber: 'AF006', aircraftTypeCode: 'A320', aircraftSubType: '320-214', registration: 'F-HEPA', rank: 'CP' } })
  const labels = (display = DEFAULT_DISPLAY_OPTIONS) => legFacts(leg, display, 'en').map((f) => f.label)
  assert.not.ok(labels().includes('aircraftSubtype'))
  assert.not.ok(labels().includes('registration'))
  assert.ok(labels({ ...DEFAULT_DISPLAY_OPTIONS, showAircraftSubtype: true, showRegistration: true }).includes('registration'))
  assert.not.ok(labels({ ...DEFAULT_DISPLAY_OPTIONS, showRank: false, showAircraftTypeOfLeg: false }).includes('rank'))
})

Facts('a UTC-only profile shows the departure in UTC only', () => {
  const departure = legFacts(aLeg(), { ...DEFAULT_DISPLAY_OPTIONS, showLocalTime: false }, 'en').find((f) => f.label === 'departure')
  assert.equal(departure?._tag === 'Times' ? departure.times.map((t) => t.kind) : [], ['utc'])
})

Facts('pairing facts: showPairingNumber, showAircraftTypeOfPairing and showHomeBase each hide their fact, and only theirs', () => {
  const access = featureAccess(DEFAULT_FEATURE_SWITCHES, [])
  const facts = (display = DEFAULT_DISPLAY_OPTIONS) =>
    pairingDetailsView({ event: aPairing(), crmId: 'C1001', access, display, language: 'en', now: Temporal.Instant.from('2026-03-20T00:00:00Z') }).facts.flatMap((f) => (f._tag === 'Text' ? [`${f.label}=${f.text}`] : [f.label]))
  const all = facts()
  assert.equal(all.filter((f) => !['from', 'to'].includes(f)), ['pairingNumber=P123 / 2', 'aircraftTypes=A320, A321', 'rank=CP', 'homeBase=CDG'])
  for (const [option, label] of [['showPairingNumber', 'pairingNumber'], ['showAircraftTypeOfPairing', 'aircraftTypes'], ['showHomeBase', 'homeBase']] as const) {
    const shown = facts({ ...DEFAULT_DISPLAY_OPTIONS, [option]: false })
    assert.not.ok(shown.some((f) => f.startsWith(`${label}=`)), `${option} off hides ${label}`)
    assert.is(shown.length, all.length - 1, `${option} off hides nothing else`)
  }
})

const Fence = suite('check-in fence inputs')

Fence('no check-in by location, or a stopped geofence, is "without location fencing"', () => {
  assert.equal(fenceViewOf(false, { ...initialGeofenceState, phase: 'watching' }, null), NO_FENCE)
  assert.equal(fenceViewOf(true, initialGeofenceState, null), NO_FENCE)
  assert.equal(fenceViewOf(true, undefined, null), NO_FENCE)
})

Fence('a running geofence: denied location, the entry being handled, else the last zone entered', () => {
  const id = logicalId('C1001:P123-CI')
  assert.equal(fenceViewOf(true, { ...initialGeofenceState, phase: 'watching', status: 'permissionDenied' }, null), {
    locationFencing: true,
    locationDenied: true,
    fencedEventLogicalId: null,
  })
  assert.is(
    fenceViewOf(true, { ...initialGeofenceState, phase: 'watching', entry: { stage: 'offering', logicalId: id, airport: 'CDG', trigger: 'zone' } }, null)
      .fencedEventLogicalId,
    id,
  )
  assert.is(fenceViewOf(true, { ...initialGeofenceState, phase: 'watching' }, id).fencedEventLogicalId, id)
})

Fence("the airport: the configuration's upcoming event when it is this one, else the event's departure", () => {
  const id = logicalId('C1001:P123-CI')
  assert.equal(
    checkInAirport(
      id,
      O.some(aCheckInConfiguration({ upcomingCheckinEvent: { logicalId: 'C1001:P123-CI', airport: 'ORY', fromDateTimeUTC: '2026-03-15T09:30:00+00:00' } })),
      O.none,
    ),
    O.some('ORY'),
  )
  assert.equal(checkInAirport(id, O.some(aCheckInConfiguration({ upcomingCheckinEvent: null })), O.some(aCheckInEvent())), O.some('CDG'))
  assert.equal(checkInAirport(id, O.none, O.none), O.none)
})

const States = suite('navigation states, decoded (history state is untrusted input)')

States('the event remark state: wire form or decoded event, else none', () => {
  assert.ok(O.isSome(eventOfNavigationState({ event: aLegWire() })))
  assert.ok(O.isSome(eventOfNavigationState({ event: aLeg() })))
  assert.ok(O.isNone(eventOfNavigationState(undefined)))
  assert.ok(O.isNone(eventOfNavigationState({ event: { ...aLegWire(), fromDateTimeUTC: {} } })))
})

States('the roster-change state: wire or decoded; without one, now and a return to /', () => {
  const now = Temporal.ZonedDateTime.from('2026-03-15T08:00:00+00:00[UTC]')
  const wire = { fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00', redirectTo: '/check-in/C1001/X' }
  assert.is(navigationStateOf(wire, now).redirectTo, '/check-in/C1001/X')
  assert.is(navigationStateOf(must(RosterChangeNavigationState, wire), now).redirectTo, '/check-in/C1001/X')
  const fallback = navigationStateOf({ redirectTo: 42 }, now)
  assert.is(fallback.redirectTo, '/')
  assert.ok(fallback.fromDateTimeUTC.equals(now))
})

States("a duty is found among the plan's events and their pairing children", () => {
  const pairing = aPairing()
  assert.ok(O.isSome(findEvent([pairing], 'C1001:P123-HOT-LHR')))
  assert.ok(O.isSome(findEvent([pairing], 'C1001:P123-20260316')))
  assert.ok(O.isNone(findEvent([pairing], 'nope')))
})

Facts.run()
Fence.run()
States.run()
