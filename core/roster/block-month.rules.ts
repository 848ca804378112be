import * as A from 'fp-ts/Array'
import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { Temporal } from 'temporal-polyfill'
import type { DisplayOptions } from '../access/profile.codec'
import { DATE_FORMATS, type Language } from '../shared/constants'
import type { BlockMonth } from './block-month.codec'
import { formatDate, monthLabelOf, monthLabelText } from './date-format.rules'

/** A block month widened to whole UTC days: `start` at 00:00:00, `end` at 23:59:59.999, both in UTC. */
export interface BlockMonthRange {
  readonly id: string
  readonly name?: string
  readonly description?: string
  readonly start: Temporal.ZonedDateTime
  readonly end: Temporal.ZonedDateTime
}

const utcDayStart = (zdt: Temporal.ZonedDateTime): Temporal.ZonedDateTime =>
  zdt.withTimeZone('UTC').toPlainDate().toZonedDateTime('UTC')

/**
 * SPEC section 4: "Start is set to start of day and end to end of day in UTC". The start is 00:00:00
 * of the UTC day of `from`; the end is 23:59:59.999 of the UTC day of `to`.
 */
export const toBlockMonthRange = (blockMonth: BlockMonth): BlockMonthRange => ({
  id: blockMonth.id,
  ...(blockMonth.name !== undefined ? { name: blockMonth.name } : {}),
  ...(blockMonth.description !== undefined ? { description: blockMonth.description } : {}),
  start: utcDayStart(blockMonth.from),
  end: utcDayStart(blockMonth.to).add({ days: 1 }).subtract({ milliseconds: 1 }),
})

/** SPEC section 4: "Block months are sorted by start" (stable for equal starts), each widened to UTC days. */
export const sortBlockMonths = (list: ReadonlyArray<BlockMonth>): ReadonlyArray<BlockMonthRange> =>
  list.map(toBlockMonthRange).sort((a, b) => Temporal.ZonedDateTime.compare(a.start, b.start))

/** Whether an instant falls inside a block month, both UTC day bounds included. */
export const containsInstant = (blockMonth: BlockMonthRange, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(blockMonth.start.toInstant(), now) <= 0 &&
  Temporal.Instant.compare(now, blockMonth.end.toInstant()) <= 0

/** The current block month: the one containing `now` (SPEC section 3: "a current one"). */
export const currentBlockMonth = (
  list: ReadonlyArray<BlockMonthRange>,
  now: Temporal.Instant,
): O.Option<BlockMonthRange> => O.fromNullable(list.find((bm) => containsInstant(bm, now)))

/**
 * SPEC section 4: "The active block month is kept if already set. Otherwise it is the month
 * containing the current date, or else the last one." An active id no longer in the list counts
 * as not set. An empty list selects none.
 */
export const selectBlockMonth = (
  list: ReadonlyArray<BlockMonthRange>,
  activeId: O.Option<string>,
  now: Temporal.Instant,
): O.Option<BlockMonthRange> =>
  pipe(
    activeId,
    O.chain((id) => O.fromNullable(list.find((bm) => bm.id === id))),
    O.alt(() => currentBlockMonth(list, now)),
    O.alt(() => O.fromNullable(list[list.length - 1])),
  )

const step =
  (delta: 1 | -1) =>
  (list: ReadonlyArray<BlockMonthRange>, activeId: string): O.Option<BlockMonthRange> => {
    const index = list.findIndex((bm) => bm.id === activeId)
    return index < 0 ? O.none : A.lookup(index + delta, [...list])
  }

/** SPEC section 4: "Previous/next moves one step and stops at the ends": none before the first. */
export const previousBlockMonth = step(-1)

/** SPEC section 4: "Previous/next moves one step and stops at the ends": none after the last. */
export const nextBlockMonth = step(1)

/** SPEC section 2: "The arrows are hidden when there is no previous or next block month." */
export const hasPrevious = (list: ReadonlyArray<BlockMonthRange>, activeId: string): boolean =>
  O.isSome(previousBlockMonth(list, activeId))

/** SPEC section 2: "The arrows are hidden when there is no previous or next block month." */
export const hasNext = (list: ReadonlyArray<BlockMonthRange>, activeId: string): boolean =>
  O.isSome(nextBlockMonth(list, activeId))

/** The parts of a block-month title and the whole line. */
export interface BlockMonthTitle {
  readonly label: string
  readonly code?: string
  readonly interval?: string
  readonly text: string
}

/**
 * The block-month title of the calendar header: its name, else its description, else its id
 * (SPEC section 3: "name or description"). A name that is only a month (and year), as servers send
 * ("March 2026"), is written in the user's language ("Mars 2026"): month names never stay English in
 * French; other names are the airline's own and show as sent. With the code (its id) when the profile's
 * `showBlockMonthCode` is on and the interval (`dd MMM - dd MMM`, UTC days) when
 * `showBlockMonthInterval` is on (SPEC section 6: "block month code and interval").
 */
export const blockMonthTitle = (
  blockMonth: BlockMonthRange,
  display: Pick<DisplayOptions, 'showBlockMonthCode' | 'showBlockMonthInterval'>,
  locale: Language = 'en',
): BlockMonthTitle => {
  const sent = blockMonth.name ?? blockMonth.description ?? blockMonth.id
  const month = monthLabelOf(sent)
  const label = month === undefined ? sent : monthLabelText(month, locale)
  const code = display.showBlockMonthCode && blockMonth.id !== sent ? blockMonth.id : undefined
  const interval = display.showBlockMonthInterval
    ? `${formatDate(blockMonth.start, DATE_FORMATS.DAY_MONTH, locale)} - ${formatDate(blockMonth.end, DATE_FORMATS.DAY_MONTH, locale)}`
    : undefined
  return {
    label,
    ...(code !== undefined ? { code } : {}),
    ...(interval !== undefined ? { interval } : {}),
    text: [code, label, interval === undefined ? undefined : `(${interval})`].filter((p) => p !== undefined).join(' '),
  }
}
