import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../errors/app-error'
import type { CalendarLanguage, CalendarSubscriptionStatus } from './calendar-entry.codec'

/** A feed URL just made: absolute, shown once (the server keeps only its hash). */
export interface NewCalendarFeed {
  readonly feedUrl: string
  readonly createdAt: string
}

/** The calendar subscription calls under `rest/pems/calendar/{crmId}/subscription`. */
export interface CalendarSubscriptionPort {
  /** `GET`: whether a feed URL exists. */
  readonly loadStatus: (crmId: string) => TE.TaskEither<TransportError, CalendarSubscriptionStatus>
  /** `POST` `{ language }`: a new feed URL; any previous one stops working. */
  readonly create: (crmId: string, language: CalendarLanguage) => TE.TaskEither<TransportError, NewCalendarFeed>
  /** `DELETE`: the feed URL stops working. */
  readonly revoke: (crmId: string) => TE.TaskEither<TransportError, void>
}
