import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { NewsItem } from '../../../../core/news/news-item.rules'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { Button } from '../../../design/button'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { Card } from '../../../app/page-frame'
import { formatDateTime } from '../shared/display-format'

const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })
const body = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'md', lineHeight: 'relaxed' })

export interface NewsDetailProps {
  readonly item: NewsItem
  /** The check-in or roster-change screen the item leads to, if any (`openNews`'s target other than this detail). */
  readonly onFollow?: () => void
}

/** A broadcast message (or another news item) in full: subject, sender, date, body. */
export const NewsDetail = ({ item, onFollow }: NewsDetailProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const date = O.isSome(item.date) ? formatDateTime(item.date.value, Temporal.Now.timeZoneId(), profile.display, language) : undefined
  return (
    <Card title={item.title}>
      <p className={meta}>
        <span>{LL.news.categories[item.category]()}</span>
        {O.isSome(item.sender) ? <span>{LL.news.from({ sender: item.sender.value })}</span> : null}
        {date === undefined ? null : <span>{LL.news.broadcast.sentAt({ date })}</span>}
        {item.expired ? <Pill>{LL.news.expired()}</Pill> : null}
      </p>
      <p className={body}>{item.body === '' ? item.subtitle : item.body}</p>
      {onFollow === undefined ? null : (
        <div>
          <Button variant="outline" onClick={onFollow}>
            {item.category === 'checkIn' ? LL.news.broadcast.openCheckIn() : LL.news.broadcast.openRosterChanges()}
          </Button>
        </div>
      )}
    </Card>
  )
}
