import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { RoleInfoList, RoleInfoResponse, RoleUpdate } from '../../../core/roles/roles.codec'
import { decodeWith } from '../../../core/shared/decode'
import { wireRoleInfo, wireRoleUpdate } from './fixtures'

const Codec = suite('roles codecs')

Codec('"Role info: id, shortName, name, updateByCrewMember (boolean), setOnEvent" decodes from the GET role envelope', () => {
  const decoded = decodeWith(RoleInfoResponse)({
    success: true,
    result: [{ id: 7, shortName: 'PUR', name: 'Purser', updateByCrewMember: true, setOnEvent: false }],
  })
  assert.ok(E.isRight(decoded) && decoded.right.result?.[0]?.name === 'Purser')
})

Codec('updateByCrewMember must be a boolean and roleNumber a number: decode errors name the path', () => {
  const info = decodeWith(RoleInfoList)([{ id: 7, shortName: 'PUR', name: 'Purser', updateByCrewMember: 'yes', setOnEvent: false }])
  assert.ok(E.isLeft(info) && info.left.issues.some((i) => i.path === '[0].updateByCrewMember'))
  const update = decodeWith(RoleUpdate)({ logicalId: 'L1', roles: [{ roleNumber: '7', setOnEvent: true }] })
  assert.ok(E.isLeft(update) && update.left.issues.some((i) => i.path === 'roles[0].roleNumber'))
})

Codec('an empty logicalId in a role update is refused', () => {
  assert.ok(E.isLeft(decodeWith(RoleUpdate)({ logicalId: '', roles: [] })))
})

Codec('property: generated role infos and role updates decode and re-encode to the same payload', () => {
  fc.assert(
    fc.property(fc.array(wireRoleInfo), wireRoleUpdate, (infos, update) => {
      const a = decodeWith(RoleInfoList)(infos)
      const b = decodeWith(RoleUpdate)(update)
      return (
        E.isRight(a) && E.isRight(b) && isDeepStrictEqual(RoleInfoList.encode(a.right), infos) && isDeepStrictEqual(RoleUpdate.encode(b.right), update)
      )
    }),
    { numRuns: 1000 },
  )
})

Codec('property: generated invalid role payloads give Left and never throw', () => {
  const badInfo = fc.oneof(
    fc.anything().filter((u) => !Array.isArray(u)),
    fc.tuple(wireRoleInfo, fc.constantFrom('id', 'updateByCrewMember', 'setOnEvent'), fc.oneof(fc.string(), fc.constant(null))).map(
      ([role, key, value]) => [{ ...role, [key]: value }],
    ),
  )
  const badUpdate = fc.oneof(
    fc.anything(),
    wireRoleUpdate.map((u) => ({ ...u, logicalId: '' })),
    fc.tuple(wireRoleUpdate, fc.oneof(fc.string(), fc.integer())).map(([u, setOnEvent]) => ({ ...u, roles: [{ roleNumber: 1, setOnEvent }] })),
  )
  fc.assert(
    fc.property(badInfo, badUpdate, (info, update) => E.isLeft(decodeWith(RoleInfoList)(info)) && E.isLeft(decodeWith(RoleUpdate)(update))),
    { numRuns: 1000 },
  )
})

Codec.run()
