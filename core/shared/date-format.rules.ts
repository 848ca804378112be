import type { Temporal } from 'temporal-polyfill'
import { DATE_FORMATS, type Language } from './constants'

/**
 * THE formatting module of the app: every date and time the UI shows is printed here, per language
 * (month names in English or French), always 24-hour, with the patterns SPEC section 9 names:
 * - a day: the profile's `dateFormats.DATE` (`dd MMM yyyy` by default: "28 Nov 2026", "28 nov. 2026");
 * - a time: `dateFormats.TIME` (`HH:mm`);
 * - a date and time: the day, a space, the time ("28 Nov 2026 15:04") ({@link formatDateTimeText});
 * - the compact forms of the duty views: `dateFormats.SHORT_DATE_TIME` (`dd MMM HH:mm` by default: "28 Nov 15:04",
 *   the lists' day and time; an airline may set SPEC's `dd/MM HH:mm`), `dd MMM`, `ddMMM`;
 * - a day read out by a screen reader (the calendar's cells): {@link SPOKEN_DAY} ("1 March", "1 mars");
 * - the summary's date pickers only: `dd-MM-yyyy` ({@link formatPickerDate}), for their hints AND their error
 *   messages ({@link pickerDateParams}).
 * No screen calls `Intl.DateTimeFormat` or `toLocaleString` for a date (a 12-hour "11:21 AM" cannot appear).
 */

/** The calendar fields a pattern may print; `Temporal.ZonedDateTime`, `PlainDateTime` and `PlainDate` fit. */
export interface DateFields {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour?: number
  readonly minute?: number
  readonly second?: number
}

const MONTHS: Readonly<Record<Language, { readonly long: ReadonlyArray<string>; readonly short: ReadonlyArray<string> }>> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
}

const TOKEN = /yyyy|MMMM|MMM|MM|dd|d|HH|mm|ss|'[^']*'/g

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

const render = (token: string, d: DateFields, locale: Language): string => {
  const months = MONTHS[locale]
  switch (token) {
    case 'yyyy':
      return pad(d.year, 4)
    case 'MMMM':
      return months.long[d.month - 1] ?? pad(d.month, 2)
    case 'MMM':
      return months.short[d.month - 1] ?? pad(d.month, 2)
    case 'MM':
      return pad(d.month, 2)
    case 'dd':
      return pad(d.day, 2)
    case 'd':
      return String(d.day)
    case 'HH':
      return pad(d.hour ?? 0, 2)
    case 'mm':
      return pad(d.minute ?? 0, 2)
    case 'ss':
      return pad(d.second ?? 0, 2)
    default:
      return token.slice(1, -1)
  }
}

/**
 * Formats a date or date-time with a pattern of SPEC section 9 (`dd MMM yyyy`, `ddMMM`, `dd MMMM`,
 * `dd MMM`, `HH:mm`, `dd/MM/yyyy HH:mm`, `dd/MM HH:mm`, `dd-MM-yyyy`). Tokens: yyyy, MMMM (month
 * name), MMM (short month name), MM, dd, d (the day unpadded, for spoken labels), HH, mm, ss; `'text'` is literal; any other character is
 * copied. Month names are English unless `locale` is `fr` ("Default date locale en").
 * The fields are printed as they are: convert to the wanted zone first.
 */
export const formatDate = (value: DateFields, pattern: string, locale: Language = 'en'): string =>
  pattern.replace(TOKEN, (token) => render(token, value, locale))

/** A day as a screen reader says it (the calendar's cells: "Sunday 1 March"): the day unpadded and the month's name. */
export const SPOKEN_DAY = 'd MMMM'

/** A month (1-12), with its year when the text gave one. */
export interface MonthLabel {
  readonly month: number
  readonly year?: number
}

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\.$/, '')

const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(
  Object.values(MONTHS).flatMap((names) => [...names.long, ...names.short, ...names.short.map((n) => n.replace(/\.$/, ''))].map((n, i) => [fold(n), (i % 12) + 1] as const)),
)
// The short English forms: "Sept" is common besides "Sep".
const MONTH_ALIASES: ReadonlyMap<string, number> = new Map([['sept', 9]])

const MONTH_LABEL = /^\s*([\p{L}.]+)\.?(?:\s+(\d{4}))?\s*$/u

/**
 * Reads a label that is only a month name (long or short, English or French, any case, accents or not),
 * optionally followed by a year: "March 2026", "MAR 2026", "mars 2026", "February". None for anything
 * else ("BM03", "Summer block").
 */
export const monthLabelOf = (text: string): MonthLabel | undefined => {
  const match = MONTH_LABEL.exec(text)
  if (match === null) return undefined
  const key = fold(match[1] ?? '')
  const month = MONTH_NUMBERS.get(key) ?? MONTH_ALIASES.get(key)
  if (month === undefined) return undefined
  return match[2] === undefined ? { month } : { month, year: Number(match[2]) }
}

/** A month label in `locale`, capitalised as a title: "March 2026", "Mars 2026", "Février". */
export const monthLabelText = (label: MonthLabel, locale: Language): string => {
  const name = MONTHS[locale].long[label.month - 1] ?? String(label.month)
  const title = name.charAt(0).toUpperCase() + name.slice(1)
  return label.year === undefined ? title : `${title} ${label.year}`
}

/** The profile's date and time patterns (`display.dateFormats`). */
export interface DateTimePatterns {
  readonly DATE: string
  readonly TIME: string
}

/** A date and time as the app shows it: the profile's day, a space, its 24-hour time ("28 Nov 2026 15:04"). */
export const formatDateTimeText = (value: DateFields, patterns: DateTimePatterns, locale: Language): string =>
  `${formatDate(value, patterns.DATE, locale)} ${formatDate(value, patterns.TIME, locale)}`

/** An instant as the app shows it in a zone (the device's, the home base's, `UTC`): {@link formatDateTimeText} there. */
export const formatInstantText = (instant: Temporal.Instant, zone: string, patterns: DateTimePatterns, locale: Language): string =>
  formatDateTimeText(instant.toZonedDateTimeISO(zone), patterns, locale)

/** A day of the summary's date pickers (SPEC section 9: "summary dd-MM-yyyy", for those pickers only). */
export const formatPickerDate = (date: DateFields): string => formatDate(date, DATE_FORMATS.SUMMARY_DATE)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The params of a picker's validation message with every ISO date (`2026-02-01`, as core's date rules
 * give them) in the pickers' own `dd-MM-yyyy`, so an error reads its dates as the field's hint does.
 */
export const pickerDateParams = <P extends Readonly<Record<string, unknown>>>(params: P): P =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const match = typeof value === 'string' ? ISO_DATE.exec(value) : null
      return [key, match === null ? value : `${match[3]}-${match[2]}-${match[1]}`]
    }),
  ) as P // same keys, string values rewritten to strings
