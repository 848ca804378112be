import * as t from 'io-ts'
import { DateTimeWithOffset } from '../shared/time.codec'

/**
 * A block month (SPEC section 3: "id, name or description, from, to"). `from` and `to` are
 * date-times with offset; the block-month rules widen them to whole UTC days
 * ("Start is set to start of day and end to end of day in UTC").
 */
export const BlockMonth = t.intersection(
  [
    t.type({ id: t.string, from: DateTimeWithOffset, to: DateTimeWithOffset }),
    t.partial({ name: t.string, description: t.string }),
  ],
  'BlockMonth',
)
export type BlockMonth = t.TypeOf<typeof BlockMonth>

/** The roster period (SPEC section 3: "from, to (optionally fromLocalAtHb, toLocalAtHb)"). */
export const RosterPeriod = t.intersection(
  [
    t.type({ from: DateTimeWithOffset, to: DateTimeWithOffset }),
    t.partial({ fromLocalAtHb: DateTimeWithOffset, toLocalAtHb: DateTimeWithOffset }),
  ],
  'RosterPeriod',
)
export type RosterPeriod = t.TypeOf<typeof RosterPeriod>
