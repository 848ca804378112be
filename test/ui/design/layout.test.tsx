import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AppFrame, AppHeader } from '../../../ui/design/app-frame'
import { Button } from '../../../ui/design/button'
import { EmptyState } from '../../../ui/design/empty-state'
import { List, ListItem, ListRow } from '../../../ui/design/list'
import { TimeText } from '../../../ui/design/time-text'
import { ProfileProvider, useProfile } from '../../../ui/profile/profile-context'
import { PROFILES } from '../../../profiles/index'
import { cleanup, render, screen, within } from '../harness'

const Frame = suite('AppFrame and AppHeader')
Frame.after.each(cleanup)

Frame('landmarks: a banner with the screen title as heading and the airline logo, main, and a footer', () => {
  render(
    <AppFrame skipLabel="Skip to content" header={<AppHeader title="Duty plan" logoUrl="/assets/logo.svg" logoAlt="Demo Airline logo" />}>
      <p>content</p>
    </AppFrame>,
  )
  const banner = screen.getByRole('banner')
  assert.ok(within(banner).getByRole('heading', { name: 'Duty plan' }))
  assert.ok(within(banner).getByRole('img', { name: 'Demo Airline logo' }))
  assert.is(screen.getByRole('main').id, 'main')
  assert.is(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href'), '#main')
  assert.is(screen.getByRole('contentinfo').textContent, '')
})

Frame('"When logged out an empty footer shows"; signed in it holds the navigation', () => {
  render(
    <AppFrame skipLabel="Skip" header={<AppHeader title="Home" />} footer={<nav aria-label="Main navigation" />}>
      <p>content</p>
    </AppFrame>,
  )
  assert.ok(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Main navigation' }))
})

const Lists = suite('List, ListRow, EmptyState')
Lists.after.each(cleanup)

Lists('a named list of rows with title, subtitle and meta', () => {
  render(
    <List aria-label="Duty list">
      <ListItem>
        <ListRow title="LH 123 FRA–JFK" subtitle="A350" meta={<time>08:35</time>} />
      </ListItem>
      <ListItem>
        <ListRow title="Standby" />
      </ListItem>
    </List>,
  )
  const items = within(screen.getByRole('list', { name: 'Duty list' })).getAllByRole('listitem')
  assert.equal(items.map((i) => i.textContent), ['LH 123 FRA–JFK A350 08:35', 'Standby'], 'the words of title, subtitle and meta stay apart')
})

Lists('an empty state shows its title, message and action', () => {
  render(<EmptyState title="There are no duties in this block month." message="Pull to refresh." action={<Button>Reload</Button>} />)
  assert.ok(screen.getByText('There are no duties in this block month.'))
  assert.ok(screen.getByRole('button', { name: 'Reload' }))
})

Lists('a time is a <time> element with its machine value, in tabular figures, with its LT or UTC marker', () => {
  const { container } = render(<TimeText text="08:35" dateTime="2026-03-15T08:35:00+01:00" suffix="LT" />)
  const el = container.querySelector('time')
  assert.is(el?.getAttribute('datetime'), '2026-03-15T08:35:00+01:00')
  assert.is(el?.textContent, '08:35 LT')
  assert.ok((el?.className ?? '').includes('tabular-nums'))
})

const Airline = suite('profile context')
Airline.after.each(cleanup)

const AirlineName = () => <p>{useProfile().profile.name}</p>

Airline('components see the build\'s profile (the demo airline outside a build) unless a provider overrides it', () => {
  render(<AirlineName />)
  assert.ok(screen.getByText('Demo Airline'))
  cleanup()
  const boreal = PROFILES['boreal']
  if (boreal === undefined) throw new Error('no boreal')
  render(
    <ProfileProvider airline={{ profile: boreal.profile, extras: boreal.extras, logoUrl: '/assets/boreal.svg' }}>
      <AirlineName />
    </ProfileProvider>,
  )
  assert.ok(screen.getByText('Boreal Wings'))
})

Frame.run()
Lists.run()
Airline.run()
