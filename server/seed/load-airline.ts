import type { Temporal } from 'temporal-polyfill'
import { FeatureEnabling } from '../../core/access/enabling.codec'
import type { Queryable } from '../db/db'
import { DEMO_OPERATING_CREW } from './roster/demo-team'
import { buildCrewRoster } from './roster/crew-roster'
import type { RosterCalendar } from './roster/period'
import { PATTERN, planTeam } from './roster/plan'
import { rosterWriter, upsertBlockMonths } from './roster/roster-writer'
import { tableBatch } from './roster/bulk-insert'
import type { Rank, SeedCrewMember, SeedTeam } from './roster/team'

/** The shared password of every generated load-test crew member (they exist only for `npm run bench:server`). */
export const LOAD_PASSWORD = 'crew-load'
/** Generated crew: crmId 500001, 500002, …; user name `crew500001`, …. */
export const loadCrmId = (index: number): string => String(500001 + index)
export const loadUsername = (crmId: string): string => `crew${crmId}`
/** A team of six flies together: captain, first officer, purser, three cabin crew. */
export const TEAM_RANKS: ReadonlyArray<Rank> = ['CP', 'FO', 'PU', 'CC', 'CC', 'CC']

const FIRST = ['Alice', 'Bastien', 'Chloe', 'David', 'Emma', 'Felix', 'Gabriel', 'Hana', 'Ivan', 'Jade', 'Karl', 'Lea', 'Marco', 'Nina', 'Oscar', 'Paula', 'Quentin', 'Rosa', 'Samir', 'Tess', 'Ugo', 'Vera', 'Walid', 'Yara', 'Zoe']
const LAST = ['Adam', 'Bernard', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Laurent', 'Meyer', 'Novak', 'Olsen', 'Petit', 'Roux', 'Silva', 'Thomas', 'Vidal']
const code = (n: number): string => Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** (3 - i)) % 26))).join('')

/** The generated crew member of slot `index` (deterministic). */
export const loadCrewMember = (index: number): SeedCrewMember => ({
  crmId: loadCrmId(index),
  firstName: FIRST[index % FIRST.length] ?? 'Alex',
  lastName: LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Martin',
  rank: TEAM_RANKS[index % TEAM_RANKS.length] ?? 'CC',
  crewCode: code(index),
  sex: index % 2 === 0 ? 'F' : 'M',
  seniority: 100 + (index % 5000),
  phone: `+33 6 ${String(10_000_000 + index).slice(0, 2)} ${String(10_000_000 + index).slice(2, 5)} ${String(10_000_000 + index).slice(5)}`,
})

/** A placeholder team: ids, names and crew codes are `__M0__`, `__F0__ __L0__`, `__C0__`, … to be replaced per team. */
const placeholderTeam: SeedTeam = {
  id: 'T',
  members: TEAM_RANKS.map((rank, p) => ({ crmId: `__M${p}__`, firstName: `__F${p}__`, lastName: `__L${p}__`, rank, crewCode: `__C${p}__`, sex: 'F', seniority: 1, phone: '' })),
  operatingCrew: DEMO_OPERATING_CREW,
  deadheadCrew: [],
  carrier: 'AF',
  flightNumber: (n) => n,
}

type Rows = ReadonlyArray<ReadonlyArray<string | null>>
interface Template { readonly [table: string]: Rows }

/**
 * The rows of one (pattern offset, rank) roster, built with the same builders and core codecs as the
 * demo seed, with placeholders: `__ME__` for the crew member, `__Mn__`/`__Fn__`/`__Ln__`/`__Cn__` for
 * the team in leg crews. Load-test crew differ only in those, so 14 offsets x 4 ranks are built once.
 */
const template = (now: Temporal.Instant, calendar: RosterCalendar, offset: number, rank: Rank): Template => {
  const plan = planTeam({ now, calendar, patternOffset: offset, upcoming: false })
  const slot = placeholderTeam.members.find((m) => m.rank === rank) ?? placeholderTeam.members[0]
  if (slot === undefined) throw new Error('seed bug: empty placeholder team')
  const me: SeedCrewMember = { ...slot, crmId: '__ME__' }
  const writer = rosterWriter()
  writer.addRoster(buildCrewRoster(plan, placeholderTeam, me), me, calendar, now)
  return Object.fromEntries(Object.entries(writer.batches).map(([name, batch]) => [name, batch.rows()]))
}

const ENABLINGS = [
  { featureId: 'IDP_MY_DATA', value: 'READ' },
  { featureId: 'IDP_DAILY_REMARK', value: 'Q' },
  { featureId: 'IDP_EVENT_REMARK', value: 'YES' },
  { featureId: 'IDP_NEWS', value: 'YES' },
].map((e) => FeatureEnabling.encode(e))

/**
 * Generates a large airline for load tests ("npm run seed -- --crew 20000"): `crew` users with
 * one scrypt hash of {@link LOAD_PASSWORD} computed once, each with a roster over `calendar` (teams of
 * six sharing pairings and leg crews, 14 pattern offsets), roster period, updates row, summary and card.
 * Writes in bulk (`unnest`), one transaction per `teamsPerChunk` teams; `onProgress` after each.
 */
export const seedLoadAirline = async (
  db: { readonly transaction: <A>(work: (tx: Queryable) => Promise<A>) => Promise<A> },
  input: { readonly crew: number; readonly now: Temporal.Instant; readonly calendar: RosterCalendar; readonly passwordHash: string; readonly teamsPerChunk?: number; readonly onProgress?: (done: number) => void },
): Promise<void> => {
  const { crew, now, calendar } = input
  await db.transaction((tx) => upsertBlockMonths(tx, calendar))
  const templates = new Map<string, Template>()
  const templateOf = (offset: number, rank: Rank): Template => {
    const key = `${offset}:${rank}`
    const known = templates.get(key) ?? template(now, calendar, offset, rank)
    templates.set(key, known)
    return known
  }
  const teams = Math.ceil(crew / TEAM_RANKS.length)
  const chunk = input.teamsPerChunk ?? 50
  for (let first = 0; first < teams; first += chunk) {
    const writer = rosterWriter()
    const users = tableBatch('users', [
      { name: 'username', type: 'text' }, { name: 'password_hash', type: 'text' }, { name: 'crm_id', type: 'text' }, { name: 'user_id', type: 'text' }, { name: 'first_name', type: 'text' },
      { name: 'last_name', type: 'text' }, { name: 'profile', type: 'jsonb' }, { name: 'enablings', type: 'jsonb' }, { name: 'language_service_available', type: 'boolean' }, { name: 'created_at', type: 'timestamptz' },
    ])
    for (let t = first; t < Math.min(teams, first + chunk); t++) {
      const slots = TEAM_RANKS.map((_, p) => loadCrewMember(t * TEAM_RANKS.length + p))
      const values: Readonly<Record<string, ReadonlyArray<string>>> = {
        M: slots.map((m) => m.crmId),
        F: slots.map((m) => m.firstName),
        L: slots.map((m) => m.lastName),
        C: slots.map((m) => m.crewCode),
      }
      slots.forEach((member, p) => {
        if (t * TEAM_RANKS.length + p >= crew) return
        const rows = templateOf(t % PATTERN.length, member.rank)
        const subst = (cell: string | null) =>
          cell === null ? null : cell.replace(/__(ME|[MFLC]\d)__/g, (_, key: string) => (key === 'ME' ? member.crmId : (values[key.charAt(0)]?.[Number(key.slice(1))] ?? '')))
        for (const [name, batch] of Object.entries(writer.batches)) for (const row of rows[name] ?? []) batch.push(row.map(subst))
        writer.addCrewMember(member, now)
        const profile = JSON.stringify({ rank: member.rank, homeBase: 'CDG', homeBaseTimeZone: 'Europe/Paris' })
        users.push([loadUsername(member.crmId), input.passwordHash, member.crmId, `U${member.crmId}`, member.firstName, member.lastName, profile, JSON.stringify(ENABLINGS), true, now.toString()])
      })
    }
    await db.transaction(async (tx) => {
      await users.flush(tx)
      await writer.flush(tx)
    })
    input.onProgress?.(Math.min(crew, (first + chunk) * TEAM_RANKS.length))
  }
}
