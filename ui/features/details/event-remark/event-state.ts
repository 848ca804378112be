import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { DutyEvent } from '../../../../core/roster/event.codec'

const EventState = t.type({ event: t.unknown })

/**
 * The duty passed to `/event/{crmId}/{eventId}` in the navigation state (`{ event }`), decoded with the
 * core `DutyEvent` codec: history state is untrusted input. Accepted as the wire form (what survives the
 * browser's history) or as an already decoded event (an in-memory navigation). None when absent or invalid.
 */
export const eventOfNavigationState = (state: unknown): O.Option<DutyEvent> => {
  const decoded = EventState.decode(state)
  if (E.isLeft(decoded)) return O.none
  const event = decoded.right.event
  if (DutyEvent.is(event)) return O.some(event)
  return O.fromEither(DutyEvent.decode(event))
}
