import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'

/** A date input's text (`yyyy-MM-dd`) as a date: none when empty or not a real day. */
export const parseDateInput = (text: string): O.Option<Temporal.PlainDate> => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return O.none
  try {
    return O.some(Temporal.PlainDate.from(text, { overflow: 'reject' }))
  } catch {
    return O.none
  }
}
