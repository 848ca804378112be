import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../core/errors/app-error'
import { loadSignedInLanguage } from '../../../core/settings/load-signed-in-language.use-case'
import { signedInLanguage, type SignedInLanguageInput } from '../../../core/settings/signed-in-language.rules'

const offline: TransportError = { _tag: 'Offline' }
const input = (overrides: Partial<SignedInLanguageInput> = {}): SignedInLanguageInput => ({
  languageServiceAvailable: true,
  answer: E.right('fr'),
  current: 'en',
  chosenMeanwhile: false,
  ...overrides,
})

const Rule = suite('signedInLanguage')

Rule('the server\'s preferred language applies right after sign-in, whatever local storage held (a new device)', () => {
  assert.equal(signedInLanguage(input()), { _tag: 'Apply', language: 'fr' })
  assert.equal(signedInLanguage(input({ answer: E.right('en'), current: 'fr' })), { _tag: 'Apply', language: 'en' })
  assert.equal(signedInLanguage(input({ answer: E.right(' FR ') })), { _tag: 'Apply', language: 'fr' })
})

Rule('the same language as shown changes nothing', () => {
  assert.equal(signedInLanguage(input({ current: 'fr' })), { _tag: 'Keep', reason: 'sameLanguage' })
})

Rule('"accepted only if they are 2 characters after trim and lowercase. Otherwise an error is logged": the shown language stays', () => {
  assert.equal(signedInLanguage(input({ answer: E.right('french') })), { _tag: 'Reject', raw: 'french' })
  assert.equal(signedInLanguage(input({ answer: E.right('') })), { _tag: 'Reject', raw: '' })
})

Rule('a valid code the app has no dictionary for gives the fallback English', () => {
  assert.equal(signedInLanguage(input({ answer: E.right('de'), current: 'fr' })), { _tag: 'Apply', language: 'en' })
})

Rule('no language service, a failed call (offline sign-in) or a choice made meanwhile keep the shown language', () => {
  assert.equal(signedInLanguage(input({ languageServiceAvailable: false })), { _tag: 'Keep', reason: 'serviceUnavailable' })
  assert.equal(signedInLanguage(input({ answer: E.left(offline) })), { _tag: 'Keep', reason: 'notLoaded' })
  assert.equal(signedInLanguage(input({ chosenMeanwhile: true })), { _tag: 'Keep', reason: 'chosenMeanwhile' })
})

Rule.run()

const Load = suite('loadSignedInLanguage')

Load('asks GET /preferredLanguage once and decides with the state at the time the answer comes', async () => {
  let calls = 0
  let chosen = false
  const load = loadSignedInLanguage({
    loadPreferredLanguage: () => {
      calls += 1
      chosen = true // the user switches while the call is under way
      return TE.right('fr')
    },
  })
  const decision = await load({ languageServiceAvailable: true, current: () => 'en', chosenMeanwhile: () => chosen })()
  assert.is(calls, 1)
  assert.equal(decision, { _tag: 'Keep', reason: 'chosenMeanwhile' })
})

Load('without the language service the call is not made', async () => {
  let calls = 0
  const load = loadSignedInLanguage({ loadPreferredLanguage: () => ((calls += 1), TE.right('fr')) })
  assert.equal(await load({ languageServiceAvailable: false, current: () => 'en', chosenMeanwhile: () => false })(), { _tag: 'Keep', reason: 'serviceUnavailable' })
  assert.is(calls, 0)
})

Load('a new device: English shown from empty local storage, French saved on the server -> French', async () => {
  const load = loadSignedInLanguage({ loadPreferredLanguage: () => TE.right('fr') })
  assert.equal(await load({ languageServiceAvailable: true, current: () => 'en', chosenMeanwhile: () => false })(), { _tag: 'Apply', language: 'fr' })
})

Load.run()
