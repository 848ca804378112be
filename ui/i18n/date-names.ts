import type { TranslationFunctions } from '../../locales/i18n-types.js'

/** A month number, January = 1 (Temporal's `month`). */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12
/** An ISO day of week, Monday = 1 … Sunday = 7 (Temporal's `dayOfWeek`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

const MONTH_KEYS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const
const DAY_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const

/** The month's name in the current language, long (`January`) or short (`Jan`). */
export const monthName = (LL: TranslationFunctions, month: MonthNumber, width: 'long' | 'short' = 'long'): string => {
  const key = MONTH_KEYS[month - 1] ?? 'm1'
  return width === 'long' ? LL.dates.months[key]() : LL.dates.monthsShort[key]()
}

/** The weekday's name in the current language: long (`Monday`), short (`Mon`) or narrow (`M`). */
export const weekdayName = (LL: TranslationFunctions, day: IsoWeekday, width: 'long' | 'short' | 'narrow' = 'short'): string => {
  const key = DAY_KEYS[day - 1] ?? 'd1'
  if (width === 'long') return LL.dates.weekdays[key]()
  return width === 'short' ? LL.dates.weekdaysShort[key]() : LL.dates.weekdaysNarrow[key]()
}
