import type { Translation } from '../i18n-types.js'

/** Actualités, message diffusé et remarques du jour. */
export const news: Translation['news'] = {
  title: 'Actualités',
  empty: "Il n'y a aucune actualité.",
  unread: 'Non lu',
  expired: 'Expiré',
  from: 'De {sender}',
  delete: 'Supprimer « {title} »',
  deleted: 'Actualité supprimée.',
  swipeHint: 'Faites glisser un élément sur le côté pour le supprimer.',
  expiredDialog: {
    title: 'Information',
    message: 'Cette actualité a expiré.',
  },
  categories: {
    message: 'Message',
    checkIn: 'Présentation',
    rosterChange: 'Modification de planning',
    other: 'Autre',
  },
  broadcast: {
    title: 'Message',
    sentAt: 'Envoyé le {date}',
    openRosterChanges: 'Voir les modifications de planning',
    openCheckIn: 'Accéder à la présentation',
  },
}

export const dailyRemarks: Translation['dailyRemarks'] = {
  title: 'Remarques du jour',
  fromScheduler: 'Du service planning',
  fromMe: 'Envoyées par moi',
  createNew: 'Nouvelle remarque',
  empty: "Il n'y a aucune remarque.",
  unread: 'Non lue',
  received: 'Reçue le {date}',
  remark: {
    title: 'Remarque du jour',
    date: 'Date',
    type: 'Type',
    comment: 'Commentaire',
    from: 'De',
    scheduler: 'Service planning',
    me: 'Moi',
  },
  newRemark: {
    title: 'Nouvelle remarque du jour',
    date: 'Date',
    type: 'Type',
    selectType: 'Choisissez un type',
    comment: 'Commentaire',
    send: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Remarque envoyée.',
    offline: "L'envoi n'est possible qu'en ligne.",
  },
  delete: 'Supprimer la remarque',
}
