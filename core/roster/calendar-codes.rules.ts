import type { DisplayOptions } from '../access/profile.codec'
import { GROUND_TYPE_CODE } from '../shared/constants'
import type { DutyEvent } from './event.codec'

/** The user's calendar preferences: `showRosterTags` is the stored preference of the roster-tags dropdown. */
export interface CalendarPreferences {
  readonly showRosterTags: boolean
}

/**
 * Which events the calendar shows. SPEC section 3: "DREM daily-remark marker (hidden from the
 * calendar)"; roster tags (RTG) show only while the `showRosterTags` preference is on
 * (SPEC section 2: "A dropdown to show or hide roster tags").
 */
export const isShownInCalendar = (event: Pick<DutyEvent, 'type'>, preferences: CalendarPreferences): boolean =>
  event.type !== 'DREM' && (event.type !== 'RTG' || preferences.showRosterTags)

const nonBlank = (s: string | undefined): string | undefined => (s !== undefined && s.trim() !== '' ? s : undefined)

/**
 * The ground code of a GROUND event: its ground activity code (else its description's ground
 * transport code, `groundTransportCode`, for a ground transport) when the profile shows ground codes
 * in the calendar (`showGroundCodeInCalendar`), otherwise, or when it has none, `GRND`
 * (SPEC section 9: "Ground type code GRND").
 */
export const groundCode = (
  event: Pick<DutyEvent, 'groundActivityCode' | 'eventDescription'>,
  display: Pick<DisplayOptions, 'showGroundCodeInCalendar'>,
): string =>
  (display.showGroundCodeInCalendar
    ? (nonBlank(event.groundActivityCode) ??
      nonBlank(event.eventDescription?.groundActivityCode) ??
      nonBlank(event.eventDescription?.groundTransportCode))
    : undefined) ?? GROUND_TYPE_CODE

/**
 * The code an event shows in the calendar. GROUND events show their ground code (see `groundCode`);
 * a roster tag shows its `rosterTagCode` when it has one; every other event shows its type, mapped
 * by the profile's `calendarCodeMapping` (SPEC section 9: "Some profiles map FPR to DH and standby
 * to RAP in the calendar").
 */
export const calendarCode = (
  event: Pick<DutyEvent, 'type' | 'groundActivityCode' | 'eventDescription'>,
  display: Pick<DisplayOptions, 'showGroundCodeInCalendar' | 'calendarCodeMapping'>,
): string => {
  if (event.type === 'GROUND') return groundCode(event, display)
  const tag = event.type === 'RTG' ? nonBlank(event.eventDescription?.rosterTagCode) : undefined
  const mapped = Object.hasOwn(display.calendarCodeMapping, event.type) ? display.calendarCodeMapping[event.type] : undefined
  return tag ?? mapped ?? event.type
}
