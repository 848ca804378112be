import { Link } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { css, cx } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { ChevronRightIcon } from '../../../design/icons/chevron-icons'
import { MessageIcon } from '../../../design/icons/navigation-icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { formatDay } from '../shared/display-format'
import type { RemarkRow } from './daily-remarks.view-model'

/** A list flush inside its card: the card draws the frame. */
const flushList = css({ borderBottomWidth: '0', sm: { borderXWidth: '0', borderRadius: '0' } })
const empty = css({ px: '4', py: '3', color: 'fg.muted', fontSize: 'sm' })
const link = css({ display: 'block', color: 'inherit', textDecoration: 'none' })
const icon = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: '36px', h: '36px', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', flexShrink: 0 })
const unreadTitle = css({ fontWeight: 'bold' })
const preview = css({ lineClamp: 2, overflowWrap: 'anywhere' })

export interface RemarkListProps {
  /** The list's accessible name ("From the scheduler", "From me"). */
  readonly label: string
  readonly rows: ReadonlyArray<RemarkRow>
  readonly emptyText: string
}

/** One list of daily remarks: each row links to `/daily-remarks/{id}`; unread ones are marked. */
export const RemarkList = ({ label, rows, emptyText }: RemarkListProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  if (rows.length === 0) return <p className={empty}>{emptyText}</p>
  return (
    <List aria-label={label} className={flushList}>
      {rows.map((row) => (
        <ListItem key={row.key}>
          <Link href={routeFor.dailyRemark(row.key)} className={cx(link, listRowInteractive)}>
            <ListRow
              leading={
                <span className={icon} aria-hidden="true">
                  <MessageIcon size={18} />
                </span>
              }
              title={
                <span className={row.unread ? unreadTitle : undefined}>
                  {formatDay(row.date, profile.display, language)} · {row.typeText}
                </span>
              }
              subtitle={row.text === '' ? undefined : <span className={preview}>{row.text}</span>}
              meta={
                <>
                  {row.unread ? <Pill tone="brand">{LL.dailyRemarks.unread()}</Pill> : null}
                  <ChevronRightIcon size={18} />
                </>
              }
            />
          </Link>
        </ListItem>
      ))}
    </List>
  )
}
