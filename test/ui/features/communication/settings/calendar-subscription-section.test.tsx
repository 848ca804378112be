import { suite } from 'uvu'
import * as TE from 'fp-ts/TaskEither'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../../core/access/profiles.rules'
import type { CalendarSubscriptionPort } from '../../../../../core/roster/calendar-feed/calendar-subscription.port'
import { setOnline } from '../../../../../ui/app/session.store'
import { SettingsScreen } from '../../../../../ui/features/communication/settings/settings-screen'
import { resetSettingsState } from '../../../../../ui/features/communication/settings/settings.state'
import { aUser, anAirline, fakeAuthPort, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor, within } from '../../../harness'
import { fakeLanguagePort } from './fixtures'

const Calendar = suite('settings: calendar subscription')
Calendar.before.each(() => {
  resetSettingsState()
})
Calendar.after.each(cleanup)

const FEED = 'https://crew.example/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics'

/** A fake subscription port: `active` at first; records what was called. */
const fakeCalendar = (active: boolean, options: { readonly createFails?: boolean } = {}) => {
  const calls: string[] = []
  const port: CalendarSubscriptionPort = {
    loadStatus: (crmId) => {
      calls.push(`status ${crmId}`)
      return TE.right(active ? { active: true, createdAt: '2026-03-01T09:30:00Z' } : { active: false })
    },
    create: (crmId, language) => {
      calls.push(`create ${crmId} ${language}`)
      return options.createFails === true ? TE.left({ _tag: 'Offline' }) : TE.right({ feedUrl: FEED, createdAt: '2026-03-15T08:00:00Z' })
    },
    revoke: (crmId) => {
      calls.push(`revoke ${crmId}`)
      return TE.right(undefined)
    },
  }
  return { port, calls }
}

const render = (calendarSubscription: CalendarSubscriptionPort, extra: { readonly language?: 'en' | 'fr'; readonly airline?: ReturnType<typeof anAirline>; readonly online?: boolean } = {}) =>
  renderScreen(<SettingsScreen params={{}} />, {
    ports: { settings: fakeLanguagePort().port, auth: fakeAuthPort({ user: aUser() }), calendarSubscription },
    path: '/profile',
    ...extra,
  })

Calendar('create: the URL is shown once in a read-only field, with a copy button and a QR code; the feed titles take the app language', async () => {
  const calendar = fakeCalendar(false)
  const written: string[] = []
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void written.push(s) } })
  await render(calendar.port)
  const section = await waitFor(() => screen.getByRole('region', { name: 'Calendar subscription' }))
  await waitFor(() => within(section).getByText('No calendar link is active.'))
  act(() => within(section).getByRole('button', { name: 'Create calendar link' }).click())
  const field = (await waitFor(() => within(section).getByRole('textbox', { name: 'Calendar link' }))) as HTMLInputElement
  assert.is(field.value, FEED)
  assert.ok(field.readOnly)
  assert.ok(within(section).getByText('Add this link to your calendar app now: it is shown only once.'))
  const qr = (await waitFor(() => within(section).getByRole('img', { name: 'QR code of the calendar link' }), 5000)) as HTMLImageElement
  assert.match(qr.src, /^data:image\/svg\+xml/)
  act(() => within(section).getByRole('button', { name: 'Copy link' }).click())
  await waitFor(() => within(section).getByText('Link copied.'))
  assert.equal(written, [FEED])
  assert.equal(calendar.calls, ['status C1001', 'create C1001 en'])
  assert.ok(within(section).getByRole('button', { name: 'Replace link' }))
})

Calendar('an active link is never shown again: replace or revoke; revoking says so and offers to create again', async () => {
  const calendar = fakeCalendar(true)
  await render(calendar.port)
  const section = await waitFor(() => screen.getByRole('region', { name: 'Calendar subscription' }))
  await waitFor(() => within(section).getByText(/A calendar link is active \(created 01 Mar 2026 09:30\)/)) // 24-hour, the app's one date-time format (TZ=UTC)
  assert.is(within(section).queryByRole('textbox', { name: 'Calendar link' }), null)
  act(() => within(section).getByRole('button', { name: 'Revoke link' }).click())
  await waitFor(() => within(section).getByText('The calendar link is revoked: calendars subscribed to it no longer update.'))
  assert.ok(within(section).getByRole('button', { name: 'Create calendar link' }))
  assert.is(within(section).queryByRole('button', { name: 'Revoke link' }), null)
  assert.equal(calendar.calls, ['status C1001', 'revoke C1001'])
})

Calendar('issue 26: "Replace link" asks first (it stops the old link at once); Cancel keeps the link, confirming replaces it', async () => {
  const calendar = fakeCalendar(true)
  await render(calendar.port)
  const section = await waitFor(() => screen.getByRole('region', { name: 'Calendar subscription' }))
  const replace = await waitFor(() => within(section).getByRole('button', { name: 'Replace link' }))
  act(() => replace.click())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Replace the calendar link?' }))
  assert.equal(calendar.calls, ['status C1001'], 'nothing replaced before the answer')
  act(() => within(dialog).getByRole('button', { name: 'Cancel' }).click())
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null))
  assert.equal(calendar.calls, ['status C1001'], 'Cancel keeps the link')
  act(() => within(section).getByRole('button', { name: 'Replace link' }).click())
  act(() => within(screen.getByRole('alertdialog', { name: 'Replace the calendar link?' })).getByRole('button', { name: 'Replace link' }).click())
  await waitFor(() => assert.equal(calendar.calls, ['status C1001', 'create C1001 en']))
})

Calendar('a failed create is said as an alert; offline the buttons are disabled', async () => {
  await render(fakeCalendar(false, { createFails: true }).port)
  const section = await waitFor(() => screen.getByRole('region', { name: 'Calendar subscription' }))
  const create = await waitFor(() => within(section).getByRole('button', { name: 'Create calendar link' }))
  act(() => create.click())
  await waitFor(() => within(section).getByRole('alert'))
  assert.match(within(section).getByRole('alert').textContent ?? '', 'The calendar subscription could not be changed. Try again.')
  act(() => setOnline(false))
  await waitFor(() => within(section).getByText('Changing the calendar subscription is possible only when online.'))
  assert.ok((within(section).getByRole('button', { name: 'Create calendar link' }) as HTMLButtonElement).disabled)
})

Calendar('opened offline: nothing is asked of the server; the status loads once the connection returns', async () => {
  const calendar = fakeCalendar(true)
  await render(calendar.port, { online: false })
  const section = await waitFor(() => screen.getByRole('region', { name: 'Calendar subscription' }))
  await waitFor(() => within(section).getByText('Changing the calendar subscription is possible only when online.'))
  assert.equal(calendar.calls, [], 'no status call offline')
  act(() => setOnline(true))
  await waitFor(() => within(section).getByRole('button', { name: 'Revoke link' }))
  assert.equal(calendar.calls, ['status C1001'])
})

Calendar('in French, and the URL is made with French titles', async () => {
  const calendar = fakeCalendar(false)
  await render(calendar.port, { language: 'fr' })
  const section = await waitFor(() => screen.getByRole('region', { name: 'Abonnement calendrier' }))
  await waitFor(() => within(section).getByText("Aucun lien de calendrier n'est actif."))
  act(() => within(section).getByRole('button', { name: 'Créer un lien de calendrier' }).click())
  await waitFor(() => within(section).getByRole('textbox', { name: 'Lien du calendrier' }))
  assert.ok(within(section).getByRole('button', { name: 'Copier le lien' }))
  assert.equal(calendar.calls, ['status C1001', 'create C1001 fr'])
})

Calendar('the profile switch calendarSubscription off: no section, no call', async () => {
  const calendar = fakeCalendar(true)
  await render(calendar.port, { airline: anAirline(profileWith({ features: { calendarSubscription: false } })) })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  assert.is(screen.queryByRole('region', { name: 'Calendar subscription' }), null)
  assert.equal(calendar.calls, [])
})

Calendar.run()
