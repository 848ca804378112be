import type { Translation } from '../i18n-types.js'

/** Étape, rôles, hôtel, rotation, remarque d'activité, présentation et modifications de planning. */
export const leg: Translation['leg'] = {
  title: "Détails de l'étape",
  yourRole: 'Votre rôle',
  noRoles: 'Aucun rôle ne vous est attribué sur ce vol.',
  editRoles: 'Modifier les rôles',
  eventRemark: "Remarque sur l'activité",
  noRemark: 'Aucune remarque pour cette activité.',
  crewMembers: "Membres d'équipage",
  crew: 'Équipage',
  openPositions: 'Postes vacants',
  openPosition: '{rank} : {count} vacant(s)',
  deadheads: 'Mises en place',
  deadheadOpenPositions: 'Postes vacants en mise en place',
  noCrew: "Aucun membre d'équipage n'est indiqué.",
  crewCard: {
    title: "Membre d'équipage",
    previousEvent: 'Activité précédente',
    nextEvent: 'Activité suivante',
    flightFrom: '{flightNumber} en provenance de {airport}',
    flightTo: '{flightNumber} à destination de {airport}',
    attributes: {
      ADD_QUALIF: 'Qualifications complémentaires',
      ASSIGNED_RANK: 'Fonction à bord',
      CONTRACT_CODE: 'Contrat',
      CREWCODE: 'Code équipage',
      HOMEBASE: "Base d'affectation",
      PHONE: 'Téléphone',
      RANK: 'Fonction',
      SENIORITY: 'Ancienneté',
      SEX: 'Sexe',
    },
  },
  showCrewMember: 'Afficher le détail de {name}',
  crewMemberRoles: 'Rôles : {roles}',
}

export const roles: Translation['roles'] = {
  title: 'Modification des rôles',
  back: "Retour à l'étape",
  add: 'Ajouter le rôle {role}',
  remove: 'Retirer le rôle {role}',
  assigned: 'Attribué',
  notAssigned: 'Non attribué',
  notEditable: 'Défini par le planning',
  done: 'Terminé',
  saving: 'Enregistrement des rôles…',
  addShort: 'Ajouter',
  removeShort: 'Retirer',
}

export const hotel: Translation['hotel'] = {
  title: 'Hôtel',
  labels: {
    hotelDate: 'Date',
    hotelName: 'Nom',
    hotelType: 'Type',
    hotelAddress: 'Adresse',
    hotelContacts: 'Contacts',
    hotelTransferTime: 'Temps de transfert',
    hotelPickupTime: 'Heure de prise en charge',
    hotelTransportCompanyName: 'Société de transport',
    hotelTransportCompanyType: 'Type de transport',
    hotelTransportCompanyAddresses: 'Adresse de la société de transport',
    hotelTransportCompanyContacts: 'Contacts de la société de transport',
    hotelRemark: 'Remarque',
  },
  parts: {
    country: 'Pays',
    zipCode: 'Code postal',
    city: 'Ville',
    street: 'Rue',
    phone: 'Téléphone',
    fax: 'Fax',
    email: 'E-mail',
    otherEmail: 'Autre e-mail',
  },
  transferMinutes: '{minutes} min',
  empty: "Aucun détail disponible pour l'hôtel.",
  details: "Détails de l'hôtel",
  loadFailed: "Les détails de l'hôtel n'ont pas pu être chargés.",
}

export const pairing: Translation['pairing'] = {
  title: '{fromAirport} {fromDate} - {toAirport} {toDate}',
  details: 'Détails de la rotation',
  subEvents: 'Activités de la rotation',
  departedEarly: 'Départ en avance',
  departedLate: 'Départ en retard',
  loadFailed: "La rotation n'a pas pu être chargée.",
}

export const eventRemark: Translation['eventRemark'] = {
  title: "Remarque sur l'activité",
  noRemark: 'Aucune remarque pour cette activité.',
  forEvent: '{event} du {date}',
}

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
}

export const rosterChanges: Translation['rosterChanges'] = {
  title: 'Modifications de planning',
  intro: 'Le service planning a modifié votre planning. Veuillez confirmer que vous en avez pris connaissance.',
  oldDuty: 'Avant',
  newDuty: 'Après',
  noDuty: 'Aucune activité',
  schedulerMessage: 'Message du service planning',
  selectDay: 'Sélectionner les modifications du {date}',
  selectAll: 'Tout sélectionner',
  confirmSelected: 'Confirmer la sélection',
  confirming: 'Confirmation…',
  scrollToEnd: "Faites défiler la liste jusqu'en bas pour confirmer.",
  notConfirmable: 'Ne peut pas être confirmée',
  empty: "Aucune modification de planning à confirmer.",
  confirmed: 'Modifications de planning confirmées.',
  listLabel: 'Modifications à confirmer',
}
