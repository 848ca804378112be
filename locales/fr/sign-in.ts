import type { Translation } from '../i18n-types.js'

/** Choix du serveur, connexion, mot de passe oublié, reconnexion. */
export const servers: Translation['servers'] = {
  title: 'Choisissez votre serveur',
  server: 'Serveur',
  origin: 'Origine',
  path: 'Chemin',
  port: 'Port',
  urlState: 'État du serveur',
  status: {
    UNKNOWN: 'Pas encore vérifié',
    PENDING: 'Vérification…',
    AVAILABLE: 'Disponible',
    UNREACHABLE: 'Inaccessible',
  },
  securityConfiguration: 'Configuration de sécurité',
  loginMethod: 'Méthode de connexion',
  loginMethods: {
    sso: 'Authentification unique (SSO)',
    normal: "Nom d'utilisateur et mot de passe",
  },
  authUrl: "URL d'authentification",
  startApplication: "Démarrer l'application",
  addNewServer: 'Ajouter un serveur',
  back: 'Retour',
  newServer: {
    title: 'Ajouter un serveur',
    name: 'Nom',
    origin: 'Origine',
    path: 'Chemin',
    port: 'Port',
    test: 'Tester',
    testing: 'Test en cours…',
    addServer: 'Ajouter le serveur',
    back: 'Retour',
    testFirst: "Testez le serveur avant de l'ajouter.",
  },
}

export const login: Translation['login'] = {
  title: 'Connexion',
  welcome: 'Bienvenue chez {airline}',
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Se connecter',
  signingIn: 'Connexion…',
  starting: 'Démarrage de l’application… Votre saisie est conservée ; Se connecter fonctionnera dans un instant.',
  sessionExpiredInfo: 'Votre session a expiré. Reconnectez-vous pour continuer.',
  reauthenticateTitle: 'Session expirée',
  lockedInfo: 'L’application s’est verrouillée après une période sans activité. Reconnectez-vous pour reprendre là où vous étiez.',
  lockedTitle: 'Application verrouillée',
  forgotPassword: 'Mot de passe oublié ?',
  offlineWarning: 'Vous êtes hors ligne. La connexion n’est possible que si vous vous êtes déjà connecté sur cet appareil.',
  ssoRedirect: 'Redirection vers la connexion de votre compagnie…',
  ssoOr: 'ou',
  ssoOidc: 'Se connecter avec le SSO (OpenID Connect)',
  ssoSaml2: 'Se connecter avec le SSO (SAML2)',
  saml2Error: {
    title: 'Échec de la connexion',
    message: "La connexion via votre compagnie n'a pas pu aboutir.",
    retry: 'Réessayer',
  },
  changeServer: 'Changer de serveur',
}

export const forgetPassword: Translation['forgetPassword'] = {
  title: 'Réinitialiser le mot de passe',
  intro: "Saisissez votre nom d'utilisateur. Un nouveau mot de passe vous sera envoyé.",
  username: "Nom d'utilisateur",
  resend: 'Renvoyer le mot de passe',
  sending: 'Envoi…',
  sent: 'Un nouveau mot de passe vous a été envoyé.',
  back: 'Retour à la connexion',
}
