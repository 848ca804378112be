import * as t from 'io-ts'

/**
 * The event types of SPEC section 3: PAR pairing, LEG, FPR, GPR, RTG roster tag (reassignment period),
 * C_I check-in, C_O check-out, HOT hotel, SUSP suspension, SIM, ABS absence, VAC vacation, SICK, GROUND,
 * OTHER, OFF, SBY standby, DREM daily-remark marker (hidden from the calendar).
 */
export const EVENT_TYPES = [
  'PAR',
  'LEG',
  'FPR',
  'GPR',
  'RTG',
  'C_I',
  'C_O',
  'HOT',
  'SUSP',
  'SIM',
  'ABS',
  'VAC',
  'SICK',
  'GROUND',
  'OTHER',
  'OFF',
  'SBY',
  'DREM',
] as const

/**
 * An event type on the wire. Decision: a strict literal union. An unknown type is a decoding
 * failure naming its path (for example `events[3].type`), not silently shown as OTHER: the server
 * shares this codec, so a new type is a contract change made in both places at once.
 */
export const EventType = t.keyof(
  Object.fromEntries(EVENT_TYPES.map((type) => [type, null])) as Record<(typeof EVENT_TYPES)[number], null>,
  'EventType',
)
export type EventType = t.TypeOf<typeof EventType>

/** Whether a string is one of the event types of SPEC section 3. */
export const isEventType = (u: string): u is EventType => EventType.is(u)
