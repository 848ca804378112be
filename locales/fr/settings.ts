import type { Translation } from '../i18n-types.js'

/** Récapitulatif, paramètres et paramètres de notification. */
export const summary: Translation['summary'] = {
  title: 'Récapitulatif',
  blockMonth: 'Mois de planning',
  previousBlockMonth: 'Mois de planning précédent',
  nextBlockMonth: 'Mois de planning suivant',
  range: "Période d'échantillon",
  from: 'Du',
  to: 'Au',
  fromHint: 'Pas avant le {min}',
  toHint: 'Du {min} au {max}',
  apply: 'Appliquer',
  empty: "Aucun récapitulatif n'est disponible pour cette période.",
  loadFailed: "Le récapitulatif n'a pas pu être chargé.",
  noPeriod: "La période de planning n'est pas encore chargée.",
  status: 'Statut',
  groups: 'Groupes du récapitulatif',
  expired: 'Expiré',
  expiresSoon: 'Expire bientôt',
  valid: 'Valide',
  expiresOn: 'Expire le {date}',
}

export const settings: Translation['settings'] = {
  title: 'Paramètres',
  account: 'Compte',
  preferences: 'Préférences',
  userName: 'Nom',
  crewId: 'Matricule',
  notificationSettings: 'Actualités et notifications',
  myData: 'Mes données',
  autoRefresh: 'Actualiser automatiquement les activités',
  autoRefreshHint: "Si l'option est désactivée, une pastille sur le bouton d'actualisation signale les mises à jour.",
  language: 'Langue',
  languages: {
    en: 'English',
    fr: 'Français',
  },
  appearance: 'Apparence',
  logout: 'Se déconnecter',
  loggingOut: 'Déconnexion…',
  logoutOffline: "La déconnexion n'est possible qu'en ligne.",
  version: 'Version {version}',
}

export const notificationSettings: Translation['notificationSettings'] = {
  title: 'Actualités et notifications',
  channels: 'Me prévenir par',
  email: 'E-mail',
  sms: 'SMS',
  push: 'Notification push',
  smsAgreement: "J'accepte de recevoir des notifications par SMS sur mon téléphone mobile. Le coût d'un SMS standard peut s'appliquer.",
  smsAgreementKeywords: 'Envoyez {stop} au {shortCode} pour ne plus recevoir de SMS et {start} pour les recevoir à nouveau.',
  pushAgreement: "J'accepte de recevoir des notifications push sur cet appareil.",
  profileAgreements: {
    alpine: {
      sms: "J'accepte qu'Alpine Air m'envoie les changements d'activité par SMS sur mon téléphone mobile depuis le numéro court 4040. Le coût d'un SMS standard peut s'appliquer.",
      push: "J'accepte qu'Alpine Air m'envoie les changements d'activité en notifications push sur cet appareil.",
    },
    boreal: {
      sms: "J'accepte de recevoir les alertes équipage de Boreal Wings par SMS. Des frais de messages et de données peuvent s'appliquer.",
      push: "J'accepte de recevoir les alertes équipage de Boreal Wings en notifications push sur cet appareil.",
    },
    showcase: {
      sms: "J'accepte que Showcase Air m'envoie par SMS les changements de planning et les rappels de présentation. Le coût d'un SMS standard peut s'appliquer.",
      push: "J'accepte que Showcase Air notifie cet appareil des changements de planning et des rappels de présentation.",
    },
  },
  subscriptions: 'Abonnements aux actualités',
  subscriptionsHint: 'Choisissez-en au moins un.',
  subscriptionLocked: 'Toujours actif',
  contact: 'Coordonnées',
  emailAddress: 'Adresse e-mail',
  phone: 'Téléphone mobile',
  phoneHint: 'Format international, par exemple +123456789',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Paramètres de notification enregistrés.',
  saveFailed: "Les paramètres de notification n'ont pas pu être enregistrés.",
  loadFailed: "Les paramètres de notification n'ont pas pu être chargés.",
  offline: "Cette page n'est modifiable qu'en ligne et connecté.",
}
