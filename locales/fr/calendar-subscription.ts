import type { Translation } from '../i18n-types.js'

/** Paramètres → Abonnement calendrier (calendar subscription). */
export const calendarSubscription: Translation['calendarSubscription'] = {
  title: 'Abonnement calendrier',
  intro: "Suivez vos activités dans votre application de calendrier (Google Agenda, Calendrier Apple, Outlook…). Le lien est personnel et secret : toute personne qui l'a peut voir vos activités.",
  loading: "Chargement de l'abonnement calendrier…",
  inactive: "Aucun lien de calendrier n'est actif.",
  active: 'Un lien de calendrier est actif (créé le {date}).',
  create: 'Créer un lien de calendrier',
  rotate: 'Remplacer le lien',
  rotateHint: "Remplacer ou révoquer le lien désactive aussitôt l'ancien.",
  revoke: 'Révoquer le lien',
  working: 'En cours…',
  link: 'Lien du calendrier',
  shownOnce: "Ajoutez ce lien à votre application de calendrier maintenant : il n'est affiché qu'une fois.",
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  copyFailed: "Le lien n'a pas pu être copié : sélectionnez-le et copiez-le à la main.",
  qrAlt: 'Code QR du lien de calendrier',
  qrHint: "Scannez-le avec votre téléphone pour vous y abonner.",
  revoked: "Le lien de calendrier est révoqué : les calendriers abonnés ne sont plus mis à jour.",
  failed: "L'abonnement calendrier n'a pas pu être modifié. Réessayez.",
  loadFailed: "L'abonnement calendrier n'a pas pu être chargé.",
  offline: "L'abonnement calendrier ne peut être modifié qu'en ligne.",
  rotateConfirmTitle: 'Remplacer le lien du calendrier ?',
  rotateConfirmMessage: "Le lien actuel cesse aussitôt de fonctionner : les calendriers qui y sont abonnés ne se mettent plus à jour tant que vous n'avez pas ajouté le nouveau lien.",
}
