// Cases found by mutation testing core/roster/family-share (docs/testing.md, core/roster): each asserts what a family
// link's viewer sees that no other test pinned down (every weekday and month, every word of the page in both languages).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { FAMILY_WORDS, familyDate, familyDayText } from '../../../../core/roster/family-share/family-text.rules'

const Words = suite('family share: edges found by mutation testing')
const d = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s)

Words('every weekday (Monday 16 March 2026 to Sunday 22) and every month, in English and in French', () => {
  const week = ['16', '17', '18', '19', '20', '21', '22'].map((day) => d(`2026-03-${day}`))
  assert.equal(week.map((x) => familyDate(x, 'en')), ['Mon 16 Mar', 'Tue 17 Mar', 'Wed 18 Mar', 'Thu 19 Mar', 'Fri 20 Mar', 'Sat 21 Mar', 'Sun 22 Mar'])
  assert.equal(week.map((x) => familyDate(x, 'fr')), ['lun. 16 mars', 'mar. 17 mars', 'mer. 18 mars', 'jeu. 19 mars', 'ven. 20 mars', 'sam. 21 mars', 'dim. 22 mars'])
  const firsts = Array.from({ length: 12 }, (_, i) => d(`2026-${String(i + 1).padStart(2, '0')}-01`))
  assert.equal(firsts.map((x) => familyDate(x, 'en').split(' ')[2]), ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  assert.equal(firsts.map((x) => familyDate(x, 'fr').split(' ')[2]), ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'])
})

Words('the words of a day without a time, in English and in French', () => {
  const kinds = ['home', 'free', 'dayOff', 'holiday', 'busy'] as const
  assert.equal(kinds.map((kind) => familyDayText({ date: d('2026-03-16'), kind }, 'en').label), ['At home', 'Free', 'Day off', 'Holiday', 'Busy'])
  assert.equal(kinds.map((kind) => familyDayText({ date: d('2026-03-16'), kind }, 'fr').label), ['À la maison', 'Libre', 'Repos', 'Congés', 'Indisponible'])
})

Words('the page\'s own words, in English and in French', () => {
  const page = (w: (typeof FAMILY_WORDS)['en']) => [w.title('Alex'), w.intro, w.updated, w.feed, w.yourTime, w.localTime]
  assert.equal(page(FAMILY_WORDS.en), [
    'Where Alex is',
    'Shared with you from the airline crew app. Times are in your time zone, with the local time at home beside them.',
    'Updated', 'Add to your calendar', 'your time', 'local time',
  ])
  assert.equal(page(FAMILY_WORDS.fr), [
    'Où est Alex',
    'Partagé avec vous depuis l’application des équipages. Les heures sont dans votre fuseau horaire, avec l’heure locale à la maison à côté.',
    'Mis à jour', 'Ajouter à votre agenda', 'votre heure', 'heure locale',
  ])
})

Words.run()
