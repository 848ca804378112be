import type { Language } from '../shared/constants'

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

const TOKEN = /yyyy|MMMM|MMM|MM|dd|HH|mm|ss|'[^']*'/g

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
 * name), MMM (short month name), MM, dd, HH, mm, ss; `'text'` is literal; any other character is
 * copied. Month names are English unless `locale` is `fr` ("Default date locale en").
 * The fields are printed as they are: convert to the wanted zone first.
 */
export const formatDate = (value: DateFields, pattern: string, locale: Language = 'en'): string =>
  pattern.replace(TOKEN, (token) => render(token, value, locale))

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
