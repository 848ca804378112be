import type { Translation } from '../i18n-types.js'

/** Documents de voyage et planning (travel-document warnings) : avertissements sur l'accueil et sur un service. */
export const travelWarnings: Translation['travelWarnings'] = {
  title: 'Documents de voyage',
  summary: '{count} avertissement{{s}}',
  passportMissing: 'Aucun passeport enregistré pour votre voyage du {tripDate} (destination : {country}).',
  passportExpiresBeforeTrip: 'Le passeport {number} expire le {expiry}, avant votre voyage du {tripDate} (destination : {country}).',
  passportWithinMargin: 'Le passeport {number} expire le {expiry} : pour votre voyage du {tripDate} (destination : {country}), il doit être valable jusqu’au {neededUntil}.',
  visaMissing: 'Aucun visa enregistré pour votre voyage du {tripDate} (pays : {country}).',
  visaExpiresBeforeTrip: 'Le visa {number} (pays : {country}) expire le {expiry}, avant votre voyage du {tripDate}.',
  moreTrips: 'Cela concerne aussi {count} autre{{s}} voyage{{s}}.',
  link: 'Vérifier mes documents de voyage',
}
