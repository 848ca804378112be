/** Travel documents against the roster: warnings on home and on a duty. */
export const travelWarnings = {
  title: 'Travel documents',
  summary: '{count} warning{{s}}',
  passportMissing: 'No passport on file for your trip to {country} on {tripDate}.',
  passportExpiresBeforeTrip: 'Passport {number} expires on {expiry}, before your trip to {country} on {tripDate}.',
  passportWithinMargin: 'Passport {number} expires on {expiry}: for your trip to {country} on {tripDate} it must be valid until {neededUntil}.',
  visaMissing: 'No visa for {country} on file for your trip on {tripDate}.',
  visaExpiresBeforeTrip: 'Visa {number} for {country} expires on {expiry}, before your trip on {tripDate}.',
  moreTrips: 'The same applies to {count} more trip{{s}}.',
  link: 'Check my travel documents',
}
