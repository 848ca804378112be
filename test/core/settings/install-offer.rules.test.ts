import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { INSTALL_OFFER_MIN_SIGN_INS, SIGN_IN_COUNT_CAP, showsInstallOffer, signInCountAfter } from '../../../core/settings/install-offer.rules'

const Offer = suite('install offer (issue 32)')
const offered = { browserOffersInstall: true, nativeWrapper: false, installed: false, signIns: 2 }

Offer('offered from the second sign-in, where the browser offers an install', () => {
  assert.is(INSTALL_OFFER_MIN_SIGN_INS, 2)
  assert.is(showsInstallOffer({ ...offered, signIns: 0 }), false)
  assert.is(showsInstallOffer({ ...offered, signIns: 1 }), false, 'a first sign-in is not asked to keep the app')
  assert.is(showsInstallOffer({ ...offered, signIns: 2 }), true)
  assert.is(showsInstallOffer({ ...offered, signIns: 40 }), true)
})

Offer('never where the browser offers no install, in the native wrapper, or in the installed app', () => {
  assert.is(showsInstallOffer({ ...offered, browserOffersInstall: false }), false)
  assert.is(showsInstallOffer({ ...offered, nativeWrapper: true }), false)
  assert.is(showsInstallOffer({ ...offered, installed: true }), false)
})

Offer('the count: one more per sign-in, from nothing or from an unreadable value, and capped', () => {
  assert.is(signInCountAfter(undefined), 1)
  assert.is(signInCountAfter(1), 2)
  assert.is(signInCountAfter(-3), 1)
  assert.is(signInCountAfter(1.5), 1)
  assert.is(signInCountAfter(SIGN_IN_COUNT_CAP), SIGN_IN_COUNT_CAP)
})

Offer.run()
