import * as O from 'fp-ts/Option'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Temporal } from 'temporal-polyfill'
import type { RosterChangeDialog } from '../../../../core/roster-changes/confirm-outcome.rules'
import type { ConfirmationState } from '../../../../core/roster-changes/confirmation.machine'
import type { RosterChangeDay } from '../../../../core/roster-changes/roster-change.codec'
import { formatDate } from '../../../../core/roster/date-format.rules'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { Button } from '../../../design/button'
import { Checkbox } from '../../../design/checkbox'
import { Dialog } from '../../../design/dialog'
import { EmptyState } from '../../../design/empty-state'
import { translateMessage } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { PageFrame } from '../../../app/page-frame'
import { LoadingState } from '../../../app/screen-states'

const layout = css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '0' })
const intro = css({ px: { base: '4', sm: '0' }, color: 'fg.muted' })
const region = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  maxH: { base: 'calc(100dvh - 330px)', sm: 'calc(100dvh - 300px)' },
  minH: '240px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  px: { base: '2', sm: '0' },
  py: '1',
})
const day = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})
const dayHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })
const dayTitle = css({ fontSize: 'md', fontWeight: 'bold' })
const change = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '3',
  pt: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})
const box = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderRadius: 'md' })
const before = css({ bg: 'bg.subtle', color: 'fg.muted' })
const struck = css({ textDecoration: 'line-through', textDecorationColor: 'fg.subtle' })
const after = css({ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' })
const boxLabel = css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: '0.04em' })
const message = css({ gridColumn: '1 / -1', fontSize: 'sm', color: 'fg.default', borderLeftWidth: '3px', borderColor: 'brand.solid', pl: '3' })
const footer = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  sm: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', borderWidth: '1px', borderRadius: 'lg' },
})
const hint = css({ fontSize: 'sm', color: 'warning.fg', fontWeight: 'medium' })

const contains = (dates: ReadonlyArray<Temporal.PlainDate>, date: Temporal.PlainDate): boolean => dates.some((d) => d.equals(date))

/** Whether a scroll region shows its end (also when its content fits without scrolling). */
export const scrolledToEnd = (el: HTMLElement): boolean => el.scrollHeight - el.scrollTop - el.clientHeight <= 2

export interface RosterChangesProps {
  readonly state: ConfirmationState
  readonly datePattern: string
  /** The 'scroll down before confirm' warning is open. */
  readonly warning: boolean
  readonly onToggle: (date: Temporal.PlainDate) => void
  readonly onScrolledToBottom: () => void
  readonly onConfirm: () => void
  readonly onWarningClosed: () => void
  readonly onDialogClosed: () => void
  readonly onReload: () => void
  readonly onBack: () => void
  /** The duty-limit counters before and after the change, when the profile shows them. */
  readonly limits?: ReactNode
  /** The offline outbox's word on this confirmation: offline note, or where the queued one is. */
  readonly outbox?: ReactNode
}

const Day = ({
  day: d,
  selected,
  fullSelection,
  datePattern,
  onToggle,
}: {
  readonly day: RosterChangeDay
  readonly selected: boolean
  readonly fullSelection: boolean
  readonly datePattern: string
  readonly onToggle: () => void
}) => {
  const { LL, language } = useI18n()
  const date = formatDate(d.date, datePattern, language)
  return (
    <article role="article" className={day} aria-label={date}>
      <div className={dayHead}>
        <h2 className={dayTitle}>{date}</h2>
        {d.confirmable ? (
          <Checkbox label={LL.rosterChanges.selectDay({ date })} checked={selected} disabled={fullSelection} onChange={onToggle} />
        ) : (
          <Pill tone="neutral">{LL.rosterChanges.notConfirmable()}</Pill>
        )}
      </div>
      {d.items.map((item, i) => (
        <div key={i} className={change}>
          <div className={`${box} ${before}`}>
            <span className={boxLabel}>{LL.rosterChanges.oldDuty()}</span>
            <span className={item.old.trim() === '' ? undefined : struck}>{item.old.trim() === '' ? LL.rosterChanges.noDuty() : item.old}</span>
          </div>
          <div className={`${box} ${after}`}>
            <span className={boxLabel}>{LL.rosterChanges.newDuty()}</span>
            <span>{item.new.trim() === '' ? LL.rosterChanges.noDuty() : item.new}</span>
          </div>
          {item.freeText === undefined || item.freeText.trim() === '' ? null : (
            <p className={message}>
              <strong>{LL.rosterChanges.schedulerMessage()}: </strong>
              {item.freeText}
            </p>
          )}
        </div>
      ))}
    </article>
  )
}

const OutcomeDialog = ({ dialog, onClose, onReload }: { readonly dialog: RosterChangeDialog; readonly onClose: () => void; readonly onReload: () => void }) => {
  const { LL } = useI18n()
  const text = dialog.message._tag === 'ServerMessage' ? dialog.message.text : translateMessage(LL, dialog.message.key)
  return (
    <Dialog
      open
      role="alertdialog"
      title={translateMessage(LL, dialog.titleKey)}
      onClose={onClose}
      actions={
        dialog.button === 'reload' ? (
          <>
            <Button variant="outline" tone="neutral" onClick={onClose}>
              {LL.common.back()}
            </Button>
            <Button onClick={onReload}>{LL.errors.reload()}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{LL.errors.ok()}</Button>
        )
      }
    >
      {text}
    </Dialog>
  )
}

/**
 * Roster-change confirmation (SPEC section 2): each change's old duty, new duty and scheduler message;
 * select days, then 'confirm selected'. The list is its own scroll region so "In full-selection mode
 * the list must be scrolled to the end before confirming" can be observed; the rule itself is core's.
 */
export const RosterChanges = (props: RosterChangesProps) => {
  const { state, datePattern, warning } = props
  const { LL } = useI18n()
  const regionRef = useRef<HTMLDivElement>(null)
  const change = O.toUndefined(state.change)
  const { onScrolledToBottom } = props
  useEffect(() => {
    const el = regionRef.current
    if (el !== null && !state.scrolledToBottom && scrolledToEnd(el)) onScrolledToBottom()
  }, [change, state.scrolledToBottom, onScrolledToBottom])
  const busy = state.status === 'confirming'
  return (
    <PageFrame title={LL.rosterChanges.title()} variant="details" back={{ label: LL.common.back(), onBack: props.onBack }}>
      {state.status === 'loading' || change === undefined ? (
        <LoadingState />
      ) : change.changes.length === 0 ? (
        <EmptyState title={LL.rosterChanges.empty()} />
      ) : (
        <div className={layout}>
          <p className={intro}>{LL.rosterChanges.intro()}</p>
          <div
            ref={regionRef}
            role="region"
            aria-label={LL.rosterChanges.listLabel()}
            tabIndex={0}
            data-scroll-region=""
            className={region}
            onScroll={(event) => {
              if (!state.scrolledToBottom && scrolledToEnd(event.currentTarget)) onScrolledToBottom()
            }}
          >
            {change.changes.map((d) => (
              <Day
                key={d.date.toString()}
                day={d}
                selected={contains(state.selected, d.date)}
                fullSelection={state.fullSelection}
                datePattern={datePattern}
                onToggle={() => props.onToggle(d.date)}
              />
            ))}
          </div>
          {props.limits}
          {props.outbox}
          {state.status === 'queued' ? null : <div className={footer}>
            {state.fullSelection && !state.scrolledToBottom ? <p className={hint}>{LL.rosterChanges.scrollToEnd()}</p> : <span />}
            <Button onClick={props.onConfirm} loading={busy} loadingLabel={LL.rosterChanges.confirming()}>
              {LL.rosterChanges.confirmSelected()}
            </Button>
          </div>}
        </div>
      )}
      <Dialog
        open={warning}
        role="alertdialog"
        title={LL.errors.warningTitle()}
        onClose={props.onWarningClosed}
        actions={<Button onClick={props.onWarningClosed}>{LL.errors.ok()}</Button>}
      >
        {LL.errors.scrollDownBeforeConfirm()}
      </Dialog>
      {O.isSome(state.dialog) ? <OutcomeDialog dialog={state.dialog.value} onClose={props.onDialogClosed} onReload={props.onReload} /> : null}
    </PageFrame>
  )
}
