import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as enSignedIn from '../../../locales/en/signed-in'
import * as enSignedOut from '../../../locales/en/signed-out'
import en from '../../../locales/en/index'
import * as frSignedIn from '../../../locales/fr/signed-in'
import * as frSignedOut from '../../../locales/fr/signed-out'
import fr from '../../../locales/fr/index'
import { SIGNED_IN_SECTIONS } from '../../../ui/i18n/load-language'

// The login form waits for the signed-out part of a dictionary only; the signed-in part loads with the first screen
// of the signed-in app (ui/i18n/load-language.ts). Together the two parts are the whole dictionary.
const Parts = suite('dictionary parts')

const LANGUAGES = [
  { name: 'en', whole: en, signedOut: enSignedOut, signedIn: enSignedIn },
  { name: 'fr', whole: fr, signedOut: frSignedOut, signedIn: frSignedIn },
] as const

for (const { name, whole, signedOut, signedIn } of LANGUAGES) {
  Parts(`${name}: every section is in exactly one part, with the same entries as index.ts`, () => {
    const outKeys = Object.keys(signedOut).sort()
    const inKeys = Object.keys(signedIn).sort()
    assert.equal(outKeys.filter((k) => inKeys.includes(k)), [], 'no section in both parts')
    assert.equal([...outKeys, ...inKeys].sort(), Object.keys(whole).sort())
    assert.equal({ ...signedOut, ...signedIn }, { ...whole })
  })

  Parts(`${name}: the signed-in sections made empty before the part loads are those of the signed-in part`, () => {
    assert.equal([...SIGNED_IN_SECTIONS].sort(), Object.keys(signedIn).sort())
  })
}

Parts.run()
