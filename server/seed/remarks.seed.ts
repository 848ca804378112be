import type { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../db/db'
import { CREW_SENDER } from '../remarks/remarks.repo'
import type { DemoCrewMember } from './demo-crew'
import type { Seeder } from './seeder'

/** The remark types of the type picker (SPEC section 3: "Remark types carry remarkType and text"), in order. */
export const REMARK_TYPES = [
  { remarkType: 'GEN', text: 'General' },
  { remarkType: 'REQ', text: 'Request' },
  { remarkType: 'MED', text: 'Medical' },
  { remarkType: 'TRN', text: 'Training' },
  { remarkType: 'OFF', text: 'Day off wish' },
] as const

interface SeedRemark {
  /** Days after today (home base). */
  readonly day: number
  readonly type: string
  readonly comment: string
  readonly sender: 'SCHED' | typeof CREW_SENDER
  /** Hours before now the remark was written. */
  readonly writtenHoursAgo: number
  /** Scheduler remarks: already read. */
  readonly read?: boolean
}

/**
 * Remarks both ways, relative to today; no own remark today (the journeys create one). The scheduler's
 * days 5 and -3 are the days the roster seed puts its daily-remark markers (DREM) on.
 */
const REMARKS: ReadonlyArray<SeedRemark> = [
  { day: 0, type: 'GEN', sender: 'SCHED', writtenHoursAgo: 3, comment: 'Please collect your new ID badge at the crew centre before your duty.' },
  { day: 5, type: 'TRN', sender: 'SCHED', writtenHoursAgo: 20, comment: 'Your recurrent training documents are available in the crew portal.' },
  { day: -3, type: 'REQ', sender: 'SCHED', writtenHoursAgo: 80, read: true, comment: 'Your day-off request was granted.' },
  { day: 1, type: 'REQ', sender: CREW_SENDER, writtenHoursAgo: 26, comment: 'I would prefer early duties this week, if possible.' },
  { day: 6, type: 'OFF', sender: CREW_SENDER, writtenHoursAgo: 50, comment: 'Day off wish: family event.' },
]

/** The logical id of a remark's related event: the roster's DREM marker of that day, else one of its own. */
const relatedEventOf = async (tx: Queryable, member: DemoCrewMember, date: Temporal.PlainDate, n: number): Promise<string> => {
  const start = date.toZonedDateTime({ timeZone: member.homeBaseTimeZone }).toInstant()
  const end = date.add({ days: 1 }).toZonedDateTime({ timeZone: member.homeBaseTimeZone }).toInstant()
  const rows = await tx.query<{ logical_id: string }>(
    `SELECT e.logical_id FROM roster_events e WHERE e.crm_id = $1 AND e.event_type = 'DREM' AND e.from_utc >= $2 AND e.from_utc < $3
       AND NOT EXISTS (SELECT 1 FROM daily_remarks r WHERE r.crm_id = e.crm_id AND r.logical_id_related_event = e.logical_id)
     ORDER BY e.from_utc, e.logical_id LIMIT 1`,
    [member.crmId, start.toString(), end.toString()],
  )
  return rows[0]?.logical_id ?? `${member.crmId}:DREM-${date.toString().replaceAll('-', '')}-R${n}`
}

/**
 * Daily-remark demo data: the remark types (GEN, REQ, MED, TRN, OFF) and, for every demo crew
 * member, remarks both ways: from the scheduler (SCHED; two unread, one read, each related to a
 * DREM event by logical id for mark-read) and from the crew member (CREW, two). The updates info's
 * `last_daily_remark` is the latest remark's time.
 */
export const remarksSeeder: Seeder = {
  name: 'remarks',
  run: async (tx, { now, crew }) => {
    for (const [position, type] of REMARK_TYPES.entries()) {
      await tx.query('INSERT INTO remark_types (remark_type, text, position) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [type.remarkType, type.text, position])
    }
    for (const member of crew) {
      const today = now.toZonedDateTimeISO(member.homeBaseTimeZone).toPlainDate()
      for (const [n, remark] of REMARKS.entries()) {
        const date = today.add({ days: remark.day })
        const written = now.subtract({ hours: remark.writtenHoursAgo })
        const related = remark.sender === CREW_SENDER ? null : await relatedEventOf(tx, member, date, n)
        await tx.query(
          `INSERT INTO daily_remarks (id, crm_id, remark_date, remark_type, comment, remark_sender, logical_id_related_event, created_at, read_at)
           VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [`REM-${member.crmId}-${n}`, member.crmId, date.toString(), remark.type, remark.comment, remark.sender, related, written.toString(), remark.read === true ? written.toString() : null],
        )
      }
      const latest = now.subtract({ hours: Math.min(...REMARKS.map((r) => r.writtenHoursAgo)) })
      await tx.query(
        `INSERT INTO roster_updates (crm_id, last_daily_remark) VALUES ($1, $2) ON CONFLICT (crm_id) DO UPDATE
         SET last_daily_remark = GREATEST(COALESCE(roster_updates.last_daily_remark, EXCLUDED.last_daily_remark), EXCLUDED.last_daily_remark)`,
        [member.crmId, latest.toString()],
      )
    }
  },
}
