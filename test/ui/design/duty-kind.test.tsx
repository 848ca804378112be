import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DUTY_KINDS, type DutyKind } from '../../../core/roster/duty-kind.rules'
import { DUTY_PALETTE } from '../../../ui/design/duty-palette'
import { DutyKindIcon } from '../../../ui/design/duty-kind-icon'
import { cleanup, render, screen } from '../harness'
import { contrast } from './contrast'

/** The duty kinds named for their own colour. */
const NAMED_KINDS: ReadonlyArray<DutyKind> = ['pairing', 'leg', 'hotel', 'standby', 'vacation', 'sickness', 'ground', 'simulator', 'off', 'suspension', 'rosterTag', 'checkIn']

const Icon = suite('DutyKindIcon')
Icon.after.each(cleanup)

Icon('with a label it is an image named by the label; without one it is hidden from assistive technology', () => {
  const { rerender } = render(<DutyKindIcon kind="standby" label="Standby" />)
  assert.ok(screen.getByRole('img', { name: 'Standby' }))
  rerender(<DutyKindIcon kind="standby" />)
  assert.is(screen.queryByRole('img'), null)
  assert.is(document.querySelector('[data-duty-kind="standby"]')?.getAttribute('aria-hidden'), 'true')
})

Icon('"duty kinds told apart at a glance by colour and icon": every duty kind has its own glyph', () => {
  const glyphs = DUTY_KINDS.map((kind) => {
    const { container, unmount } = render(<DutyKindIcon kind={kind} />)
    const markup = container.querySelector('svg')?.innerHTML ?? ''
    unmount()
    return markup
  })
  assert.ok(glyphs.every((g) => g.length > 0))
  assert.is(new Set(glyphs).size, DUTY_KINDS.length)
})

Icon('each duty kind takes its own colour palette (colorPalette duty.<kind>)', () => {
  render(<DutyKindIcon kind="rosterTag" />)
  assert.ok((document.querySelector('[data-duty-kind="rosterTag"]')?.className ?? '').includes('color-palette_duty.rosterTag'))
})

const Palette = suite('duty palette')

Palette('the named duty kinds each have a distinct solid colour, in light and in dark mode', () => {
  for (const mode of ['light', 'dark'] as const) {
    const solids = NAMED_KINDS.map((k) => DUTY_PALETTE[k][mode].solid.toLowerCase())
    assert.is(new Set(solids).size, NAMED_KINDS.length, `${mode}: ${solids.join(' ')}`)
  }
})

Palette('duty text is legible on its tinted surface (WCAG AA, 4.5:1) in both modes', () => {
  for (const kind of DUTY_KINDS) {
    for (const mode of ['light', 'dark'] as const) {
      const c = DUTY_PALETTE[kind][mode]
      const ratio = contrast(c.fg, c.subtle)
      assert.ok(ratio >= 4.5, `${kind} ${mode}: ${c.fg} on ${c.subtle} is ${ratio.toFixed(2)}:1`)
    }
  }
})

Palette('the duty mark stands out from its tinted surface (non-text contrast, 3:1) in both modes', () => {
  for (const kind of DUTY_KINDS) {
    for (const mode of ['light', 'dark'] as const) {
      const c = DUTY_PALETTE[kind][mode]
      const ratio = contrast(c.solid, c.subtle)
      assert.ok(ratio >= 3, `${kind} ${mode}: ${c.solid} on ${c.subtle} is ${ratio.toFixed(2)}:1`)
    }
  }
})

Icon.run()
Palette.run()
