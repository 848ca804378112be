import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_FEATURE_SWITCHES } from '../../../core/access/profile-defaults'
import { validateProfile } from '../../../core/access/profile.codec'
import { DUTY_KINDS } from '../../../core/roster/duty-kind.rules'
import { DEFAULT_PROFILE_ID, PROFILES } from '../../../profiles/index'
import { colorModeFor } from '../../../ui/design/color-mode'
import { pandaTheme } from '../../../ui/design/panda-theme'
import { checkProfileModule } from '../../../ui/profile/profile-check'
import { contrast } from '../design/contrast'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const airline = (id: string) => {
  const found = PROFILES[id]
  if (found === undefined) throw new Error(`no profile ${id}`)
  return found
}

const Registry = suite('profiles registry')

Registry('"Profiles are data, validated by a codec": every profile decodes with the core Profile codec', () => {
  assert.ok(Object.keys(PROFILES).length >= 3)
  for (const [id, { profile }] of Object.entries(PROFILES)) {
    const decoded = validateProfile(profile)
    assert.ok(E.isRight(decoded), `${id}: ${JSON.stringify(E.isLeft(decoded) ? decoded.left.issues : [])}`)
    assert.is(profile.id, id)
    assert.ok(E.isRight(checkProfileModule(id, { profile })))
  }
  assert.is(DEFAULT_PROFILE_ID, 'demo')
})

Registry('each profile has a theme and a logo: an SVG titled with the airline name', () => {
  for (const [id, { profile, theme }] of Object.entries(PROFILES)) {
    assert.ok(theme !== undefined, `${id} theme`)
    const svg = readFileSync(join(ROOT, 'profiles', id, 'logo.svg'), 'utf8')
    assert.ok(svg.startsWith('<svg') && svg.includes('viewBox'), `${id} logo`)
    assert.ok(svg.includes(`<title id="t">${profile.name}</title>`), `${id} logo title`)
    assert.not.ok(/<script|on\w+=/i.test(svg), `${id} logo is inert`)
  }
})

const Overrides = suite('SPEC section 6 profile overrides')

Overrides('demo: "most features on, password reset off, role editing on", light and dark', () => {
  const { profile } = airline('demo')
  // SPEC's defaults, and family share (ours, off by default) turned on to show it.
  assert.equal(profile.features, { ...DEFAULT_FEATURE_SWITCHES, familyShare: true })
  assert.is(profile.features.performPasswordReset, false)
  assert.is(profile.features.performRoleEditing, true)
  assert.equal(profile.display.themes, ['light', 'dark'])
})

Overrides('showcase: the display options that are off by default are on, so the demo shows them', () => {
  const { display } = airline('showcase').profile
  assert.equal(
    [display.showRosterChanges, display.hideHeaderOnScroll, display.largeSuspensionIcon, display.showBlockMonthCode, display.showAircraftSubtype, display.showRegistration, display.rosterChangeFullSelection],
    [true, true, true, true, true, true, true],
  )
  assert.is(display.showCalendarAfterLogin, false)
  assert.equal(display.themes, ['light', 'dark'])
})

Overrides('alpine: "One profile turns news view, roster-tags filter and role editing off."', () => {
  const { features } = airline('alpine').profile
  assert.equal([features.viewNews, features.viewRosterTagsCalendarFilter, features.performRoleEditing], [false, false, false])
  assert.is(features.viewCheckIn, true)
})

Overrides('boreal: block-month switch, check-in, filter and role editing off, password reset on, pick-up time hidden', () => {
  const { features, display } = airline('boreal').profile
  assert.equal(
    [features.viewBlockmonthSwitchOnSummary, features.viewCheckIn, features.performCheckIn, features.viewRosterTagsCalendarFilter, features.performRoleEditing],
    [false, false, false, false, false],
  )
  assert.is(features.performPasswordReset, true)
  assert.equal(display.disabledHotelFields, ['PICKUP_TIME'])
})

Overrides('boreal: Monday week start, local and UTC times, FPR as DH and SBY as RAP, two servers: the app\'s own (empty origin) and an unreachable one', () => {
  const { display, servers } = airline('boreal').profile
  assert.is(display.weekStartsOnMonday, true)
  assert.is(display.showLocalTime && display.showUTCTime, true)
  assert.equal(display.calendarCodeMapping, { FPR: 'DH', SBY: 'RAP' })
  assert.is(servers.length, 2)
  assert.equal(servers.map((s) => `${s.origin}:${s.port}`), [':', 'http://127.0.0.1:9'])
})

const Check = suite('build-time profile check')

Check('a broken profile is rejected with the path of every bad field', () => {
  const broken = { ...airline('demo').profile, features: { ...DEFAULT_FEATURE_SWITCHES, viewNews: 'no' }, display: { ...airline('demo').profile.display, weekStartsOnMonday: 1 } }
  const result = checkProfileModule('demo', { profile: broken })
  assert.ok(E.isLeft(result))
  const lines = E.isLeft(result) ? result.left.join('\n') : ''
  assert.match(lines, 'profile.features.viewNews: expected boolean')
  assert.match(lines, 'profile.display.weekStartsOnMonday: expected boolean')
})

Check('a profile whose id is not its folder name is rejected', () => {
  const result = checkProfileModule('alpine', { profile: airline('demo').profile })
  assert.equal(result, E.left(["profile.id: expected 'alpine' (the folder name), got 'demo'"]))
})

Check('build.mjs fails on a broken profile folder and names the bad fields; passes a good one', () => {
  const check = (profile: string) =>
    spawnSync(process.execPath, ['build.mjs', '--profile', profile, '--check'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
  const bad = check('test/ui/fixtures/broken-profile')
  assert.is(bad.status, 1)
  assert.match(bad.stderr, "profile 'test/ui/fixtures/broken-profile' is invalid")
  assert.match(bad.stderr, 'profile.features.performCheckIn: expected boolean, got "sometimes"')
  assert.match(bad.stderr, 'profile.display.disabledHotelFields[1]')
  const good = check('boreal')
  assert.is(good.status, 0, good.stderr)
  assert.match(good.stdout, "profile 'boreal' is valid")
  const unknown = check('nowhere-air')
  assert.is(unknown.status, 1)
  assert.match(unknown.stderr, 'profiles: ')
})

const Theme = suite('profile themes')

Theme('brand buttons and the header band are legible in every profile (WCAG AA, 4.5:1)', () => {
  for (const [id, { theme }] of Object.entries(PROFILES)) {
    if (theme === undefined) continue
    const solid = theme.brandSolidShade ?? { light: 600, dark: 400 }
    assert.ok(contrast('#ffffff', theme.brand[solid.light]) >= 4.5, `${id} light brand button`)
    assert.ok(contrast(theme.brand[950], theme.brand[solid.dark]) >= 4.5, `${id} dark brand button`)
    assert.ok(contrast('#ffffff', theme.accent[800]) >= 4.5, `${id} header band`)
  }
})

Theme('the Panda theme has breakpoints sm and md and a light/dark palette for every duty kind', () => {
  const demo = airline('demo').theme
  if (demo === undefined) throw new Error('demo has no theme')
  const theme = pandaTheme(demo)
  assert.equal(Object.keys(theme.breakpoints), ['sm', 'md'])
  for (const kind of DUTY_KINDS) {
    const tokens = theme.semanticTokens.colors.duty[kind]
    assert.ok(tokens.solid.value.base !== tokens.solid.value._dark, kind)
  }
})

Theme('"Some profiles offer light and dark themes": the system preference is used only where offered', () => {
  assert.is(colorModeFor(['light', 'dark'], true), 'dark')
  assert.is(colorModeFor(['light', 'dark'], false), 'light')
  assert.is(colorModeFor(['light'], true), 'light')
  assert.is(colorModeFor([], true), 'light')
})

Registry.run()
Overrides.run()
Check.run()
Theme.run()
