import type { Translation } from '../i18n-types.js'

/** Le mois bloc imprimé (issue 32) : une page par mois bloc, sur papier. */
export const printMonth: Translation['printMonth'] = {
  title: '{airline} · Planning',
  blockMonth: 'Mois bloc : {month}',
  crew: '{name} · Matricule {crmId}',
  printedOn: 'Imprimé le {date}',
  calendar: 'Calendrier',
  duties: 'Activités',
  date: 'Date',
  duty: 'Activité',
  local: 'Heure locale',
  utc: 'UTC',
  wholeDay: 'Toute la journée',
  none: 'Aucune activité dans ce mois bloc.',
}
