import * as O from 'fp-ts/Option'
import type { DutyEvent } from './event.codec'
import type { EventType } from './event-type.codec'

/** The duty kinds an `originalEventType` derives (SPEC section 3: "duty kind derived as PAR, SBY or SIM"). */
export type DerivedDutyKind = 'PAR' | 'SBY' | 'SIM'

/**
 * SPEC section 3: "originalEventType (LEG, SBY, SIM, GROUND; duty kind derived as PAR, SBY or SIM)".
 * LEG -> PAR (a flying pairing), SBY -> SBY, SIM -> SIM. Decision: GROUND -> SIM (ground training
 * is shown as a training duty, like the simulator). Any other original type derives nothing.
 */
export const dutyKindFromOriginal = (originalEventType: EventType | undefined): O.Option<DerivedDutyKind> => {
  switch (originalEventType) {
    case 'LEG':
      return O.some('PAR')
    case 'SBY':
      return O.some('SBY')
    case 'SIM':
    case 'GROUND':
      return O.some('SIM')
    default:
      return O.none
  }
}

/** The fixed set of duty kinds that choose a duty's colour and icon in the list and calendar. */
export const DUTY_KINDS = [
  'pairing',
  'leg',
  'positioning',
  'hotel',
  'standby',
  'simulator',
  'ground',
  'checkIn',
  'checkOut',
  'rosterTag',
  'suspension',
  'absence',
  'vacation',
  'sickness',
  'off',
  'remarkMarker',
  'other',
] as const
export type DutyKind = (typeof DUTY_KINDS)[number]

const KIND_OF_TYPE: Readonly<Record<EventType, DutyKind>> = {
  PAR: 'pairing',
  LEG: 'leg',
  FPR: 'positioning',
  GPR: 'positioning',
  RTG: 'rosterTag',
  C_I: 'checkIn',
  C_O: 'checkOut',
  HOT: 'hotel',
  SUSP: 'suspension',
  SIM: 'simulator',
  ABS: 'absence',
  VAC: 'vacation',
  SICK: 'sickness',
  GROUND: 'ground',
  OTHER: 'other',
  OFF: 'off',
  SBY: 'standby',
  DREM: 'remarkMarker',
}

const KIND_OF_DERIVED: Readonly<Record<DerivedDutyKind, DutyKind>> = { PAR: 'pairing', SBY: 'standby', SIM: 'simulator' }

/**
 * The duty kind of an event, for its colour and icon. A pairing (PAR) takes the kind derived from
 * its `originalEventType` (a standby pairing looks like standby, a simulator or ground pairing like
 * a simulator); every other event takes the kind of its type (FPR and GPR are positioning).
 */
export const dutyKindOf = (event: Pick<DutyEvent, 'type' | 'originalEventType'>): DutyKind =>
  event.type === 'PAR'
    ? O.match(
        () => KIND_OF_TYPE.PAR,
        (derived: DerivedDutyKind) => KIND_OF_DERIVED[derived],
      )(dutyKindFromOriginal(event.originalEventType))
    : KIND_OF_TYPE[event.type]
