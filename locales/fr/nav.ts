import type { Translation } from '../i18n-types.js'

/** La navigation du bas et le retour à un écran (application connectée). */
export const nav: Translation['nav'] = {
  main: 'Navigation principale',
  duties: 'Activités',
  dailyRemarks: 'Remarques du jour',
  news: 'Actualités',
  profile: 'Profil',
  newItems: 'Nouveaux éléments',
  backTo: 'Retour à {screen}',
}
