import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TravelWarning } from '../../../../core/my-data/travel-warnings.rules'
import { i18nObject } from '../../../../locales/i18n-util.js'
import { countryName, travelWarningText } from '../../../../ui/features/home/travel-warning.text'
import { loadDictionaries } from '../../providers'

const d = (s: string) => Temporal.PlainDate.from(s)
const trip = { eventId: 'PAR1', tripEventId: 'L1', country: 'JPN', tripDate: d('2026-04-02') }
const WARNINGS: ReadonlyArray<TravelWarning> = [
  { _tag: 'PassportMissing', ...trip },
  { _tag: 'PassportExpiresBeforeTrip', ...trip, number: 'SE1', expiryDate: d('2026-04-01'), neededUntil: d('2026-10-02') },
  { _tag: 'PassportWithinMargin', ...trip, number: 'SE1', expiryDate: d('2026-09-01'), neededUntil: d('2026-10-02') },
  { _tag: 'VisaMissing', ...trip },
  { _tag: 'VisaExpiresBeforeTrip', ...trip, number: 'JP-7', expiryDate: d('2026-03-31') },
]

const Text = suite('travel warning texts')
Text.before(loadDictionaries)

Text('each kind of warning names its document, the country, the trip date and the date that matters, in English', () => {
  assert.equal(
    WARNINGS.map((w) => travelWarningText(w, i18nObject('en'), 'en', 'dd MMM yyyy')),
    [
      'No passport on file for your trip to Japan on 02 Apr 2026.',
      'Passport SE1 expires on 01 Apr 2026, before your trip to Japan on 02 Apr 2026.',
      'Passport SE1 expires on 01 Sep 2026: for your trip to Japan on 02 Apr 2026 it must be valid until 02 Oct 2026.',
      'No visa for Japan on file for your trip on 02 Apr 2026.',
      'Visa JP-7 for Japan expires on 31 Mar 2026, before your trip on 02 Apr 2026.',
    ],
  )
})

Text('and in French, with the profile\'s date format', () => {
  assert.equal(
    WARNINGS.map((w) => travelWarningText(w, i18nObject('fr'), 'fr', 'dd/MM/yyyy')),
    [
      'Aucun passeport enregistré pour votre voyage du 02/04/2026 (destination : Japon).',
      'Le passeport SE1 expire le 01/04/2026, avant votre voyage du 02/04/2026 (destination : Japon).',
      'Le passeport SE1 expire le 01/09/2026 : pour votre voyage du 02/04/2026 (destination : Japon), il doit être valable jusqu’au 02/10/2026.',
      'Aucun visa enregistré pour votre voyage du 02/04/2026 (pays : Japon).',
      'Le visa JP-7 (pays : Japon) expire le 31/03/2026, avant votre voyage du 02/04/2026.',
    ],
  )
})

Text('a country the tables do not know is shown by its code', () => {
  assert.is(countryName('USA', 'en'), 'United States')
  assert.is(countryName('GBR', 'fr'), 'Royaume-Uni')
  assert.is(countryName('XYZ', 'en'), 'XYZ')
})

Text.run()
