import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_DISPLAY_OPTIONS } from '../../../../core/access/profile-defaults'
import { PairingCalendar } from '../../../../ui/features/details/pairing/pairing-calendar'
import { cleanup } from '../../harness'
import { renderWithProviders } from '../../providers'
import { aRange } from '../../../core/roster/fixtures'
import { aPairing } from './fixtures'

const Kinds = suite('the pairing\'s mini-calendar: every kind code with an icon and a translated label')
Kinds.after.each(cleanup)

const draw = (language: 'en' | 'fr') =>
  renderWithProviders(
    <PairingCalendar
      pairing={aPairing()}
      blockMonths={[aRange()]}
      user={undefined}
      display={{ ...DEFAULT_DISPLAY_OPTIONS, showLocalTime: false }}
      now={Temporal.Instant.from('2026-03-15T08:00:00Z')}
      onEvent={() => undefined}
    />,
    { language },
  )

const tagsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-kind]')].map((t) => ({ kind: t.dataset['kind'], title: t.title, icon: t.querySelector('[data-duty-kind]')?.getAttribute('data-duty-kind') }))

for (const [language, names] of [
  ['en', { checkIn: 'Check-in', leg: 'Flight', hotel: 'Hotel', checkOut: 'Check-out' }],
  ['fr', { checkIn: 'Présentation', leg: 'Vol', hotel: 'Hôtel', checkOut: 'Fin de service' }],
] as const) {
  Kinds(`${language}: C_I, LEG, HOT and C_O tags each carry their kind's icon and name`, async () => {
    const { container } = await draw(language)
    const tags = tagsOf(container)
    for (const kind of ['checkIn', 'leg', 'hotel'] as const) assert.ok(tags.some((t) => t.kind === kind), `a ${kind} tag`)
    for (const t of tags) assert.equal(t, { kind: t.kind, title: names[t.kind as keyof typeof names], icon: t.kind })
  })
}

Kinds.run()
