import { useEffect, useRef, type MouseEvent } from 'react'
import { Link } from 'wouter'
import type { BlockMonthTitle } from '../../../core/roster/block-month.rules'
import { routeFor } from '../../../core/access/route-paths'
import { css } from '../../../styled-system/css'
import { IconButton, buttonStyle } from '../../design/button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../design/icons/chevron-icons'
import { ClockIcon, RefreshIcon } from '../../design/icons/roster-icons'
import { useI18n } from '../../i18n/use-i18n'

const bar = css({ display: 'flex', flexDirection: 'column', gap: '2', px: { base: '2', sm: '0' }, py: '2' })
const monthRow = css({ display: 'grid', gridTemplateColumns: '44px 1fr 44px', alignItems: 'center' })
const titleStyle = css({ textAlign: 'center', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' })
const sub = css({ display: 'block', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' })
// One row at any width from 320 px, in every language: the roster-tags dropdown gives way (it shrinks and ends
// its label with an ellipsis) rather than pushing the refresh button onto a second line.
const actions = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'nowrap', justifyContent: 'space-between' })
const left = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', flex: '1 1 auto', '& > a': { flexShrink: 0 } })
const tagSelect = css({ minH: 'touch', minW: '0', flex: '0 1 auto', textOverflow: 'ellipsis', px: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', color: 'fg.default', fontSize: 'sm' })
const right = css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 })
const placeholder = css({ w: 'touch', h: 'touch' })

export interface CalendarHeaderProps {
  readonly title: BlockMonthTitle | undefined
  /** Core `hasPrevious` / `hasNext`: "The arrows are hidden when there is no previous or next block month." */
  readonly hasPrevious: boolean
  readonly hasNext: boolean
  readonly onPrevious: () => void
  readonly onNext: () => void
  readonly showSummaryLink: boolean
  /** The refresh button's badge: the auto-refresh machine's updates flag. */
  readonly updatesWaiting: boolean
  readonly refreshing: boolean
  readonly onRefresh: () => void
  /** The roster-tags dropdown, only with the roster-tags calendar filter: its value, or undefined to hide it. */
  readonly rosterTags: boolean | undefined
  readonly onRosterTags: (show: boolean) => void
}

/**
 * The calendar header of SPEC section 2: a summary link (if the summary view is enabled), the
 * block-month title with back and forward arrows, a refresh button with a badge when updates are
 * waiting, and the roster-tags dropdown when the roster-tags calendar filter is enabled.
 */
export const CalendarHeader = (props: CalendarHeaderProps) => {
  const { LL } = useI18n()
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  // The arrow that had the focus when pressed: if it disappears (first or last block month), the focus moves to
  // the other arrow instead of falling back to the page, where a keyboard or screen-reader user would lose it.
  const pressed = useRef<'previous' | 'next' | undefined>(undefined)
  const press = (arrow: 'previous' | 'next', move: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    pressed.current = document.activeElement === event.currentTarget ? arrow : undefined
    move()
  }
  useEffect(() => {
    if (pressed.current === 'next' && !props.hasNext) previousRef.current?.focus()
    if (pressed.current === 'previous' && !props.hasPrevious) nextRef.current?.focus()
    pressed.current = undefined
  })
  return (
    <div className={bar}>
      <div className={monthRow}>
        {props.hasPrevious ? (
          <IconButton ref={previousRef} label={LL.home.previousBlockMonth()} icon={<ChevronLeftIcon />} onClick={press('previous', props.onPrevious)} />
        ) : (
          <span className={placeholder} />
        )}
        <h2 className={titleStyle} aria-live="polite">
          <span className={css({ srOnly: true })}>{LL.home.blockMonth()}: </span>
          {props.title?.label ?? ''}
          {props.title?.code === undefined && props.title?.interval === undefined ? null : (
            <span className={sub}> {[props.title.code, props.title.interval].filter((p) => p !== undefined).join(' · ')}</span>
          )}
        </h2>
        {props.hasNext ? (
          <IconButton ref={nextRef} label={LL.home.nextBlockMonth()} icon={<ChevronRightIcon />} onClick={press('next', props.onNext)} />
        ) : (
          <span className={placeholder} />
        )}
      </div>
      <div className={actions}>
        <div className={left}>
          {props.showSummaryLink ? (
            <Link href={routeFor.summary()} className={buttonStyle({ variant: 'outline', tone: 'neutral' })}>
              <ClockIcon />
              {LL.home.summaryLink()}
            </Link>
          ) : null}
          {props.rosterTags === undefined ? null : (
            <select
              aria-label={LL.home.rosterTags()}
              className={tagSelect}
              value={props.rosterTags ? 'show' : 'hide'}
              onChange={(e) => props.onRosterTags(e.target.value === 'show')}
            >
              <option value="show">{LL.home.showRosterTags()}</option>
              <option value="hide">{LL.home.hideRosterTags()}</option>
            </select>
          )}
        </div>
        <div className={right}>
        <IconButton
          label={LL.home.refresh()}
          icon={<RefreshIcon />}
          badge={props.updatesWaiting}
          badgeLabel={LL.home.updatesWaiting()}
          loading={props.refreshing}
          variant="outline"
          onClick={props.onRefresh}
        />
        </div>
      </div>
    </div>
  )
}
