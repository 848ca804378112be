import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as enSignedIn from '../../../locales/en/signed-in'
import * as enHome from '../../../locales/en/signed-in-home'
import * as enSignedOut from '../../../locales/en/signed-out'
import en from '../../../locales/en/index'
import * as frSignedIn from '../../../locales/fr/signed-in'
import * as frHome from '../../../locales/fr/signed-in-home'
import * as frSignedOut from '../../../locales/fr/signed-out'
import fr from '../../../locales/fr/index'
import { HOME_SECTIONS, SCREENS_SECTIONS, SIGNED_IN_SECTIONS } from '../../../ui/i18n/load-language'

// The login form waits for the signed-out part of a dictionary only; the home part loads with the first screen of
// the signed-in app, the screens part with the first screen other than home (ui/i18n/load-language.ts). Together the
// three parts are the whole dictionary.
const Parts = suite('dictionary parts')

const LANGUAGES = [
  { name: 'en', whole: en, signedOut: enSignedOut, home: enHome, screens: enSignedIn },
  { name: 'fr', whole: fr, signedOut: frSignedOut, home: frHome, screens: frSignedIn },
] as const

for (const { name, whole, signedOut, home, screens } of LANGUAGES) {
  Parts(`${name}: every section is in exactly one part, with the same entries as index.ts`, () => {
    const parts = [Object.keys(signedOut), Object.keys(home), Object.keys(screens)]
    const all = parts.flat()
    assert.equal(all.filter((k, i) => all.indexOf(k) !== i), [], 'no section in two parts')
    assert.equal([...all].sort(), Object.keys(whole).sort())
    assert.equal({ ...signedOut, ...home, ...screens }, { ...whole })
  })

  Parts(`${name}: the signed-in sections made empty before their part loads are those of the two signed-in parts`, () => {
    assert.equal([...HOME_SECTIONS].sort(), Object.keys(home).sort())
    assert.equal([...SCREENS_SECTIONS].sort(), Object.keys(screens).sort())
    assert.equal([...SIGNED_IN_SECTIONS].sort(), [...Object.keys(home), ...Object.keys(screens)].sort())
  })

  Parts(`${name}: the home part holds the sections the roster reads (home, its duty labels, date names, duty kinds and event types, the travel warnings, the outbox banners, the bottom navigation, the printed block month) and the check-in offer`, () => {
    assert.equal(Object.keys(home).sort(), ['checkIn', 'dates', 'duty', 'dutyKinds', 'eventTypes', 'home', 'nav', 'outbox', 'travelWarnings'])
  })
}

Parts.run()
