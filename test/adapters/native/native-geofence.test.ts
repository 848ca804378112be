import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createGeofenceRunner } from '../../../adapters/geo/geofence-runner'
import { selectGeofenceDriver } from '../../../adapters/geo/native-geofence'
import { backgroundGeolocation } from '../../../adapters/native/background-geolocation'
import { fakeTime } from '../fake-clock'
import { aConfig, aCrmId } from '../fixtures'
import { AT_FRA, IN_BETWEEN, LATER, settle } from '../geo-fixtures'
import { fakeGeolocationPlugin } from './capacitor-fakes'

const NOTICE = { title: 'Crew Duty Plan', message: 'Watching the check-in zone of your next duty.' }

/** The app's geofence on the phone: the plugin's positions, the zones of the server's configuration, the core machine. */
const aPhone = (answer: 'granted' | 'denied') => {
  const { plugin, fake } = fakeGeolocationPlugin()
  fake.answer = answer
  const time = fakeTime()
  const offers: string[] = []
  const driver = selectGeofenceDriver({ win: {}, geolocation: backgroundGeolocation(plugin, NOTICE), notificationText: () => ({ title: '', text: '' }) })
  if (driver === undefined) throw new Error('no geofence with a geolocation')
  const runner = createGeofenceRunner({
    driver,
    checkIn: { loadConfiguration: () => TE.right(aConfig(LATER)) },
    scheduler: time.scheduler,
    ui: { offerCheckIn: (o) => (offers.push(`${o.airport}:${o.trigger}`), Promise.resolve(false)), navigateToCheckIn: () => undefined },
    logWarning: () => undefined,
  })
  runner.dispatch({ _tag: 'Start', crmId: aCrmId('C1001'), locationCheckInEnabled: true, authenticated: true, geofenceCapability: true })
  return { fake, runner, offers }
}

const Geofence = suite('native geofence (@capacitor-community/background-geolocation)')

Geofence('permission asked, then the zone of the next check-in watched in the background; entering it offers the check-in', async () => {
  const phone = aPhone('granted')
  await settle()
  phone.fake.move(AT_FRA.latitude, AT_FRA.longitude)
  await settle()
  assert.ok(phone.fake.asked >= 1, 'the location permission was asked')
  assert.is(phone.runner.state().phase, 'watching')
  const background = [...phone.fake.watchers.values()].find((w) => w.options['backgroundMessage'] !== undefined)
  assert.ok(background !== undefined, 'a background watcher with Android\'s notice')
  assert.is(background?.options['backgroundTitle'], NOTICE.title)
  phone.fake.move(IN_BETWEEN.latitude, IN_BETWEEN.longitude)
  phone.fake.move(AT_FRA.latitude, AT_FRA.longitude)
  await settle()
  assert.ok(phone.offers.length >= 1, `offers: ${phone.offers.join(', ')}`)
  assert.ok(phone.offers.every((o) => o === 'FRA:zone'))
})

Geofence('a refused permission: the machine reports permission denied (the check-in screen says location access is denied)', async () => {
  const phone = aPhone('denied')
  await settle()
  assert.is(phone.runner.state().status, 'permissionDenied')
  assert.is(phone.runner.state().phase, 'waitingRetry')
  assert.equal(phone.offers, [])
})

Geofence('one position: the first fix, and the watcher removed', async () => {
  const { plugin, fake } = fakeGeolocationPlugin()
  const geo = backgroundGeolocation(plugin, NOTICE)
  const position = geo.currentPosition()()
  await settle()
  fake.move(1, 2)
  assert.equal(await position, E.right({ latitude: 1, longitude: 2, accuracy: 10 }))
  await settle()
  assert.is(fake.watchers.size, 0)
})

Geofence.run()
