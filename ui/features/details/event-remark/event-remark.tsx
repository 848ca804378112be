import { eventRemarkSection } from '../../../../core/crew/leg-crew.rules'
import { formatDate } from '../../../../core/roster/date-format.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { css } from '../../../../styled-system/css'
import { useI18n } from '../../../i18n/use-i18n'
import { eventName } from '../shared/duty-text'
import { Card, PageFrame } from '../../../app/page-frame'

const muted = css({ color: 'fg.muted' })
const remark = css({ whiteSpace: 'pre-wrap', fontSize: 'md' })

/**
 * The event remark screen (SPEC section 2, /event/{crmId}/{eventId}): the duty it belongs to and its
 * remark, or the no-remark text (core `eventRemarkSection`).
 */
export const EventRemark = ({
  event,
  datePattern,
  remarkPermitted,
  onBack,
}: {
  readonly event: DutyEvent
  readonly datePattern: string
  readonly remarkPermitted: boolean
  readonly onBack: () => void
}) => {
  const { LL, language } = useI18n()
  const section = eventRemarkSection(remarkPermitted, event.remark)
  const date = formatDate(event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC, datePattern, language)
  return (
    <PageFrame title={LL.eventRemark.title()} variant="details" back={{ label: LL.common.back(), onBack: onBack }}>
      <Card title={LL.eventRemark.forEvent({ event: eventName(event, LL), date })}>
        {section._tag === 'Remark' ? <p className={remark}>{section.text}</p> : <p className={muted}>{LL.eventRemark.noRemark()}</p>}
      </Card>
    </PageFrame>
  )
}
