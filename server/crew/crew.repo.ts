import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CrewMemberAttribute } from '../../core/crew/crew-member.codec'
import { LegCrew } from '../../core/crew/leg-crew.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { Queryable } from '../db/db'

const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, u: unknown, where: string): A => {
  const decoded = decodeWith(codec)(u)
  if (E.isLeft(decoded)) throw new Error(`stored ${where} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

/** The crew list the crew member sees on their leg `eventId`, or null when they have no such leg. */
export const legCrewOf = async (db: Queryable, crmId: string, eventId: string): Promise<LegCrew | null> => {
  const rows = await db.query<{ body: unknown }>('SELECT body FROM leg_crews WHERE crm_id = $1 AND event_id = $2', [crmId, eventId])
  const row = rows[0]
  return row === undefined ? null : decodeOrThrow(LegCrew, row.body, `leg crew ${eventId}`)
}

/** A crew member's card data in the directory: name and attributes; null when unknown. */
export const crewMemberOf = async (db: Queryable, crmId: string): Promise<{ readonly name: string; readonly attributes: Array<CrewMemberAttribute> } | null> => {
  const rows = await db.query<{ name: string; attributes: unknown }>('SELECT name, attributes FROM crew_members WHERE crm_id = $1', [crmId])
  const row = rows[0]
  return row === undefined ? null : { name: row.name, attributes: decodeOrThrow(t.array(CrewMemberAttribute), row.attributes, `crew member ${crmId}`) }
}
