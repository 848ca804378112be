import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import { hasNext, hasPrevious, nextBlockMonth, previousBlockMonth, blockMonthTitle, type BlockMonthRange } from '../../../../core/roster/block-month.rules'
import type { PeriodDays } from '../../../../core/summary/date-range.rules'
import { css } from '../../../../styled-system/css'
import { Button, IconButton } from '../../../design/button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../design/icons/chevron-icons'
import { TextField } from '../../../design/text-field'
import { translateValidation } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { formatPickerDate, pickerDateParams } from '../../../../core/shared/date-format.rules'
import { rangeView } from './summary.view-model'
import type { SummaryQuery } from '../../../../core/summary/summary.codec'

const switcher = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: { base: '2', sm: '0' } })
const title = css({ flex: '1', textAlign: 'center', fontWeight: 'bold', fontSize: 'lg' })
const spacer = css({ w: 'touch', h: 'touch', flexShrink: 0 })
const pickers = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'flex-start' }, gap: '4', px: { base: '4', sm: '0' } })
const apply = css({ pt: { base: '0', sm: '6' } })

export interface BlockMonthSwitchProps {
  readonly blockMonths: ReadonlyArray<BlockMonthRange>
  readonly current: BlockMonthRange
  readonly onChoose: (blockMonth: BlockMonthRange) => void
}

/** The block-month switch: title with back and forward arrows, hidden at the ends (as on the calendar header). */
export const BlockMonthSwitch = ({ blockMonths, current, onChoose }: BlockMonthSwitchProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const previous = previousBlockMonth(blockMonths, current.id)
  const next = nextBlockMonth(blockMonths, current.id)
  return (
    <nav className={switcher} aria-label={LL.summary.blockMonth()}>
      {hasPrevious(blockMonths, current.id) && O.isSome(previous) ? (
        <IconButton label={LL.summary.previousBlockMonth()} icon={<ChevronLeftIcon />} onClick={() => onChoose(previous.value)} />
      ) : (
        <span className={spacer} />
      )}
      <p className={title} aria-live="polite">
        {blockMonthTitle(current, profile.display, language).text}
      </p>
      {hasNext(blockMonths, current.id) && O.isSome(next) ? (
        <IconButton label={LL.summary.nextBlockMonth()} icon={<ChevronRightIcon />} onClick={() => onChoose(next.value)} />
      ) : (
        <span className={spacer} />
      )}
    </nav>
  )
}

export interface RangePickersProps {
  readonly period: PeriodDays
  readonly draft: { readonly start: string; readonly end: string }
  readonly onEdit: (field: 'start' | 'end', value: string) => void
  readonly onApply: (query: SummaryQuery) => void
}

/**
 * The sample-range pickers: from, to and Apply (SPEC section 5: "Start is not before the roster period
 * start. End is not before the chosen start and not after the roster period end plus 30 days").
 * Apply is enabled only for a valid range (core `canApplySummaryRange`).
 */
export const RangePickers = ({ period, draft, onEdit, onApply }: RangePickersProps) => {
  const { LL } = useI18n()
  const view = rangeView(draft, period)
  // The summary's own date format (SPEC section 9: "summary dd-MM-yyyy"), as the summary's dates read; the query itself is ISO.
  const day = (d: Temporal.PlainDate) => formatPickerDate(d)
  const error = (field: 'start' | 'end') => {
    const e = view.errors[field]
    // The error's dates read as the hint's (dd-MM-yyyy), not as the ISO dates the rule gives.
    return e === undefined ? undefined : translateValidation(LL, e.params === undefined ? e : { ...e, params: pickerDateParams(e.params) })
  }
  return (
    <form
      className={pickers}
      aria-label={LL.summary.range()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (view.canApply && O.isSome(view.query)) onApply(view.query.value)
      }}
    >
      <TextField
        type="date"
        label={LL.summary.from()}
        value={draft.start}
        min={view.bounds.start.min.toString()}
        hint={LL.summary.fromHint({ min: day(view.bounds.start.min) })}
        error={error('start')}
        onChange={(event) => onEdit('start', event.target.value)}
      />
      <TextField
        type="date"
        label={LL.summary.to()}
        value={draft.end}
        min={view.bounds.end.min.toString()}
        max={view.bounds.end.max.toString()}
        hint={LL.summary.toHint({ min: day(view.bounds.end.min), max: day(view.bounds.end.max) })}
        error={error('end')}
        onChange={(event) => onEdit('end', event.target.value)}
      />
      <div className={apply}>
        <Button type="submit" disabled={!view.canApply}>
          {LL.summary.apply()}
        </Button>
      </div>
    </form>
  )
}
