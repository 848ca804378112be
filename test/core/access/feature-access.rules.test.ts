import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { FeatureEnabling, UserConfiguration } from '../../../core/access/enabling.codec'
import {
  isFeatureEnabled,
  MY_DATA_ACCESS_LEVELS,
  MY_DATA_AUDIENCE,
  MyDataAccess,
  myDataActionsOf,
  myDataModeOf,
  permissionOf,
  permits,
} from '../../../core/access/feature-access.rules'
import { PROFILE_FEATURE_IDS } from '../../../core/access/feature-ids'
import { decodeWith } from '../../../core/shared/decode'
import { anEnabling, switchesWith } from './fixtures'

const Enabled = suite('isFeatureEnabled')

Enabled('"A feature is enabled if the profile\'s switch is true"', () => {
  assert.equal(isFeatureEnabled(switchesWith({ viewSummary: true }), [])('viewSummary'), E.right(true))
  assert.equal(isFeatureEnabled(switchesWith({ viewSummary: false }), [])('viewSummary'), E.right(false))
})

Enabled('a profile switch is not overridden by an enabling of the same id', () => {
  const enablings = [anEnabling({ featureId: 'viewSummary', value: 'YES' })]
  assert.equal(isFeatureEnabled(switchesWith({ viewSummary: false }), enablings)('viewSummary'), E.right(false))
})

Enabled('"For other ids it is enabled by the user\'s configuration enablings: the value is not NO"', () => {
  const check = (value: string) => isFeatureEnabled(switchesWith(), [anEnabling({ featureId: 'IDP_NEWS', value })])('IDP_NEWS')
  assert.equal(check('Y'), E.right(true))
  assert.equal(check('READ'), E.right(true))
  assert.equal(check('Q'), E.right(true))
  assert.equal(check('NO'), E.right(false))
  assert.equal(check(' no '), E.right(false))
})

Enabled('an id without any enabling is not enabled (also for ids the client does not list)', () => {
  assert.equal(isFeatureEnabled(switchesWith(), [])('IDP_NEWS'), E.right(false))
  const enablings = [anEnabling({ featureId: 'AIRLINE_SPECIFIC', value: 'X' })]
  assert.equal(isFeatureEnabled(switchesWith(), enablings)('AIRLINE_SPECIFIC'), E.right(true))
  assert.equal(isFeatureEnabled(switchesWith(), enablings)('OTHER'), E.right(false))
})

Enabled('"... or optionally an exact value match"', () => {
  const enabled = isFeatureEnabled(switchesWith(), [anEnabling({ featureId: 'IDP_DAILY_REMARK', value: 'Q' })])
  assert.equal(enabled('IDP_DAILY_REMARK', 'Q'), E.right(true))
  assert.equal(enabled('IDP_DAILY_REMARK', 'q'), E.right(false))
  assert.equal(enabled('IDP_DAILY_REMARK', 'WRITE'), E.right(false))
  assert.equal(isFeatureEnabled(switchesWith(), [])('IDP_DAILY_REMARK', 'Q'), E.right(false))
})

Enabled('the first enabling of an id decides', () => {
  const enablings = [anEnabling({ value: 'NO' }), anEnabling({ value: 'Y' })]
  assert.equal(isFeatureEnabled(switchesWith(), enablings)('IDP_NEWS'), E.right(false))
})

Enabled('"Checking whether a feature is enabled without a feature id is an error"', () => {
  const enabled = isFeatureEnabled(switchesWith(), [anEnabling()])
  for (const id of [undefined, null, '', '   ']) assert.equal(enabled(id), E.left({ _tag: 'MissingFeatureId' }), String(id))
})

Enabled('property: any non-blank id gives Right, never a throw (1000 runs)', () => {
  fc.assert(
    fc.property(
      fc.string().filter((s) => s.trim() !== ''),
      fc.array(fc.record({ featureId: fc.string(), value: fc.string() })),
      fc.option(fc.string(), { nil: undefined }),
      (id, enablings, exact) => {
        assert.ok(E.isRight(isFeatureEnabled(switchesWith(), enablings)(id, exact)))
        assert.ok(E.isRight(permissionOf(switchesWith(), enablings)(id)))
      },
    ),
    { numRuns: 1000 },
  )
})

Enabled('every profile feature id is a profile switch, never an enabling lookup', () => {
  for (const id of PROFILE_FEATURE_IDS) {
    assert.equal(isFeatureEnabled(switchesWith({ [id]: false }), [anEnabling({ featureId: id, value: 'Y' })])(id), E.right(false), id)
  }
})

Enabled.run()

const Levels = suite('permissionOf')

Levels('"A permission level of READ and WRITE exists": enabling values encode NONE, READ or WRITE', () => {
  const level = (value: string) => permissionOf(switchesWith(), [anEnabling({ featureId: 'IDP_MY_DATA', value })])('IDP_MY_DATA')
  assert.equal(level('NO'), E.right('NONE'))
  for (const value of ['READ', 'R', 'Y', 'YES', 'VIEW', 'read']) assert.equal(level(value), E.right('READ'), value)
  for (const value of ['WRITE', 'W', 'EDIT', 'Q', 'write']) assert.equal(level(value), E.right('WRITE'), value)
  assert.equal(permissionOf(switchesWith(), [])('IDP_MY_DATA'), E.right('NONE'))
})

Levels('profile switches: off is NONE, view* on is READ, perform* on is WRITE', () => {
  const level = permissionOf(switchesWith({ viewHotel: false }), [])
  assert.equal(level('viewHotel'), E.right('NONE'))
  assert.equal(level('viewLeg'), E.right('READ'))
  assert.equal(level('performRoleEditing'), E.right('WRITE'))
})

Levels('a permission without a feature id is an error', () => {
  assert.equal(permissionOf(switchesWith(), [])(undefined), E.left({ _tag: 'MissingFeatureId' }))
})

Levels('WRITE includes READ; NONE permits nothing but NONE', () => {
  assert.ok(permits('WRITE', 'READ'))
  assert.ok(permits('READ', 'READ'))
  assert.not.ok(permits('READ', 'WRITE'))
  assert.not.ok(permits('NONE', 'READ'))
})

Levels.run()

const MyData = suite('my-data access')

MyData('"Access levels: owner (INTERNAL), buddy (BUDDY), all (EXTERNAL)"', () => {
  assert.equal([...MY_DATA_ACCESS_LEVELS], ['INTERNAL', 'BUDDY', 'EXTERNAL'])
  assert.equal(MY_DATA_AUDIENCE, { INTERNAL: 'owner', BUDDY: 'buddy', EXTERNAL: 'all' })
  for (const level of MY_DATA_ACCESS_LEVELS) assert.ok(E.isRight(MyDataAccess.decode(level)))
  for (const bad of ['OWNER', 'internal', '', 3, null]) assert.ok(E.isLeft(MyDataAccess.decode(bad)), String(bad))
})

MyData('my-data mode: WRITE edits, READ is view only, NONE or switch off hides', () => {
  assert.is(myDataModeOf(true, 'WRITE'), 'EDIT')
  assert.is(myDataModeOf(true, 'READ'), 'VIEW_ONLY')
  assert.is(myDataModeOf(true, 'NONE'), 'HIDDEN')
  assert.is(myDataModeOf(false, 'WRITE'), 'HIDDEN')
})

MyData('"Edit enabled gives add, delete and submit. View only gives read-only lists."', () => {
  assert.equal(myDataActionsOf('EDIT'), { canView: true, canAdd: true, canDelete: true, canSubmit: true })
  assert.equal(myDataActionsOf('VIEW_ONLY'), { canView: true, canAdd: false, canDelete: false, canSubmit: false })
  assert.equal(myDataActionsOf('HIDDEN'), { canView: false, canAdd: false, canDelete: false, canSubmit: false })
})

MyData.run()

const Codec = suite('FeatureEnabling and UserConfiguration codecs')

const enablingArb = fc.record({ featureId: fc.string(), value: fc.string() }, { noNullPrototype: true })
const configurationArb = fc.record(
  { enablings: fc.array(enablingArb), languageServiceAvailable: fc.boolean() },
  { requiredKeys: ['enablings'], noNullPrototype: true },
)

Codec('property: valid configurations decode and re-encode to the same payload (1000 runs)', () => {
  fc.assert(
    fc.property(configurationArb, (wire) => {
      const decoded = UserConfiguration.decode(wire)
      assert.ok(E.isRight(decoded))
      if (E.isRight(decoded)) assert.equal(UserConfiguration.encode(decoded.right), wire)
    }),
    { numRuns: 1000 },
  )
})

Codec('property: invalid enablings give a decode error value and never throw (1000 runs)', () => {
  const invalid = fc.oneof(
    fc.record({ featureId: fc.integer(), value: fc.string() }),
    fc.record({ featureId: fc.string(), value: fc.oneof(fc.integer(), fc.constant(null), fc.boolean()) }),
    fc.record({ featureId: fc.string() }),
    fc.anything().filter((u) => typeof u !== 'object' || u === null),
  )
  fc.assert(
    fc.property(invalid, (u) => {
      const decoded = decodeWith(FeatureEnabling)(u)
      assert.ok(E.isLeft(decoded))
      if (E.isLeft(decoded)) assert.is(decoded.left._tag, 'Decode')
      assert.ok(E.isLeft(UserConfiguration.decode({ enablings: [u] })))
    }),
    { numRuns: 1000 },
  )
})

Codec('a decode error names the path of the bad enabling value', () => {
  const decoded = decodeWith(UserConfiguration)({ enablings: [{ featureId: 'IDP_NEWS', value: 'Y' }, { featureId: 'IDP_MY_DATA', value: 1 }] })
  assert.ok(E.isLeft(decoded))
  if (E.isLeft(decoded)) assert.equal(decoded.left.issues.map((i) => i.path), ['enablings[1].value'])
})

Codec.run()
