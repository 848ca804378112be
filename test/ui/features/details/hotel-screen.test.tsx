import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import { serviceErrors } from '../../../../ui/app/error-channel'
import { HotelDetailsScreen } from '../../../../ui/features/details/hotel/hotel-details-screen'
import { resetHotelState } from '../../../../ui/features/details/hotel/hotel.state'
import { anAirline, renderScreen } from '../../app-harness'
import { cleanup, flush, screen, waitFor, within } from '../../harness'
import { aHotel, left, right, serviceError } from './fixtures'

type Hotel = ReturnType<typeof aHotel>

const render = async (hotel: Hotel | 'fail', options: { airline?: ReturnType<typeof anAirline>; language?: 'en' | 'fr' } = {}) => {
  const asked: string[] = []
  const app = await renderScreen(<HotelDetailsScreen params={{ crmId: 'C1001', eventId: 'P123-HOT-LHR' }} />, {
    path: '/hotel/C1001/P123-HOT-LHR',
    ...options,
    ports: {
      hotel: {
        loadHotel: (_crmId, hotelId) => {
          asked.push(hotelId)
          return hotel === 'fail' ? left(serviceError('', 'Hotel service down')) : right(hotel)
        },
      },
    },
  })
  await flush()
  return { app, asked }
}

const fields = () => screen.getByRole('region', { name: 'Hotel details' })
const valueOf = (label: string): string => {
  const dt = Array.from(fields().querySelectorAll('dt')).find((d) => d.textContent === label)
  return dt?.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim() ?? '(none)'
}
const labels = () => Array.from(fields().querySelectorAll('dt')).map((d) => d.textContent)

const Hotel = suite('hotel details (/hotel/{crmId}/{eventId})')
Hotel.before.each(() => {
  resetHotelState()
  serviceErrors.queue = []
})
Hotel.after.each(cleanup)

Hotel('"here the hotel id comes from the eventId route parameter"; every field in order', async () => {
  const { asked } = await render(aHotel())
  await waitFor(fields)
  assert.equal(asked, ['P123-HOT-LHR'])
  assert.equal(labels(), [
    'Date',
    'Name',
    'Type',
    'Address',
    'Contacts',
    'Transfer time',
    'Pick-up time',
    'Transport company',
    'Transport type',
    'Transport company address',
    'Transport company contacts',
    'Remark',
  ])
  assert.is(valueOf('Name'), 'Heathrow Crew Hotel')
  assert.is(valueOf('Transfer time'), '25 min')
  assert.ok(valueOf('Address').includes('City:London'))
})

Hotel('"Date: a from-to range" with local time carrying the LT postfix, and UTC', async () => {
  await render(aHotel())
  await waitFor(fields)
  assert.is(valueOf('Date'), '16 Mar 2026 - 17 Mar 2026 LT16 Mar 2026 - 17 Mar 2026 UTC')
  assert.is(valueOf('Pick-up time'), '17 Mar 06:30 LT17 Mar 06:30 UTC')
})

Hotel('"or a single date when both are equal"', async () => {
  await render(aHotel({ toDateTimeLtAtAirport: '2026-03-16T22:00:00+00:00', toDateTimeUTC: '2026-03-16T22:00:00+00:00' }))
  await waitFor(fields)
  assert.is(valueOf('Date'), '16 Mar 2026 LT16 Mar 2026 UTC')
})

Hotel('"Times show local and/or UTC per profile": a UTC-only profile shows no LT time', async () => {
  await render(aHotel(), { airline: anAirline(profileWith({ display: { showLocalTime: false, showUTCTime: true } })) })
  await waitFor(fields)
  assert.is(valueOf('Pick-up time'), '17 Mar 06:30 UTC')
})

Hotel("hotel hides empty fields and the profile's disabled pick-up time", async () => {
  const hotel = aHotel({
    hotel: {
      name: 'Heathrow Crew Hotel',
      remark: '   ',
      hotelAtAirport: { transferTime: 0, pickupTime: '2026-03-17T06:30:00+00:00', pickupTimeLocal: '2026-03-17T06:30:00+00:00' },
      hotelContact: { phone: '', fax: '', email1: '', email2: '' },
    },
    transportCompany: undefined,
  })
  await render(hotel, { airline: anAirline(profileWith({ display: { disabledHotelFields: ['PICKUP_TIME'] } })) })
  await waitFor(fields)
  assert.equal(labels(), ['Date', 'Name', 'Transfer time'])
  assert.is(valueOf('Transfer time'), '0 min')
})

Hotel('in French the labels and month names are French', async () => {
  await render(aHotel(), { language: 'fr' })
  const region = await waitFor(() => screen.getByRole('region', { name: "Détails de l'hôtel" }))
  assert.ok(within(region).getByText('Heure de prise en charge'))
  assert.ok(within(region).getByText('16 mars 2026 - 17 mars 2026 LT'))
})

Hotel('"Hotel load failure: \'service error\' dialog with the translated server error"', async () => {
  await render('fail')
  await waitFor(() => assert.is(serviceErrors.queue.length, 1))
  assert.is(serviceErrors.queue[0]?.messageKey, 'hotelLoadFailed')
  assert.equal(serviceErrors.queue[0]?.params, { error: 'Hotel service down' })
  await waitFor(() => screen.getByText('The hotel details could not be loaded.'))
})

Hotel.run()
