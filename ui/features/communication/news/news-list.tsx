import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import type { NewsEntry } from '../../../../core/news/news-list.machine'
import type { NewsItem } from '../../../../core/news/news-item.rules'
import { css } from '../../../../styled-system/css'
import { List, ListItem } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { formatDateTime } from '../shared/display-format'
import { NewsRow } from './news-row'

const hint = css({ px: { base: '4', sm: '0' }, fontSize: 'sm', color: 'fg.muted' })

export interface NewsListProps {
  readonly entries: ReadonlyArray<NewsEntry>
  readonly onOpen: (item: NewsItem) => void
  readonly onDelete: (id: string) => void
}

/** The news items, newest as the server orders them, each openable and deletable (swipe or button). */
export const NewsList = ({ entries, onOpen, onDelete }: NewsListProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const zone = Temporal.Now.timeZoneId()
  return (
    <>
      <p className={hint}>{LL.news.swipeHint()}</p>
      <List aria-label={LL.news.list()}>
        {entries.map((entry) => (
          <ListItem key={entry.item.id}>
            <NewsRow
              entry={entry}
              dateText={O.isSome(entry.item.date) ? formatDateTime(entry.item.date.value, zone, profile.display, language) : undefined}
              onOpen={() => onOpen(entry.item)}
              onDelete={() => onDelete(entry.item.id)}
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
