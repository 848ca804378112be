import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import type { LegCrew } from '../../../../core/crew/leg-crew.codec'
import { eventRemarkSection, legCrewView, type EventRemarkSection, type LegCrewView } from '../../../../core/crew/leg-crew.rules'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { editRoleButton, heldRoles, yourRoles, type EditRoleButton, type YourRoles } from '../../../../core/roles/role-editing.rules'
import type { RoleInfoList } from '../../../../core/roles/roles.codec'
import { legTitle } from '../../../../core/roster/duty-titles.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import type { ShownTime } from '../../../../core/roster/time-display.rules'
import type { Language } from '../../../../core/shared/constants'
import { eventTimes, pairingNumberText } from '../shared/duty-text'

/** The dictionary key (`duty.*`) of a flight fact's label. */
export type LegFactLabel =
  | 'flightNumber'
  | 'from'
  | 'to'
  | 'departure'
  | 'arrival'
  | 'aircraftType'
  | 'aircraftSubtype'
  | 'registration'
  | 'rank'
  | 'pairingNumber'

/** One fact of the flight block: a text, or the times of an instant (local and/or UTC). */
export type LegFact =
  | { readonly label: LegFactLabel; readonly _tag: 'Text'; readonly text: string }
  | { readonly label: LegFactLabel; readonly _tag: 'Times'; readonly times: ReadonlyArray<ShownTime> }

/** What the leg-details screen shows once its event is there. */
export interface LegDetailsView {
  readonly title: string
  readonly facts: ReadonlyArray<LegFact>
  readonly yourRoles: YourRoles
  readonly editRole: EditRoleButton
  readonly remark: EventRemarkSection
  readonly crew: LegCrewView
}

/** Everything the leg view is computed from: the event, what has loaded, access and the profile. */
export interface LegDetailsInput {
  readonly event: DutyEvent
  /** The role infos of the event (`GET roster/{crmId}/role/{eventId}`), when loaded. */
  readonly roles: O.Option<RoleInfoList>
  readonly legCrew: O.Option<LegCrew>
  readonly crewFailed: boolean
  readonly online: boolean
  /** The role-editing permission (core `FeatureAccess.canEditRoles`). */
  readonly canEditRoles: boolean
  /** The event-remark permission (core `FeatureAccess.canViewEventRemark`). */
  readonly canViewEventRemark: boolean
  readonly display: DisplayOptions
  readonly language: Language
}

const text = (label: LegFactLabel, value: string | undefined, shown = true): ReadonlyArray<LegFact> =>
  shown && value !== undefined && value.trim() !== '' ? [{ label, _tag: 'Text', text: value.trim() }] : []

const times = (label: LegFactLabel, shown: ReadonlyArray<ShownTime>): ReadonlyArray<LegFact> =>
  shown.length === 0 ? [] : [{ label, _tag: 'Times', times: shown }]

/**
 * The flight block: flight number, airports, departure and arrival times per the profile's time views,
 * and the profile's display options for aircraft type, subtype, registration, rank and pairing number.
 */
export const legFacts = (event: DutyEvent, display: DisplayOptions, language: Language): ReadonlyArray<LegFact> => {
  const d = event.eventDescription
  const pattern = display.dateFormats.SHORT_DATE_TIME
  return [
    ...text('flightNumber', d?.flightNumber),
    ...text('from', event.departure?.airportCode ?? event.fromAirport),
    ...text('to', event.arrival?.airportCode ?? event.toAirport),
    ...times('departure', eventTimes(event, 'from', display, pattern, language)),
    ...times('arrival', eventTimes(event, 'to', display, pattern, language)),
    ...text('aircraftType', d?.aircraftTypeCode, display.showAircraftTypeOfLeg),
    ...text('aircraftSubtype', d?.aircraftSubType, display.showAircraftSubtype),
    ...text('registration', d?.registration, display.showRegistration),
    ...text('rank', d?.rank, display.showRank),
    ...text('pairingNumber', O.toUndefined(pairingNumberText(d?.pairingNumber)), display.showPairingNumber),
  ]
}

/**
 * The leg-details screen (SPEC section 2 "Leg details"), every decision taken by core: the title
 * (`legTitle`), 'Your role' (`yourRoles` of the roles held, from the loaded role infos or else the
 * event's roles), the edit-role button (`editRoleButton`), the event-remark section
 * (`eventRemarkSection`) and the crew list (`legCrewView`).
 */
export const legDetailsView = (input: LegDetailsInput): LegDetailsView => {
  const loadedRoles = pipe(
    input.roles,
    O.getOrElse((): RoleInfoList => []),
  )
  return {
    title: legTitle(input.event, { pattern: input.display.dateFormats.DATE, locale: input.language }),
    facts: legFacts(input.event, input.display, input.language),
    yourRoles: O.isSome(input.roles) ? yourRoles(heldRoles(input.roles.value)) : yourRoles(input.event.roles ?? []),
    editRole: editRoleButton(input.canEditRoles, loadedRoles, input.online),
    remark: eventRemarkSection(input.canViewEventRemark, input.event.remark),
    crew: legCrewView({ online: input.online, legCrew: input.legCrew, failed: input.crewFailed }),
  }
}
