import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { CiAllowedAirport, DevicePosition } from '../../../core/check-in/check-in.codec'
import { performCheckIn } from '../../../core/check-in/check-in.use-case'
import type { GeoError } from '../../../core/platform/geolocation.port'
import { aCrmId, aFakePort, aLogicalId } from './fixtures'

// A check-in that sends the device position (profile switch performCheckInWithPosition).
const ID = aLogicalId('C_I-AF100')
const CRM = aCrmId('anna')
const CDG: CiAllowedAirport = { code: 'CDG', latitude: 49.0097, longitude: 2.5479, radius: 3000 }
const ORY: CiAllowedAirport = { code: 'ORY', latitude: 48.7262, longitude: 2.3652, radius: 2500 }
const zone = { airport: 'CDG', ciAllowedAirports: [CDG, ORY] }
const AT_CDG: DevicePosition = { latitude: 49.01, longitude: 2.548, accuracy: 15 }
const AT_ORY: DevicePosition = { latitude: ORY.latitude, longitude: ORY.longitude, accuracy: 15 }

/** A port that records the position each check-in sends. */
const recordingPort = () => {
  const sent: Array<DevicePosition | undefined> = []
  const port = aFakePort({
    checkIn: (_crmId, _id, position) => {
      sent.push(position)
      return TE.right({ checkedIn: true })
    },
  })
  return { port, sent }
}
const device = (answer: E.Either<GeoError, DevicePosition>) => () => TE.fromEither(answer)

const Position = suite('performCheckIn with the device position')

Position('the position is asked from the device and sent with the check-in', async () => {
  const { port, sent } = recordingPort()
  const result = await performCheckIn({ port, devicePosition: device(E.right(AT_CDG)) })({ crmId: CRM, logicalId: ID, zone })()
  assert.equal(result, E.right({ _tag: 'CheckedIn', reload: true }))
  assert.equal(sent, [AT_CDG])
})

Position('no position from the device (refused, timed out, no API): no call, the reason is the failure', async () => {
  for (const cause of [{ _tag: 'GeoPermissionDenied' }, { _tag: 'GeoTimeout' }, { _tag: 'GeoUnsupported' }] as const) {
    const { port, sent } = recordingPort()
    const result = await performCheckIn({ port, devicePosition: device(E.left(cause)) })({ crmId: CRM, logicalId: ID, zone })()
    assert.equal(result, E.left({ _tag: 'PositionUnavailable', cause }))
    assert.equal(sent, [], cause._tag)
  }
})

Position('a position outside the known zone: no call, refused here with the distance and the radius', async () => {
  const { port, sent } = recordingPort()
  const result = await performCheckIn({ port, devicePosition: device(E.right(AT_ORY)) })({ crmId: CRM, logicalId: ID, zone })()
  assert.ok(E.isLeft(result) && result.left._tag === 'PositionRefused' && result.left.refusal._tag === 'OutsideZone')
  if (E.isLeft(result) && result.left._tag === 'PositionRefused' && result.left.refusal._tag === 'OutsideZone') {
    assert.is(result.left.refusal.radius, 3000)
    // CDG to ORY is about 34 km (checked on a map: 49.0097N 2.5479E to 48.7262N 2.3652E).
    assert.ok(result.left.refusal.distance > 33_000 && result.left.refusal.distance < 36_000, String(result.left.refusal.distance))
  }
  assert.equal(sent, [])
})

Position('zone unknown (configuration not loaded): the position is sent and the server decides', async () => {
  const { port, sent } = recordingPort()
  await performCheckIn({ port, devicePosition: device(E.right(AT_ORY)) })({ crmId: CRM, logicalId: ID })()
  assert.equal(sent, [AT_ORY])
})

Position('without the switch (no devicePosition): the spec call, no position', async () => {
  const { port, sent } = recordingPort()
  await performCheckIn({ port })({ crmId: CRM, logicalId: ID, zone })()
  assert.equal(sent, [undefined])
})

Position.run()
