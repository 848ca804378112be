import type { Translation } from '../i18n-types.js'

/** La boîte d'envoi hors ligne (boîte d’envoi hors ligne). */
export const outbox: Translation['outbox'] = {
  waiting: 'En attente d’envoi : l’envoi se fera au retour de la connexion.',
  sending: 'Envoi…',
  sent: 'Envoyé {time}.',
  refused: 'Refusé par le serveur : {reason}',
  notKept: 'Impossible de le garder sur l’appareil pour l’envoyer plus tard. Reconnectez-vous, puis réessayez.',
  remarkOffline: 'Vous êtes hors ligne : votre remarque sera gardée sur cet appareil et envoyée au retour de la connexion.',
  confirmationOffline: 'Vous êtes hors ligne : votre confirmation sera gardée sur cet appareil et envoyée au retour de la connexion.',
  confirmationTitle: 'Votre confirmation',
  waitingRemarks: 'Remarques faites hors ligne',
  remarkLine: '{date}, {type} : {comment}',
  lastSynced: 'Dernière synchronisation {time}',
  neverSynced: 'Pas encore synchronisé sur cet appareil',
  lockedTitle: 'En attente d’envoi',
  locked: '{count} action{{s}} faite{{s}} hors ligne attend{{|ent}} sur cet appareil. Saisissez votre mot de passe pour {{l’envoyer|les envoyer}}.',
  lockedPassword: 'Mot de passe',
  lockedSend: 'Envoyer maintenant',
  lockedMismatch: 'Ce n’est pas le mot de passe de votre dernière connexion sur cet appareil.',
}
