import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { IsoDate } from '../shared/time.codec'
import { DutyEvent } from './event.codec'

/**
 * What confirming one day of the pending roster change does to the duty plan (an extension of our reference
 * server, `GET roster/{crmId}/notif/effects`): the event ids it removes and the duties it adds, with their times.
 * The roster-change answer of the spec carries duty texts only; with these the app computes the duty-limit
 * counters after the change before it is confirmed. Only days that can be confirmed in the app are listed.
 */
export const ChangeEffectsDay = t.type(
  { date: IsoDate, replacedEventIds: t.array(t.string), newEvents: t.array(DutyEvent) },
  'ChangeEffectsDay',
)
export type ChangeEffectsDay = t.TypeOf<typeof ChangeEffectsDay>

/** The effects of the pending change's days (empty when nothing is pending), and the change's id. */
export const ChangeEffects = t.type({ id: t.string, days: t.array(ChangeEffectsDay) }, 'ChangeEffects')
export type ChangeEffects = t.TypeOf<typeof ChangeEffects>

export const ChangeEffectsEnvelope = Envelope(ChangeEffects)
