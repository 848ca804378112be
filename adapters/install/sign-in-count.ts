import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import type { Preferences } from '../../core/platform/preferences.port'
import { signInCountAfter } from '../../core/settings/install-offer.rules'
import type { CrmId } from '../../core/shared/brands'

/**
 * The sign-ins on this device per crew member (the install offer waits for the second, issue 32), in the crew
 * member's preferences. Apart from the install offer's adapter, which loads only with Settings: every sign-in is
 * counted, so this part comes with the composition root.
 */
export const signInsOf = (preferences: Preferences, crmId: CrmId): number => O.getOrElse(() => 0)(preferences.forUser(crmId).read('signInCount', t.number))

/** One more sign-in of `crmId` on this device. */
export const recordSignIn = (preferences: Preferences, crmId: CrmId): void => {
  const scope = preferences.forUser(crmId)
  scope.write('signInCount', t.number, signInCountAfter(O.toUndefined(scope.read('signInCount', t.number))))
}
