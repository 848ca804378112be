import type { Translation } from '../i18n-types.js'

/** Le cadre de l'application : mots courants, éléments globaux (navigation et noms de dates : nav.ts, calendar-names.ts). */
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

export const global: Translation['global'] = {
  progress: 'Chargement en cours, veuillez patienter',
  unsavedChanges: {
    title: 'Arrêter la modification ?',
    message: 'Vos modifications ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
    yes: 'Oui, abandonner',
    no: 'Non, continuer',
  },
  newVersion: {
    label: 'Nouvelle version',
    message: 'Une nouvelle version est prête.',
    reload: 'Recharger',
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

