import type { Translation } from '../i18n-types.js'

/** Étape, rôles, hôtel, rotation, remarque d'activité et modifications de planning (la présentation est dans check-in.ts). */
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
  estimatedTime: 'Heure estimée',
  loadFailed: "La rotation n'a pas pu être chargée.",
}

export const eventRemark: Translation['eventRemark'] = {
  title: "Remarque sur l'activité",
  noRemark: 'Aucune remarque pour cette activité.',
  forEvent: '{event} du {date}',
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
