import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { featureAccess } from '../../../core/access/feature-access'
import { PROFILE_FEATURE_IDS } from '../../../core/access/feature-ids'
import { Profile, type FeatureSwitches } from '../../../core/access/profile.codec'
import { DEFAULT_FEATURE_SWITCHES } from '../../../core/access/profile-defaults'
import { CHECK_IN_OFF_OVERRIDES, DEFAULT_PROFILE, NEWS_OFF_OVERRIDES, PASSWORD_RESET_OVERRIDES, PROFILE_OVERRIDE_EXAMPLES, profileWith } from '../../../core/access/profiles.rules'
import { validateProfile } from '../../../core/access/profile.codec'
import { decideSignedIn, decideSignedOut } from '../../../core/access/routes.rules'
import { enablingsWith } from './fixtures'

/** The switch ids a profile turns off relative to the defaults. */
const turnedOff = (switches: FeatureSwitches) => PROFILE_FEATURE_IDS.filter((id) => DEFAULT_FEATURE_SWITCHES[id] && !switches[id])

const Build = suite('profileWith and validateProfile')

Build('the default profile is valid profile data with the section 6 defaults', () => {
  assert.ok(E.isRight(validateProfile(DEFAULT_PROFILE)))
  assert.equal(DEFAULT_PROFILE.features, DEFAULT_FEATURE_SWITCHES)
})

Build('profileWith merges switches and display options key by key and keeps everything else', () => {
  const profile = profileWith({ id: 'x', features: { viewNews: false }, display: { weekStartsOnMonday: true } })
  assert.is(profile.id, 'x')
  assert.is(profile.name, DEFAULT_PROFILE.name)
  assert.equal(turnedOff(profile.features), ['viewNews'])
  assert.ok(profile.display.weekStartsOnMonday)
  assert.is(profile.display.localTimePostfix, 'LT')
})

Build('profileWith replaces the server list and builds on a given base', () => {
  const server = { name: 'Prod', origin: 'crew.example', port: 443, path: '/' }
  const base = profileWith({ servers: [server] })
  assert.equal(base.servers, [server])
  const derived = profileWith({ features: { performPasswordReset: true } }, base)
  assert.equal(derived.servers, [server])
  assert.ok(derived.features.performPasswordReset)
})

Build('validateProfile returns a decode error value naming the bad field', () => {
  const bad = { ...DEFAULT_PROFILE, features: { ...DEFAULT_FEATURE_SWITCHES, viewNews: 'yes' } }
  const result = validateProfile(bad)
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.equal(result.left.issues.map((i) => i.path), ['features.viewNews'])
  assert.ok(E.isLeft(validateProfile({ ...DEFAULT_PROFILE, display: { ...DEFAULT_PROFILE.display, disabledHotelFields: ['POOL'] } })))
  assert.ok(E.isLeft(validateProfile(null)))
})

Build('property: generated profiles decode and re-encode unchanged; broken ones give Left (1000 runs)', () => {
  const switches = fc.record(
    Object.fromEntries(PROFILE_FEATURE_IDS.map((id) => [id, fc.boolean()])) as Record<keyof FeatureSwitches, fc.Arbitrary<boolean>>,
    { noNullPrototype: true },
  )
  fc.assert(
    fc.property(switches, fc.string(), fc.constantFrom<unknown>(1, 'on', null, undefined), (features, id, junk) => {
      const wire = { ...DEFAULT_PROFILE, id, features }
      const decoded = Profile.decode(wire)
      assert.ok(E.isRight(decoded))
      if (E.isRight(decoded)) assert.equal(Profile.encode(decoded.right), wire)
      assert.ok(E.isLeft(validateProfile({ ...wire, features: { ...features, viewLeg: junk } })))
    }),
    { numRuns: 1000 },
  )
})

Build.run()

const Examples = suite('profile override examples (SPEC section 6)')

Examples('"One profile turns news view, roster-tags filter and role editing off."', () => {
  const profile = profileWith(NEWS_OFF_OVERRIDES)
  assert.equal(turnedOff(profile.features), ['viewRosterTagsCalendarFilter', 'viewNews', 'performRoleEditing'])
  const access = featureAccess(profile.features, enablingsWith())
  assert.equal(decideSignedIn('/news', 'C1', access), { _tag: 'Redirect', to: '/' })
})

Examples('"Others turn block-month switch, check-in, filter and role editing off."', () => {
  const profile = profileWith(CHECK_IN_OFF_OVERRIDES)
  assert.equal(turnedOff(profile.features), [
    'viewBlockmonthSwitchOnSummary', 'viewCheckIn', 'viewRosterTagsCalendarFilter', 'performCheckIn', 'performRoleEditing',
  ])
  const access = featureAccess(profile.features, enablingsWith())
  assert.not.ok(access.canSwitchBlockMonthOnSummary())
  assert.not.ok(access.canPerformCheckIn())
})

Examples('"One turns password reset on." and "The hotel pick-up time field is disabled in one profile."', () => {
  const profile = profileWith(PASSWORD_RESET_OVERRIDES)
  assert.ok(profile.features.performPasswordReset)
  assert.equal(turnedOff(profile.features), [])
  assert.equal(profile.display.disabledHotelFields, ['PICKUP_TIME'])
  assert.is(decideSignedOut('/forget-password', 1, featureAccess(profile.features, []))._tag, 'Render')
})

Examples('every example override set builds a valid profile', () => {
  for (const [name, overrides] of Object.entries(PROFILE_OVERRIDE_EXAMPLES)) {
    assert.ok(E.isRight(validateProfile(profileWith(overrides))), name)
  }
})

Examples.run()
