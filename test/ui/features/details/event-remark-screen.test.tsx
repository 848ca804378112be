import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DutyEvent } from '../../../../core/roster/event.codec'
import { EventRemarkScreen } from '../../../../ui/features/details/event-remark/event-remark-screen'
import { renderScreen } from '../../app-harness'
import { cleanup, fire, screen, waitFor, within } from '../../harness'
import { aLeg, aLegWire } from './fixtures'

const PATH = '/event/C1001/AF006-20260316-CDG'
const params = { crmId: 'C1001', eventId: 'AF006-20260316-CDG' }

const Remark = suite('event remark screen (/event/{crmId}/{eventId})')
Remark.after.each(cleanup)

Remark('"The event is passed in navigation state": its remark shows under the duty and date', async () => {
  await renderScreen(<EventRemarkScreen params={params} />, { path: PATH, navigationState: { event: aLegWire() } })
  await waitFor(() => screen.getByRole('heading', { name: 'Event remark' }))
  const section = screen.getByRole('region', { name: 'AF006 CDG-LHR, 16 Mar 2026' })
  assert.ok(within(section).getByText('Catering loaded at CDG.'))
})

Remark('a decoded event in the state (in-app navigation) is accepted too', async () => {
  const event = aLeg()
  assert.ok(DutyEvent.is(event))
  await renderScreen(<EventRemarkScreen params={params} state={{ event }} />, { path: PATH })
  await waitFor(() => screen.getByText('Catering loaded at CDG.'))
})

Remark('a duty without a remark shows the no-remark text', async () => {
  await renderScreen(<EventRemarkScreen params={params} />, { path: PATH, navigationState: { event: aLegWire({ remark: '' }) } })
  await waitFor(() => screen.getByText('No remark for this duty.'))
})

Remark('"with no event passed it redirects to /"', async () => {
  const app = await renderScreen(<EventRemarkScreen params={params} />, { path: PATH })
  await waitFor(() => assert.is(app.location(), '/'))
})

Remark('an invalid event in the state (not a duty) redirects to / as well', async () => {
  const app = await renderScreen(<EventRemarkScreen params={params} />, { path: PATH, navigationState: { event: { id: 'x', type: 'NOPE' } } })
  await waitFor(() => assert.is(app.location(), '/'))
})

Remark('the back arrow leaves the screen', async () => {
  const app = await renderScreen(<EventRemarkScreen params={params} />, { path: PATH, navigationState: { event: aLegWire() } })
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Back' })))
  assert.is(app.location(), '/')
})

Remark.run()
