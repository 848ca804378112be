import * as O from 'fp-ts/Option'
import type { NewsEntry } from '../../../../core/news/news-list.machine'
import type { NewsCategory } from '../../../../core/news/news-item.rules'
import { css, cx } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { IconButton } from '../../../design/button'
import { TrashIcon } from '../../../design/icons/edit-icons'
import { MessageIcon } from '../../../design/icons/navigation-icons'
import { CalendarIcon, ClockIcon } from '../../../design/icons/roster-icons'
import { listRowInteractive } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'
import { useSwipe } from './use-swipe'

const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  bg: 'bg.surface',
  touchAction: 'pan-y',
  userSelect: 'none',
  transitionProperty: 'transform',
  transitionDuration: 'fast',
})
const fading = css({ animation: 'fadeOut token(durations.fade) ease-in forwards', pointerEvents: 'none' })
const open = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  flex: '1',
  minW: '0',
  px: '4',
  py: '3',
  textAlign: 'start',
  color: 'fg.default',
  borderInlineStartWidth: '4px',
  borderColor: 'transparent',
})
const iconWrap = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: '36px', h: '36px', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', flexShrink: 0 })
const text = css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' })
const title = css({ fontWeight: 'semibold', lineHeight: 'tight', overflowWrap: 'anywhere' })
const unreadTitle = css({ fontWeight: 'bold' })
const subtitle = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted' })
const actions = css({ display: 'flex', alignItems: 'center', pe: '2' })

const CATEGORY_ICONS: Readonly<Record<NewsCategory, typeof MessageIcon>> = {
  message: MessageIcon,
  checkIn: ClockIcon,
  rosterChange: CalendarIcon,
  other: MessageIcon,
}

export interface NewsRowProps {
  readonly entry: NewsEntry
  /** The item's date as shown (formatted by the screen), if any. */
  readonly dateText: string | undefined
  readonly onOpen: () => void
  readonly onDelete: () => void
}

/**
 * One news item: a button that opens it, and its Delete button (the keyboard and screen-reader way to
 * delete). Swiping the row sideways more than 100 px deletes too; while the deletion's 300 ms fade runs
 * the row is busy and its controls are disabled.
 */
export const NewsRow = ({ entry, dateText, onOpen, onDelete }: NewsRowProps) => {
  const { LL } = useI18n()
  const { item, phase } = entry
  const busy = phase !== 'shown'
  const swipe = useSwipe(onDelete, !busy)
  const Icon = CATEGORY_ICONS[item.category]
  const unread = !item.read && !item.expired
  return (
    <div
      className={cx(row, busy ? fading : undefined)}
      style={swipe.offset === 0 ? undefined : { transform: `translateX(${swipe.offset}px)`, transitionDuration: '0ms' }}
      aria-busy={busy || undefined}
      data-phase={phase}
      {...swipe.handlers}
    >
      <button
        type="button"
        className={cx(open, listRowInteractive)}
        style={O.isSome(item.colour) ? { borderInlineStartColor: item.colour.value } : undefined}
        disabled={busy}
        onClick={() => {
          if (!swipe.consumeDrag()) onOpen()
        }}
      >
        <span className={iconWrap} aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className={text}>
          <span className={cx(title, unread ? unreadTitle : undefined)}>{item.title}</span>
          {item.subtitle === '' ? null : <span className={subtitle}>{item.subtitle}</span>}
          <span className={meta}>
            <span>{LL.news.categories[item.category]()}</span>
            {O.isSome(item.sender) ? <span>{LL.news.from({ sender: item.sender.value })}</span> : null}
            {dateText === undefined ? null : <time dateTime={O.isSome(item.date) ? item.date.value.toString({ timeZoneName: 'never' }) : undefined}>{dateText}</time>}
            {unread ? <Pill tone="brand">{LL.news.unread()}</Pill> : null}
            {item.expired ? <Pill tone="neutral">{LL.news.expired()}</Pill> : null}
          </span>
        </span>
      </button>
      <div className={actions}>
        <IconButton label={LL.news.delete({ title: item.title })} icon={<TrashIcon />} tone="danger" disabled={busy} onClick={onDelete} />
      </div>
    </div>
  )
}
