import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { CheckIn, CheckInPostResult, DevicePosition } from '../../../../core/check-in/check-in.codec'
import { initialGeofenceState, type GeofenceState } from '../../../../core/check-in/geofence.machine'
import type { TransportError } from '../../../../core/errors/app-error'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { profileWith } from '../../../../core/access/profiles.rules'
import { serviceErrors } from '../../../../ui/app/error-channel'
import { setOnline } from '../../../../ui/app/session.store'
import { CheckInScreen } from '../../../../ui/features/details/check-in/check-in-screen'
import { resetCheckInState } from '../../../../ui/features/details/check-in/check-in.state'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { aUser, anAirline, renderScreen, type AppHarnessOptions } from '../../app-harness'
import { act, cleanup, fire, flush, screen, waitFor, within } from '../../harness'
import { aCheckIn, aCheckInConfiguration, aCheckInEvent, left, logicalId, right, serviceError } from './fixtures'

const LOGICAL = 'C1001:P123-CI'

interface Setup {
  readonly checkIns?: ReadonlyArray<CheckIn | 'fail'>
  readonly post?: ReadonlyArray<'ok' | 'already' | 'fail'>
  readonly options?: AppHarnessOptions
  readonly event?: DutyEvent
  /** The crmId of the URL (default C1001, the signed-in crew member's). */
  readonly crmId?: string
}

const render = async (setup: Setup = {}) => {
  /** `forCrmId`: each port call as `name:crmId`, in order. */
  const calls = { loads: 0, posts: 0, forCrmId: [] as string[] }
  const checkIns = setup.checkIns ?? [aCheckIn()]
  const posts = setup.post ?? ['ok']
  const crmId = setup.crmId ?? 'C1001'
  const app = await renderScreen(<CheckInScreen params={{ crmId, logicalId: LOGICAL }} />, {
    path: `/check-in/${crmId}/${encodeURIComponent(LOGICAL)}`,
    ...setup.options,
    ports: {
      roster: {
        loadEventById: (forCrmId) => {
          calls.forCrmId.push(`loadEventById:${forCrmId}`)
          return right(setup.event ?? aCheckInEvent())
        },
      },
      checkIn: {
        loadCheckIn: (forCrmId): TE.TaskEither<TransportError, CheckIn> => {
          calls.forCrmId.push(`loadCheckIn:${forCrmId}`)
          const next = checkIns[Math.min(calls.loads, checkIns.length - 1)] ?? aCheckIn()
          calls.loads += 1
          return next === 'fail' ? left(serviceError('ERR')) : right(next)
        },
        loadConfiguration: (forCrmId) => {
          calls.forCrmId.push(`loadConfiguration:${forCrmId}`)
          return right(aCheckInConfiguration())
        },
        checkIn: (forCrmId): TE.TaskEither<TransportError, CheckInPostResult> => {
          calls.forCrmId.push(`checkIn:${forCrmId}`)
          const kind = posts[Math.min(calls.posts, posts.length - 1)]
          calls.posts += 1
          if (kind === 'already') return left(serviceError('ERR_ALREADY_CHECKED_IN', 'Already checked in', 'APP'))
          if (kind === 'fail') return left(serviceError('', 'Check-in closed'))
          return right({ checkedIn: true })
        },
      },
    },
  })
  await flush()
  return { app, calls }
}

const button = () => screen.queryByRole('button', { name: 'Check in' })

const CheckInSuite = suite('check-in (/check-in/{crmId}/{logicalId})')
CheckInSuite.before.each(() => {
  resetCheckInState()
  resetFetchedEvents()
  serviceErrors.queue = []
})
CheckInSuite.after.each(cleanup)

CheckInSuite('"Check-in for an event from an airport, optionally with a pairing number" (ADD_PAIRING_NUMBER)', async () => {
  await render()
  await waitFor(() => screen.getByRole('heading', { name: 'Check-in for 15 Mar 2026 from CDG' }))
  assert.ok(screen.getByText('Pairing P123/2'))
})

CheckInSuite('pairing-number display mode SHOW_ONLY_PAIRING_NUMBER shows the pairing number alone', async () => {
  await render({ options: { airline: anAirline(profileWith({ display: { pairingNumberMode: 'SHOW_ONLY_PAIRING_NUMBER' } })) } })
  await waitFor(() => screen.getByRole('heading', { name: 'Pairing P123/2' }))
  assert.is(screen.queryByText(/Check-in for/), null)
})

CheckInSuite('pairing-number display mode NO_PAIRING_NUMBER shows the event only', async () => {
  await render({ options: { airline: anAirline(profileWith({ display: { pairingNumberMode: 'NO_PAIRING_NUMBER' } })) } })
  await waitFor(() => screen.getByRole('heading', { name: 'Check-in for 15 Mar 2026 from CDG' }))
  assert.is(screen.queryByText('Pairing P123/2'), null)
})

CheckInSuite('"Crew members on the check-in": positions, names and whether each has checked in', async () => {
  await render()
  const list = await waitFor(() => screen.getByRole('list', { name: 'Crew on this duty' }))
  const rows = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
  assert.equal(rows, ['CPAnna Berg Not checked in yet', 'FOJean Martin Checked in', 'CCOpen position Not checked in yet'])
})

CheckInSuite('"The check-in button is shown only when status is expected, the user may check in, and the app is online"', async () => {
  await render()
  await waitFor(() => assert.ok(button()))
  assert.ok(screen.getByText('You can check in now.'))
})

CheckInSuite('the check-in button is hidden when status is not expected', async () => {
  await render({ checkIns: [aCheckIn({ checkInPermission: 'CHECK_IN_NOT_ALLOWED' })] })
  await waitFor(() => screen.getByText('No check-in is expected for this duty.'))
  assert.is(button(), null)
})

CheckInSuite('a pending permission hides the button and offers the roster changes to confirm first', async () => {
  const { app } = await render({ checkIns: [aCheckIn({ checkInPermission: 'CHECK_IN_PENDING' })] })
  await waitFor(() => screen.getByText('Confirm your pending roster changes before checking in.'))
  assert.is(button(), null)
  fire.click(screen.getByRole('button', { name: 'Review roster changes' }))
  assert.is(app.location(), '/notifications/C1001')
})

CheckInSuite('the check-in button is hidden offline', async () => {
  await render()
  await waitFor(() => assert.ok(button()))
  act(() => setOnline(false))
  await waitFor(() => assert.is(button(), null))
})

CheckInSuite('the check-in button is hidden without the check-in permission', async () => {
  const user = aUser({ configuration: { enablings: [{ featureId: 'IDP_EVENT_REMARK', value: 'YES' }], languageServiceAvailable: true } })
  await render({ options: { airline: anAirline(profileWith({ features: { performCheckIn: false } })), user } })
  await waitFor(() => screen.getByText('You can check in now.'))
  assert.is(button(), null)
})

CheckInSuite('"After check-in the data reloads": success is shown and the status becomes checked in', async () => {
  const { calls } = await render({ checkIns: [aCheckIn(), aCheckIn({ checkedIn: true })] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => screen.getByText('You are checked in.'))
  await waitFor(() => assert.is(calls.loads, 2))
  await waitFor(() => assert.is(button(), null))
  assert.is(calls.posts, 1)
})

CheckInSuite('every call (event, check-in, configuration, the check-in itself and its reload) is for the crmId of the URL, not read from the session', async () => {
  const { calls } = await render({ crmId: 'C2002', checkIns: [aCheckIn(), aCheckIn({ checkedIn: true })] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => screen.getByText('You are checked in.'))
  await waitFor(() => assert.is(calls.loads, 2))
  assert.equal([...new Set(calls.forCrmId)].sort(), ['checkIn:C2002', 'loadCheckIn:C2002', 'loadConfiguration:C2002', 'loadEventById:C2002'])
})

CheckInSuite('checked in, the status loaded before ("You can check in now.") is not shown beside the success, nor the button, while the reload has not brought the new status', async () => {
  const { calls } = await render({ checkIns: [aCheckIn(), 'fail'] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => screen.getByText('You are checked in.'))
  await waitFor(() => assert.is(calls.loads, 2))
  // The failed reload says so; waited for here, so that it does not land in the next test's queue (it did under load).
  await waitFor(() => assert.equal(serviceErrors.queue.map((m) => m.messageKey), ['checkInConfigurationLoadFailed']))
  assert.is(screen.queryByText('You can check in now.'), null)
  assert.is(button(), null)
})

CheckInSuite('a second check-in attempt (ERR_ALREADY_CHECKED_IN) shows success and reloads', async () => {
  const { calls } = await render({ post: ['already'], checkIns: [aCheckIn(), aCheckIn({ checkedIn: true })] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => screen.getByText('You are checked in.'))
  await waitFor(() => assert.is(calls.loads, 2))
  assert.equal(serviceErrors.queue, [])
})

CheckInSuite('any other check-in failure shows the Service Error dialog and keeps the button', async () => {
  await render({ post: ['fail'] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => assert.is(serviceErrors.queue.length, 1))
  assert.is(serviceErrors.queue[0]?.text, 'Check-in closed')
  assert.is(screen.queryByText('You are checked in.'), null)
  await waitFor(() => assert.ok(button()))
})

CheckInSuite('"\'checked in\' wins": an already checked-in duty says so and has no button', async () => {
  await render({ checkIns: [aCheckIn({ checkedIn: true })] })
  await waitFor(() => screen.getByText('You are already checked in.'))
  assert.is(button(), null)
})

const fenced = (partial: Partial<GeofenceState>): AppHarnessOptions => {
  const state: GeofenceState = { ...initialGeofenceState, phase: 'watching', status: 'ok', ...partial }
  return { infra: { geofence: { dispatch: () => undefined, state: () => state, subscribe: () => () => undefined } } }
}

CheckInSuite('with location fencing, outside the zone of this event the status is out of zone and there is no button', async () => {
  await render({ options: fenced({}) })
  await waitFor(() => screen.getByText('You are outside the check-in zone of this airport.'))
  assert.is(button(), null)
})

CheckInSuite('with location fencing, "location denied gives permission denied"', async () => {
  await render({ options: fenced({ status: 'permissionDenied' }) })
  await waitFor(() => screen.getByText('Location access is denied. Allow location access to check in.'))
})

CheckInSuite('location access refused on a phone: "Open settings" opens the app\'s settings page; a browser offers none', async () => {
  const opened: string[] = []
  const base = fenced({ status: 'permissionDenied' })
  await render({ options: { infra: { ...base.infra, locationSettings: { open: () => void opened.push('settings') } } } })
  const open = await waitFor(() => screen.getByRole('button', { name: 'Open settings' }))
  fire.click(open)
  assert.equal(opened, ['settings'])
  cleanup()
  await render({ options: base })
  await waitFor(() => screen.getByText('Location access is denied. Allow location access to check in.'))
  assert.is(screen.queryByRole('button', { name: 'Open settings' }), null)
})

CheckInSuite('with location fencing, inside the zone of this event check-in is expected', async () => {
  await render({ options: fenced({ entry: { stage: 'offering', logicalId: logicalId(LOGICAL), airport: 'CDG', trigger: 'zone' } }) })
  await waitFor(() => assert.ok(button()))
})

CheckInSuite('"Could not load check-in configuration." when the check-in cannot be loaded', async () => {
  await render({ checkIns: ['fail'] })
  await waitFor(() =>
    assert.equal(
      serviceErrors.queue.map((m) => m.messageKey),
      ['checkInConfigurationLoadFailed'],
    ),
  )
  await waitFor(() => screen.getByText('Could not load check-in configuration.'))
})

/** The profile switch performCheckInWithPosition: the device answers `position` (a fix at ORY by default). */
const withPosition = (position: DevicePosition | 'denied', language: 'en' | 'fr' = 'en'): AppHarnessOptions => ({
  language,
  infra: {
    devicePosition: {
      _tag: 'device',
      position: () => (position === 'denied' ? TE.left({ _tag: 'GeoPermissionDenied' }) : TE.right(position)),
    },
  },
})
const AT_ORY = { latitude: 48.7262, longitude: 2.3652, accuracy: 15 }

CheckInSuite('position-checked check-in, the device at another airport: no call, the dialog says how far and what is needed (en)', async () => {
  const { calls } = await render({ options: withPosition(AT_ORY) })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => assert.is(serviceErrors.queue.length, 1))
  const shown = serviceErrors.queue[0]
  assert.is(shown?.messageKey, 'checkInTooFar')
  assert.match(String(shown?.params?.['distance']), /^3\d\.\d km$/)
  assert.equal({ airport: shown?.params?.['airport'], radius: shown?.params?.['radius'] }, { airport: 'CDG', radius: '3 km' })
  assert.is(calls.posts, 0, 'refused before the call')
  assert.is(screen.queryByText('You are checked in.'), null)
})

CheckInSuite('position-checked check-in in French: the same explanation, distances in French', async () => {
  await render({ options: withPosition(AT_ORY, 'fr') })
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Me présenter' }) as HTMLElement))
  await waitFor(() => assert.is(serviceErrors.queue.length, 1))
  assert.is(serviceErrors.queue[0]?.messageKey, 'checkInTooFar')
  assert.match(String(serviceErrors.queue[0]?.params?.['distance']), /^3\d,\d\s?km$/)
})

CheckInSuite('position-checked check-in with location refused: "Location permission not granted." and no call', async () => {
  const { calls } = await render({ options: withPosition('denied') })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => assert.equal(serviceErrors.queue.map((m) => m.messageKey), ['locationPermissionNotGranted']))
  assert.is(calls.posts, 0)
})

CheckInSuite('position-checked check-in inside the zone: checked in', async () => {
  const { calls } = await render({ options: withPosition({ latitude: 49.01, longitude: 2.548, accuracy: 20 }), checkIns: [aCheckIn(), aCheckIn({ checkedIn: true })] })
  fire.click(await waitFor(() => button() as HTMLElement))
  await waitFor(() => screen.getByText('You are checked in.'))
  assert.is(calls.posts, 1)
})

// The harness clock stands at 08:00 UTC on 15 Mar 2026 (09:00 at CDG).
const later = aCheckInEvent({ fromDateTimeUTC: '2026-03-15T11:00:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T12:00:00+01:00' })
const earlier = aCheckInEvent({ fromDateTimeUTC: '2026-03-15T07:15:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T08:15:00+01:00' })
const notYet = aCheckIn({ checkInPermission: 'CHECK_IN_NOT_ALLOWED' })

CheckInSuite('not yet open: the status says when check-in opens, in local time and relative (en)', async () => {
  await render({ event: later, checkIns: [notYet] })
  await waitFor(() => screen.getByText('No check-in is expected for this duty. Check-in opens at 10:00 LT, in 60 minutes.'))
})

CheckInSuite('closed: the status says when it closed (fr)', async () => {
  await render({ event: earlier, checkIns: [notYet], options: { language: 'fr' } })
  await waitFor(() => screen.getByText(/La présentation a fermé à 08:45 LT, il y a 15 minutes\.$/))
})

CheckInSuite('inside the window the server said no for another reason: no time note', async () => {
  await render({ checkIns: [notYet] })
  await waitFor(() => screen.getByText('No check-in is expected for this duty.'))
  assert.is(screen.queryByText(/opens at|closed at/), null)
})

CheckInSuite.run()
