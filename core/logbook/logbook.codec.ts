import * as t from 'io-ts'
import { LogbookRoleFunction } from '../access/profile.codec'
import { Envelope } from '../shared/envelope.codec'

/**
 * One "I flew" mark (ours, extension endpoint `rest/pems/logbook/{crmId}/pilot-flying`): whether the crew member was
 * the pilot flying on the leg `eventId`. The take-off and the landing of a sector go to the pilot flying.
 */
export const PilotFlyingMark = t.type({ eventId: t.string, pilotFlying: t.boolean }, 'PilotFlyingMark')
export type PilotFlyingMark = t.TypeOf<typeof PilotFlyingMark>

/** The crew member's marks, one per leg at most (the last one written wins). */
export const PilotFlyingMarks = t.array(PilotFlyingMark, 'PilotFlyingMarks')
export type PilotFlyingMarks = t.TypeOf<typeof PilotFlyingMarks>

/** The answer of `GET` and `PUT rest/pems/logbook/{crmId}/pilot-flying`: every mark of the crew member. */
export const PilotFlyingMarksResponse = Envelope(PilotFlyingMarks)
export type PilotFlyingMarksResponse = t.TypeOf<typeof PilotFlyingMarksResponse>

/** The pilot's function on a sector (AMC1 FCL.050 column 10), or cabin crew (no pilot columns). */
export const PILOT_FUNCTIONS = ['PIC', 'coPilot', 'relief', 'cabin'] as const
export type PilotFunction = (typeof PILOT_FUNCTIONS)[number]

/** What a role code (an event role's name or id) means to the logbook: a function, positioning (not logged), or pilot flying. */
export const RoleFunction = LogbookRoleFunction
export type RoleFunction = LogbookRoleFunction

/** Which rules count the recency and which columns the export has: the profile's duty-limit rule set. */
export type LogbookRuleSet = 'EASA' | 'FAA'

/**
 * The logbook's options, from the airline profile: the rule set, and what each role code on a leg means
 * (`pilotFlying` roles make the starting guess of who flew the sector; the crew member confirms it).
 */
export interface LogbookOptions {
  readonly ruleSet: LogbookRuleSet
  readonly roleFunctions: Readonly<Record<string, RoleFunction>>
}
