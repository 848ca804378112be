import type { Translation } from '../i18n-types.js'

/** Noms de dates, types d'activité et d'événement : ce que nomment le calendrier et la liste des activités. */
export const dates: Translation['dates'] = {
  months: {
    m1: 'janvier', m2: 'février', m3: 'mars', m4: 'avril', m5: 'mai', m6: 'juin',
    m7: 'juillet', m8: 'août', m9: 'septembre', m10: 'octobre', m11: 'novembre', m12: 'décembre',
  },
  monthsShort: {
    m1: 'janv.', m2: 'févr.', m3: 'mars', m4: 'avr.', m5: 'mai', m6: 'juin',
    m7: 'juil.', m8: 'août', m9: 'sept.', m10: 'oct.', m11: 'nov.', m12: 'déc.',
  },
  weekdays: { d1: 'lundi', d2: 'mardi', d3: 'mercredi', d4: 'jeudi', d5: 'vendredi', d6: 'samedi', d7: 'dimanche' },
  weekdaysShort: { d1: 'lun.', d2: 'mar.', d3: 'mer.', d4: 'jeu.', d5: 'ven.', d6: 'sam.', d7: 'dim.' },
  weekdaysNarrow: { d1: 'L', d2: 'M', d3: 'M', d4: 'J', d5: 'V', d6: 'S', d7: 'D' },
}

export const dutyKinds: Translation['dutyKinds'] = {
  pairing: 'Rotation',
  leg: 'Vol',
  positioning: 'Mise en place',
  hotel: 'Hôtel',
  standby: 'Réserve',
  simulator: 'Simulateur',
  ground: 'Activité sol',
  checkIn: 'Présentation',
  checkOut: 'Fin de service',
  rosterTag: 'Repère de planning',
  suspension: 'Suspension',
  absence: 'Absence',
  vacation: 'Congés',
  sickness: 'Arrêt maladie',
  off: 'Repos',
  remarkMarker: 'Remarque du jour',
  other: 'Autre activité',
}

export const eventTypes: Translation['eventTypes'] = {
  PAR: 'Rotation',
  LEG: 'Vol',
  FPR: 'Mise en place aérienne',
  GPR: 'Mise en place sol',
  RTG: 'Repère de planning',
  C_I: 'Présentation',
  C_O: 'Fin de service',
  HOT: 'Hôtel',
  SUSP: 'Suspension',
  SIM: 'Simulateur',
  ABS: 'Absence',
  VAC: 'Congés',
  SICK: 'Arrêt maladie',
  GROUND: 'Activité sol',
  OTHER: 'Autre',
  OFF: 'Repos',
  SBY: 'Réserve',
  DREM: 'Remarque du jour',
}
