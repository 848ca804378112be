import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { GeofenceOfferDialog } from '../../../../ui/features/details/check-in/geofence-offer-dialog'
import { answerOffer, geofenceOffer, offerCheckIn } from '../../../../ui/features/details/check-in/geofence-offer.state'
import { act, cleanup, fire, screen, waitFor, within } from '../../harness'
import { renderWithProviders } from '../../providers'

const Offer = suite('the geofence check-in offer (Yes/No dialog)')
Offer.before.each(() => {
  if (geofenceOffer.pending !== undefined) answerOffer(false)
})
Offer.after.each(cleanup)

Offer('"the user is offered a Yes/No dialog to go to check-in for the airport": Yes answers true', async () => {
  await renderWithProviders(<GeofenceOfferDialog />)
  assert.is(screen.queryByRole('alertdialog'), null)
  let answer: Promise<boolean> = Promise.resolve(false)
  act(() => {
    answer = offerCheckIn({ logicalId: 'C1001:P123-CI', airport: 'CDG', trigger: 'zone' })
  })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Check in now?' }))
  assert.ok(within(dialog).getByText('You are at CDG. Do you want to go to check-in?'))
  fire.click(within(dialog).getByRole('button', { name: 'Yes, go to check-in' }))
  assert.is(await answer, true)
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null))
})

Offer('"A time window being reached also prompts an offer to check in": No answers false', async () => {
  await renderWithProviders(<GeofenceOfferDialog />)
  let answer: Promise<boolean> = Promise.resolve(true)
  act(() => {
    answer = offerCheckIn({ logicalId: 'C1001:P123-CI', airport: 'CDG', trigger: 'timeWindow' })
  })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Check in now?' }))
  assert.ok(within(dialog).getByText('Check-in for your duty from CDG is open. Do you want to go to check-in?'))
  fire.click(within(dialog).getByRole('button', { name: 'Not now' }))
  assert.is(await answer, false)
})

Offer('a newer offer answers an unanswered older one with No', async () => {
  const first = offerCheckIn({ logicalId: 'A', airport: 'CDG' })
  const second = offerCheckIn({ logicalId: 'B', airport: 'ORY' })
  assert.is(await first, false)
  answerOffer(true)
  assert.is(await second, true)
})

Offer('in French', async () => {
  await renderWithProviders(<GeofenceOfferDialog />, { language: 'fr' })
  act(() => void offerCheckIn({ logicalId: 'C1001:P123-CI', airport: 'CDG' }))
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Vous présenter maintenant ?' }))
  assert.ok(within(dialog).getByRole('button', { name: 'Oui, me présenter' }))
})

Offer.run()
