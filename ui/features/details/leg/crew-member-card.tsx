import * as O from 'fp-ts/Option'
import { cardAttributes } from '../../../../core/crew/crew-member-card.rules'
import type { CrewMemberCard } from '../../../../core/crew/crew-member.codec'
import type { LegCrewMember } from '../../../../core/crew/leg-crew.codec'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { shownTimes } from '../../../../core/roster/time-display.rules'
import { css } from '../../../../styled-system/css'
import { Button } from '../../../design/button'
import { Dialog } from '../../../design/dialog'
import { Spinner } from '../../../design/spinner'
import { useI18n } from '../../../i18n/use-i18n'
import { FieldList, type FieldEntry } from '../shared/field-list'
import { ShownTimes } from '../shared/shown-times'
import { crewMemberName } from './crew-list'

/** The card being shown: the member from the list and, once loaded, the card (none while loading or after a failure). */
export interface OpenCard {
  readonly member: LegCrewMember
  readonly card: O.Option<CrewMemberCard>
  readonly loading: boolean
}

const neighbour = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })

/**
 * The crew member card (SPEC section 3 "Crew member card": name, attributes, previous and next event).
 * A card that fails to load is "only logged, and the screen stays unloaded": the dialog then shows
 * what the crew list knows.
 */
export const CrewMemberCardDialog = ({
  open,
  display,
  onClose,
}: {
  readonly open: OpenCard | undefined
  readonly display: DisplayOptions
  readonly onClose: () => void
}) => {
  const { LL, language } = useI18n()
  if (open === undefined) return null
  const pattern = display.dateFormats.SHORT_DATE_TIME
  const card = O.toUndefined(open.card)
  const fields: FieldEntry[] = []
  if (card !== undefined) {
    for (const [i, a] of cardAttributes(card).entries()) fields.push({ key: `${a.key}-${i}`, label: LL.leg.crewCard.attributes[a.key](), value: a.value })
    const prev = card.previousEvent
    if (prev !== undefined)
      fields.push({
        key: 'previous',
        wide: true,
        label: LL.leg.crewCard.previousEvent(),
        value: (
          <span className={neighbour}>
            {prev.flightNumber === undefined ? null : (
              <span>{LL.leg.crewCard.flightFrom({ flightNumber: prev.flightNumber, airport: prev.origin ?? '' })}</span>
            )}
            <ShownTimes
              times={shownTimes({ utc: prev.toDateTimeUTC, atAirport: O.some(prev.toDateTimeLtAtAirport), atHomeBase: O.none }, display, {
                pattern,
                locale: language,
              })}
            />
          </span>
        ),
      })
    const next = card.nextEvent
    if (next !== undefined)
      fields.push({
        key: 'next',
        wide: true,
        label: LL.leg.crewCard.nextEvent(),
        value: (
          <span className={neighbour}>
            {next.flightNumber === undefined ? null : (
              <span>{LL.leg.crewCard.flightTo({ flightNumber: next.flightNumber, airport: next.destination ?? '' })}</span>
            )}
            <ShownTimes
              times={shownTimes({ utc: next.fromDateTimeUTC, atAirport: O.some(next.fromDateTimeLtAtAirport), atHomeBase: O.none }, display, {
                pattern,
                locale: language,
              })}
            />
          </span>
        ),
      })
  } else if (open.member.rank !== undefined) {
    fields.push({ key: 'rank', label: LL.duty.rank(), value: open.member.rank })
  }
  return (
    <Dialog
      open
      title={card?.name ?? crewMemberName(open.member)}
      onClose={onClose}
      actions={
        <Button variant="outline" tone="neutral" onClick={onClose}>
          {LL.common.close()}
        </Button>
      }
    >
      {open.loading ? <Spinner label={LL.common.loading()} /> : <FieldList fields={fields} label={LL.leg.crewCard.title()} />}
    </Dialog>
  )
}
