import type { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../db/db'
import type { ScryptParams } from '../security/password'
import type { DemoCrewMember } from './demo-crew'

/** What every seeder gets: the server clock's instant the demo airline is built around, the crew, the hashing cost. */
export interface SeedContext {
  readonly now: Temporal.Instant
  readonly crew: ReadonlyArray<DemoCrewMember>
  /** scrypt cost of the demo users' password hashes. */
  readonly passwordHashing: ScryptParams
}

/**
 * One feature's part of the demo airline. Seeders run in one transaction, in list order
 * (`seeders.ts`); each writes its own tables only, with wire bodies encoded by the core codecs.
 */
export interface Seeder {
  readonly name: string
  readonly run: (tx: Queryable, ctx: SeedContext) => Promise<void>
}
