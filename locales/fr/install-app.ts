import type { Translation } from '../i18n-types.js'

/** Paramètres → installer l'application web sur cet appareil (issue 32). */
export const installApp: Translation['installApp'] = {
  title: 'Application',
  hint: 'Mettez {airline} sur votre écran d’accueil : elle s’ouvre comme toute autre application, dans sa propre fenêtre, et démarre sans connexion.',
  install: 'Installer l’application sur cet appareil',
  installing: 'Installation…',
  accepted: 'L’application est en cours d’installation sur cet appareil.',
  dismissed: 'Non installée. Vous pourrez l’installer plus tard depuis le menu du navigateur.',
}
