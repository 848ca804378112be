import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { CheckInOffer } from '../../../core/platform/geofence.port'
import { logicalId } from '../features/details/fixtures'
import { answerOffer, geofenceOffer, offerCheckIn } from '../../../ui/app/geofence-offer.store'
import { INFRA } from '../../../ui/app/tokens'
import { fromContainer, renderApp } from '../app-harness'
import { act, cleanup, fire, screen, waitFor, within } from '../harness'

// The dialog the app mounts (ui/shell/geofence-offer-dialog.tsx, inside the signed-in shell), reached as the
// geofence runner reaches it: through the INFRA.geofenceUi bridge the shell fills at start.
const Offer = suite('the geofence check-in offer the shell mounts (Yes/No dialog)')
Offer.after.each(cleanup)

const offer = (trigger: CheckInOffer['trigger']): CheckInOffer => ({ logicalId: logicalId('C1001:P123-CI'), airport: 'CDG', trigger })

const offerThroughTheBridge = async (language: 'en' | 'fr', trigger: CheckInOffer['trigger']) => {
  const app = await renderApp({ language })
  const bridge = fromContainer(app.di, INFRA.geofenceUi)
  let answer: Promise<boolean> = Promise.resolve(false)
  act(() => {
    answer = bridge.offerCheckIn(offer(trigger))
  })
  return { app, answer: () => answer }
}

Offer('"the user is offered a Yes/No dialog to go to check-in for the airport": a zone entry, Yes answers true', async () => {
  const { answer } = await offerThroughTheBridge('en', 'zone')
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Check in now?' }))
  assert.ok(within(dialog).getByText('You are at CDG. Do you want to go to check-in?'))
  fire.click(within(dialog).getByRole('button', { name: 'Yes, go to check-in' }))
  assert.is(await answer(), true)
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null))
  assert.is(geofenceOffer.lastEnteredZone, 'C1001:P123-CI', 'the zone entered stays known to the check-in screen')
})

Offer('"A time window being reached also prompts an offer to check in": the time-window wording, No answers false', async () => {
  const { answer } = await offerThroughTheBridge('en', 'timeWindow')
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Check in now?' }))
  assert.ok(within(dialog).getByText('Check-in for your duty from CDG is open. Do you want to go to check-in?'))
  assert.is(within(dialog).queryByText('You are at CDG. Do you want to go to check-in?'), null)
  fire.click(within(dialog).getByRole('button', { name: 'Not now' }))
  assert.is(await answer(), false)
  assert.is(geofenceOffer.lastEnteredZone, null, 'a time window is no zone entry')
})

Offer('in French: a zone entry', async () => {
  await offerThroughTheBridge('fr', 'zone')
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Vous présenter maintenant ?' }))
  assert.ok(within(dialog).getByText('Vous êtes à CDG. Voulez-vous accéder à la présentation ?'))
  assert.ok(within(dialog).getByRole('button', { name: 'Oui, me présenter' }))
  assert.ok(within(dialog).getByRole('button', { name: 'Plus tard' }))
})

Offer('in French: the time-window wording', async () => {
  await offerThroughTheBridge('fr', 'timeWindow')
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Vous présenter maintenant ?' }))
  assert.ok(within(dialog).getByText('La présentation pour votre activité au départ de CDG est ouverte. Voulez-vous y accéder ?'))
})

Offer('a newer offer answers an unanswered older one with No', async () => {
  const first = offerCheckIn({ ...offer('zone'), logicalId: logicalId('A') })
  const second = offerCheckIn({ ...offer('zone'), logicalId: logicalId('B'), airport: 'ORY' })
  assert.is(await first, false)
  answerOffer(true)
  assert.is(await second, true)
})

Offer.run()
