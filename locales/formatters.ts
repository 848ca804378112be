import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types.js'

/** No custom formatters: dates and times are formatted by core (`formatDate`) before they reach a message. */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {}
  return formatters
}
