import type { Translation } from '../i18n-types.js'

/** Le cadre de l'application : mots courants, navigation, éléments globaux, noms de dates. */
export const app: Translation['app'] = {
  name: 'Crew Duty Plan',
  skipToContent: 'Aller au contenu',
  logoAlt: 'Logo {airline}',
  version: 'Version {version}',
}

export const common: Translation['common'] = {
  ok: 'OK',
  cancel: 'Annuler',
  yes: 'Oui',
  no: 'Non',
  back: 'Retour',
  close: 'Fermer',
  save: 'Enregistrer',
  done: 'Terminé',
  edit: 'Modifier',
  delete: 'Supprimer',
  add: 'Ajouter',
  apply: 'Appliquer',
  submit: 'Valider',
  send: 'Envoyer',
  retry: 'Réessayer',
  reload: 'Recharger',
  refresh: 'Actualiser',
  confirm: 'Confirmer',
  loading: 'Chargement…',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  required: 'Obligatoire',
  optional: 'Facultatif',
  from: 'Du',
  to: 'Au',
  date: 'Date',
  time: 'Heure',
  show: 'Afficher',
  hide: 'Masquer',
  none: 'Aucun',
  select: 'Sélectionner…',
  details: 'Détails',
  today: "Aujourd'hui",
  localTime: 'Heure locale',
  utcTime: 'UTC',
  utcSuffix: 'UTC',
  minutes: '{count} min',
  dateRange: '{from} – {to}',
  readOnly: 'Lecture seule',
  notAvailableOffline: 'Indisponible hors ligne',
}

export const nav: Translation['nav'] = {
  main: 'Navigation principale',
  duties: 'Activités',
  dailyRemarks: 'Remarques du jour',
  news: 'Actualités',
  profile: 'Profil',
  newItems: 'Nouveaux éléments',
  backTo: 'Retour à {screen}',
}

export const global: Translation['global'] = {
  progress: 'Chargement en cours, veuillez patienter',
  unsavedChanges: {
    title: 'Arrêter la modification ?',
    message: 'Vos modifications ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
    yes: 'Oui, abandonner',
    no: 'Non, continuer',
  },
  cookieBanner: {
    label: 'Consentement aux cookies',
    message: 'Cette application utilise des cookies nécessaires à votre connexion et à la mémorisation de vos paramètres.',
    accept: 'Accepter',
  },
  offline: {
    banner: 'Vous êtes hors ligne. Les données enregistrées sur cet appareil sont affichées.',
    emptyTitle: 'Aucune donnée disponible hors ligne',
    emptyMessage: 'Cet écran nécessite une connexion la première fois. Connectez-vous et réessayez.',
  },
  noConnection: 'Aucune connexion au serveur.',
  noCommunicationService:
    'Aucune connexion au service de communication : les actualités et notifications peuvent ne pas être à jour.',
  errorBoundary: {
    title: 'Une erreur est survenue',
    message: "Cet écran n'a pas pu être affiché. Vos données sont intactes.",
    reload: "Recharger l'application",
    home: 'Retour aux activités',
  },
  serviceErrorDetails: 'Détails',
  dismiss: 'Fermer',
  starting: 'Démarrage…',
  notAvailable: {
    title: 'Pas encore disponible',
    message: "Cet écran n'est pas disponible dans cette version.",
  },
  foreignCrmId: {
    title: "Ce planning n'est pas le vôtre",
    message: "Ce lien concerne un autre membre d'équipage. Vous ne pouvez ouvrir que vos propres activités.",
    home: 'Retour à mes activités',
  },
  configLoadError: {
    title: "L'application n'a pas pu démarrer",
    retry: 'Réessayer',
  },
}

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
