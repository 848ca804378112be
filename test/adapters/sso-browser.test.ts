// The SSO adapter over a window (adapters/sso/sso-browser.ts, its flows in adapters/sso/sso-flows.ts): what a start
// reads of a provider's answer, and what it leaves in the address.
import * as O from 'fp-ts/Option'
import { Window } from 'happy-dom'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createSsoBrowser } from '../../adapters/sso/sso-browser'
import { PENDING_KEY } from '../../adapters/sso/sso-state'

/** The adapter over a happy-dom window at `url` (its Window is the DOM's as far as the adapter reads it). */
const atAddress = async (url: string, run: (win: Window, sso: ReturnType<typeof createSsoBrowser>) => Promise<void>) => {
  const win = new Window({ url })
  try {
    // happy-dom's Window types differ from lib.dom's in parts the adapter does not use.
    await run(win, createSsoBrowser(win as unknown as globalThis.Window))
  } finally {
    await win.happyDOM.close()
  }
}

const Sso = suite('SSO adapter: a provider\'s answer at start')

Sso('no answer (nothing pending in the tab, no hash): none, and the address is left as it is', () =>
  atAddress('https://crew.example.test/summary?from=mail', async (win, sso) => {
    assert.equal(await sso.completeReturn(), O.none)
    assert.is(win.location.href, 'https://crew.example.test/summary?from=mail')
  }))

Sso('a SAML2 answer in the hash: signed in, and the hash leaves the address (the query stays)', () =>
  atAddress('https://crew.example.test/summary?from=mail#saml2=ok', async (win, sso) => {
    assert.equal(await sso.completeReturn(), O.some({ _tag: 'SignedIn' }))
    assert.is(win.location.href, 'https://crew.example.test/summary?from=mail')
  }))

Sso('a refused SAML2 answer carries its reason; a hash of the app\'s own is no answer', async () => {
  await atAddress('https://crew.example.test/#saml2=failed&reason=UserNotAllowed', async (_win, sso) => {
    const outcome = await sso.completeReturn()
    assert.ok(O.isSome(outcome) && outcome.value._tag === 'Refused', 'refused')
  })
  await atAddress('https://crew.example.test/#main', async (win, sso) => {
    assert.equal(await sso.completeReturn(), O.none)
    assert.is(win.location.hash, '#main')
  })
})

Sso('an OpenID request pending in the tab without the provider\'s answer in the address: nothing to check, none', () =>
  atAddress('https://crew.example.test/', async (win, sso) => {
    win.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ issuer: 'https://idp.example', clientId: 'web', verifier: 'v', state: 's', nonce: 'n', redirectUri: 'https://crew.example.test/' }))
    assert.equal(await sso.completeReturn(), O.none)
  }))

Sso.run()
