import type { Translation } from '../i18n-types.js'

/** Récapitulatif, paramètres et paramètres de notification. */
export const summary: Translation['summary'] = {
  title: 'Récapitulatif',
  blockMonth: 'Mois de planning',
  from: 'Du',
  to: 'Au',
  apply: 'Appliquer',
  empty: "Aucun récapitulatif n'est disponible pour cette période.",
  expired: 'Expiré',
  expiresSoon: 'Expire bientôt',
  valid: 'Valide',
  expiresOn: 'Expire le {date}',
}

export const settings: Translation['settings'] = {
  title: 'Paramètres',
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
  subscriptions: 'Abonnements aux actualités',
  subscriptionLocked: 'Toujours actif',
  emailAddress: 'Adresse e-mail',
  phone: 'Téléphone mobile',
  phoneHint: 'Format international, par exemple +123456789',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Paramètres de notification enregistrés.',
}
