import * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import type { PilotFlyingMarks } from '../../../core/logbook/logbook.codec'
import type { LogbookDeviceMarks, LogbookPort } from '../../../core/logbook/logbook.port'
import { loadPilotFlyingMarks, savePilotFlyingMark } from '../../../core/logbook/pilot-flying-marks.use-case'
import type { CrmId } from '../../../core/shared/brands'

const ANNA = '100001' as CrmId
const request = { method: 'GET', url: 'rest/pems/logbook/100001/pilot-flying' }
const http = (status: number): TransportError => ({ _tag: 'Http', status, request, isJson: false })

const deviceMarks = (initial: PilotFlyingMarks = [], locked = false): LogbookDeviceMarks & { stored: () => PilotFlyingMarks } => {
  let stored = initial
  return {
    read: () => T.of(locked ? [] : stored),
    write: (_crmId, marks) => (locked ? TE.left({ _tag: 'CacheLocked' }) : TE.fromIO(() => void (stored = marks))),
    stored: () => stored,
  }
}
const serverPort = (answer: E.Either<TransportError, PilotFlyingMarks>): LogbookPort => ({
  loadMarks: () => TE.fromEither(answer),
  saveMark: (_crmId, mark) => TE.fromEither(E.map((marks: PilotFlyingMarks) => [...marks, mark])(answer)),
})

const Marks = suite('logbook: where the "I flew" marks are kept')

Marks('with the endpoint: the server\'s marks, copied to the device', async () => {
  const device = deviceMarks()
  const loaded = await loadPilotFlyingMarks({ port: serverPort(E.right([{ eventId: 'L1', pilotFlying: true }])), device })(ANNA)()
  assert.equal(loaded, { marks: [{ eventId: 'L1', pilotFlying: true }], home: 'server' })
  assert.equal(device.stored(), loaded.marks)
})

Marks('a backend answering 404 or 501: the marks stay on the device, and saving writes there', async () => {
  for (const status of [404, 501]) {
    const device = deviceMarks([{ eventId: 'L1', pilotFlying: true }])
    const deps = { port: serverPort(E.left(http(status))), device }
    const loaded = await loadPilotFlyingMarks(deps)(ANNA)()
    assert.is(loaded.home, 'deviceOnly')
    const saved = await savePilotFlyingMark(deps)(ANNA, { eventId: 'L1', pilotFlying: false }, 'server')()
    assert.equal(saved, E.right({ marks: [{ eventId: 'L1', pilotFlying: false }], home: 'deviceOnly' }))
    assert.equal(device.stored(), [{ eventId: 'L1', pilotFlying: false }])
  }
})

Marks('any other failure: the device copy is shown on load, and a save is an error that keeps nothing', async () => {
  const device = deviceMarks([{ eventId: 'L1', pilotFlying: true }])
  const deps = { port: serverPort(E.left(http(500))), device }
  assert.is((await loadPilotFlyingMarks(deps)(ANNA)()).home, 'deviceCopy')
  const saved = await savePilotFlyingMark(deps)(ANNA, { eventId: 'L2', pilotFlying: true }, 'deviceCopy')()
  assert.ok(E.isLeft(saved))
  assert.equal(device.stored(), [{ eventId: 'L1', pilotFlying: true }])
})

Marks('a cache that cannot keep them (locked): the server\'s marks are shown all the same; a device-only save is an error', async () => {
  const device = deviceMarks([], true)
  const loaded = await loadPilotFlyingMarks({ port: serverPort(E.right([{ eventId: 'L1', pilotFlying: true }])), device })(ANNA)()
  assert.equal(loaded, { marks: [{ eventId: 'L1', pilotFlying: true }], home: 'server' })
  const saved = await savePilotFlyingMark({ port: serverPort(E.left(http(404))), device })(ANNA, { eventId: 'L2', pilotFlying: true }, 'deviceOnly')()
  assert.equal(saved, E.left({ _tag: 'CacheLocked' }))
})

Marks.run()
