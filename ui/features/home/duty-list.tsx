import { forwardRef, memo } from 'react'
import type { FeatureAccess } from '../../../core/access/feature-access'
import type { DisplayOptions } from '../../../core/access/profile.codec'
import { blockStatus, type EventBlocks } from '../../../core/roster/event-blocks.rules'
import type { DutyEvent } from '../../../core/roster/event.codec'
import type { Language } from '../../../core/shared/constants'
import { css } from '../../../styled-system/css'
import { EmptyState } from '../../design/empty-state'
import { CalendarIcon } from '../../design/icons/roster-icons'
import { List, ListItem } from '../../design/list'
import { useI18n } from '../../i18n/use-i18n'
import { DutyRow } from './duty-row'

const heading = css({ srOnly: true })
// Rows out of view skip style, layout and paint until scrolled near (a collapsed row is at least 64 px high; the
// browser remembers a row's last drawn height): the first drawing of home styles only the rows on screen.
const item = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 64px' })

/** The DOM id of a duty's list item (the calendar scrolls to it). */
export const dutyItemId = (event: Pick<DutyEvent, 'id'>): string => `duty-${event.id}`

export interface DutyListProps {
  readonly events: ReadonlyArray<DutyEvent>
  readonly empty: boolean
  /** The rows are still being drawn (the list is empty until then and says it is busy). */
  readonly pending?: boolean
  readonly blocks: EventBlocks
  readonly onToggle: (event: DutyEvent) => void
  readonly crmId: string
  readonly access: FeatureAccess
  readonly display: DisplayOptions
  readonly language: Language
}

/**
 * The duty list of SPEC section 2: every duty in list order, each a collapsible block; "An empty text
 * shows when there are no events" (core `isEmptyList`). Memoized: a block-month switch (which does not change the
 * list) does not render its rows again.
 */
export const DutyList = memo(forwardRef<HTMLElement, DutyListProps>(function DutyList({ events, empty, pending = false, blocks, onToggle, crmId, access, display, language }, ref) {
  const { LL } = useI18n()
  return (
    <section ref={ref} aria-labelledby="duty-list-title">
      <h2 id="duty-list-title" className={heading}>
        {LL.home.dutyList()}
      </h2>
      {empty ? (
        <EmptyState icon={<CalendarIcon size={28} />} title={LL.home.noDuties()} message={LL.home.noDutiesMessage()} />
      ) : (
        <List aria-label={LL.home.dutyList()} aria-busy={pending || undefined}>
          {events.map((event) => (
            <ListItem key={event.id} id={dutyItemId(event)} className={item}>
              <DutyRow
                event={event}
                open={blockStatus(blocks, event.id) === 'open'}
                onToggle={onToggle}
                crmId={crmId}
                access={access}
                display={display}
                language={language}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  )
}))
