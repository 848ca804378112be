import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Badge, Pill } from '../../../ui/design/badge'
import { Banner } from '../../../ui/design/banner'
import { Button, IconButton } from '../../../ui/design/button'
import { RefreshIcon } from '../../../ui/design/icons/roster-icons'
import { ProgressBar, Spinner } from '../../../ui/design/spinner'
import { cleanup, fire, render, screen } from '../harness'

const Buttons = suite('Button and IconButton')
Buttons.after.each(cleanup)

Buttons('a disabled button is disabled for real: no click reaches its handler', () => {
  let clicks = 0
  render(
    <Button disabled onClick={() => (clicks += 1)}>
      Log in
    </Button>,
  )
  const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
  assert.ok(button.disabled)
  fire.click(button)
  assert.is(clicks, 0)
})

Buttons('an enabled button calls its handler and is type="button" (never submits a form by accident)', () => {
  let clicks = 0
  render(<Button onClick={() => (clicks += 1)}>Refresh</Button>)
  const button = screen.getByRole('button', { name: 'Refresh' })
  fire.click(button)
  assert.is(clicks, 1)
  assert.is(button.getAttribute('type'), 'button')
})

Buttons('a loading button is busy, disabled and announces its loading label', () => {
  render(
    <Button loading loadingLabel="Signing in…">
      Log in
    </Button>,
  )
  const button = screen.getByRole('button', { name: /Log in/ }) as HTMLButtonElement
  assert.ok(button.disabled)
  assert.is(button.getAttribute('aria-busy'), 'true')
  assert.ok(screen.getByRole('status', { name: 'Signing in…' }))
})

Buttons('an icon button is named by its label; its red dot adds the badge meaning to the name', () => {
  const { rerender } = render(<IconButton label="Refresh duties" icon={<RefreshIcon />} badgeLabel="Updates are waiting" />)
  assert.ok(screen.getByRole('button', { name: 'Refresh duties' }))
  assert.is(document.querySelector('[data-badge]'), null)
  rerender(<IconButton label="Refresh duties" icon={<RefreshIcon />} badge badgeLabel="Updates are waiting" />)
  assert.ok(screen.getByRole('button', { name: 'Refresh duties, Updates are waiting' }))
  assert.ok(document.querySelector('[data-badge]'))
})

const Status = suite('Badge, Pill, Banner, Spinner, ProgressBar')
Status.after.each(cleanup)

Status('"Red-dot badges ... signal new items": the dot is drawn and its label is read', () => {
  const { container } = render(<Badge label="New items" />)
  assert.is(container.textContent, 'New items')
  assert.is(container.querySelector('[aria-hidden="true"]')?.textContent, '')
})

Status('a pill shows its word', () => {
  render(<Pill tone="danger">Expired</Pill>)
  assert.ok(screen.getByText('Expired'))
})

Status('a danger banner is an alert, others are polite statuses; the dismiss button is named', () => {
  let dismissed = 0
  const { rerender } = render(<Banner tone="danger">No connection to the server.</Banner>)
  assert.ok(screen.getByRole('alert'))
  rerender(
    <Banner tone="offline" onDismiss={() => (dismissed += 1)} dismissLabel="Dismiss">
      You are offline.
    </Banner>,
  )
  assert.is(screen.queryByRole('alert'), null)
  assert.ok(screen.getByRole('status'))
  fire.click(screen.getByRole('button', { name: 'Dismiss' }))
  assert.is(dismissed, 1)
})

Status('the progress indicator is a named progressbar, determinate when given a value', () => {
  const { rerender } = render(<ProgressBar label="Loading, please wait" />)
  const bar = screen.getByRole('progressbar', { name: 'Loading, please wait' })
  assert.is(bar.getAttribute('aria-valuenow'), null)
  rerender(<ProgressBar label="Loading, please wait" value={40} />)
  assert.is(screen.getByRole('progressbar', { name: 'Loading, please wait' }).getAttribute('aria-valuenow'), '40')
})

Status('a spinner without a label is decorative; with one it is a status', () => {
  const { rerender } = render(<Spinner />)
  assert.is(screen.queryByRole('status'), null)
  rerender(<Spinner label="Loading…" />)
  assert.ok(screen.getByRole('status', { name: 'Loading…' }))
})

Buttons.run()
Status.run()
