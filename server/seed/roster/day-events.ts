import type { Temporal } from 'temporal-polyfill'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { HOME_BASE, HOME_ZONE } from './airports'
import { eventBase, ymd } from './event-base'
import type { AbsenceKind, DayDutyKind, PlannedTag } from './plan'
import type { Rank } from './team'
import { atHomeBase, timeOfDay, wholeDays } from './time-fields'

const cockpit = (rank: Rank): boolean => rank === 'CP' || rank === 'FO'

const at = (day: Temporal.PlainDate, from: string, to: string) => ({
  from: atHomeBase(day, from),
  to: atHomeBase(day, to),
  fromAirport: HOME_BASE,
  toAirport: HOME_BASE,
})

/** The simulator's briefing and debriefing (SPEC section 3: UTC, local at home base, and as `{dateLocal, localTime, timeUtc}` objects). */
const simSessions = (briefing: Temporal.Instant, debriefing: Temporal.Instant): Partial<DutyEvent> => {
  const session = (instant: Temporal.Instant) => {
    const local = instant.toZonedDateTimeISO(HOME_ZONE)
    return { dateLocal: local.toPlainDate(), localTime: timeOfDay(local), timeUtc: timeOfDay(instant.toZonedDateTimeISO('UTC')) }
  }
  return {
    simBriefingDateTimeUTC: briefing.toZonedDateTimeISO('UTC'),
    simBriefingDateTimeLtAtHb: briefing.toZonedDateTimeISO(HOME_ZONE),
    simDebriefingDateTimeUTC: debriefing.toZonedDateTimeISO('UTC'),
    simDebriefingDateTimeLtAtHb: debriefing.toZonedDateTimeISO(HOME_ZONE),
    simBriefing: session(briefing),
    simDebriefing: session(debriefing),
  }
}

/**
 * One home-base day duty of a crew member of `rank`: a day off (OFF, midnight to midnight local, so
 * it ends exactly at 00:00), home standby (SBY), ground training (GROUND with its groundActivityCode),
 * a simulator (SIM with briefing and debriefing) or another duty (OTHER: a medical check).
 */
export const dayDuty = (kind: DayDutyKind, day: Temporal.PlainDate, crmId: string, rank: Rank): DutyEvent => {
  const id = `${kind}-${ymd(day)}`
  const description = { rank, homebase: HOME_BASE }
  switch (kind) {
    case 'OFF':
      return { ...eventBase(crmId, id, 'OFF', wholeDays(day, 1)), name: 'Day off' }
    case 'SBY':
      return { ...eventBase(crmId, id, 'SBY', at(day, '05:00', '17:00')), originalEventType: 'SBY', name: 'Home standby', details: 'Reachable, report within 90 minutes', eventDescription: description }
    case 'GROUND': {
      const code = cockpit(rank) ? 'CRM' : 'SEP'
      const name = cockpit(rank) ? 'Crew resource management' : 'Safety and emergency procedures'
      return { ...eventBase(crmId, id, 'GROUND', at(day, '09:00', '17:00')), originalEventType: 'GROUND', name, groundActivityCode: code, eventDescription: { ...description, groundActivityCode: code } }
    }
    case 'SIM': {
      const span = at(day, '07:30', '13:30')
      const name = cockpit(rank) ? 'A350 recurrent simulator (OPC/LPC)' : 'Cabin evacuation trainer'
      return {
        ...eventBase(crmId, id, 'SIM', span),
        ...simSessions(span.from, span.to.subtract({ minutes: 45 })),
        originalEventType: 'SIM',
        name,
        eventDescription: { ...description, aircraftTypeCode: 'A359' },
      }
    }
    case 'OTHER':
      return { ...eventBase(crmId, id, 'OTHER', at(day, '10:00', '11:30')), name: 'Aeromedical check', details: 'Medical centre, Roissypole' }
  }
}

const ABSENCE_NAMES: Readonly<Record<AbsenceKind, string>> = { VAC: 'Annual leave', SICK: 'Sick leave', ABS: 'Absence (union meeting)', SUSP: 'Suspension' }

/** A whole-day absence over `days` home-base days (VAC, SICK, ABS, SUSP): it ends exactly at local midnight. */
export const absence = (kind: AbsenceKind, day: Temporal.PlainDate, days: number, crmId: string): DutyEvent => ({
  ...eventBase(crmId, `${kind}-${ymd(day)}`, kind, wholeDays(day, days)),
  name: ABSENCE_NAMES[kind],
})

/** A roster tag (RTG, "reassignment period") over whole home-base days, with its rosterTagCode. */
export const rosterTag = (tag: PlannedTag, crmId: string): DutyEvent => ({
  ...eventBase(crmId, `RTG-${tag.code}-${ymd(tag.day)}`, 'RTG', wholeDays(tag.day, tag.days)),
  name: tag.name,
  eventDescription: { rosterTagCode: tag.code },
})

/** A daily-remark marker (DREM, hidden from the calendar) at 08:00 home-base time, without duration. */
export const remarkMarker = (day: Temporal.PlainDate, crmId: string): DutyEvent => {
  const instant = atHomeBase(day, '08:00')
  return {
    ...eventBase(crmId, `DREM-${ymd(day)}`, 'DREM', { from: instant, to: instant, fromAirport: HOME_BASE, toAirport: HOME_BASE }),
    name: 'Daily remark',
    remark: 'A daily remark from crew control is waiting.',
  }
}
