import type { Translation } from '../i18n-types.js'

/** Présentation (check-in, SPEC section 4) ; à part des autres détails, car l'offre de présentation du shell s'en sert avant tout écran de l'app connectée. */
export const checkIn: Translation['checkIn'] = {
  title: 'Présentation',
  forEvent: 'Présentation pour {event} au départ de {airport}',
  pairingNumber: 'Rotation {pairingNumber}',
  crew: 'Équipage de cette activité',
  checkedIn: 'Présenté',
  notCheckedIn: 'Pas encore présenté',
  checkInButton: 'Me présenter',
  checkingIn: 'Présentation en cours…',
  success: 'Votre présentation est enregistrée.',
  statuses: {
    PERMISSION_DENIED: "L'accès à la localisation est refusé. Autorisez-le pour vous présenter.",
    ALREADY_CHECKED_IN: 'Votre présentation est déjà enregistrée.',
    EXPECTED_TO_CHECKIN: 'Vous pouvez vous présenter maintenant.',
    EXPECTED_TO_CHECKIN_BUT_PENDING: 'Confirmez vos modifications de planning en attente avant de vous présenter.',
    NOT_EXPECTED_TO_CHECKIN: "Aucune présentation n'est attendue pour cette activité.",
    OUT_OF_CHECKIN_ZONE: 'Vous êtes en dehors de la zone de présentation de cet aéroport.',
  },
  reviewRosterChanges: 'Voir les modifications de planning',
  openLocationSettings: 'Ouvrir les réglages',
  offer: {
    title: 'Vous présenter maintenant ?',
    atAirport: 'Vous êtes à {airport}. Voulez-vous accéder à la présentation ?',
    timeWindow: 'La présentation pour votre activité au départ de {airport} est ouverte. Voulez-vous y accéder ?',
    yes: 'Oui, me présenter',
    no: 'Plus tard',
  },
  fromAirport: 'Au départ de {airport}',
  openPosition: 'Poste vacant',
  opensAt: 'La présentation ouvre à {time}, {relative}.',
  closedAt: 'La présentation a fermé à {time}, {relative}.',
}
