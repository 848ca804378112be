import type { Seeder } from './seeder'
import { usersSeeder } from './users.seed'
import { rosterSeeder } from './roster.seed'
import { rosterChangesSeeder } from './roster-changes.seed'
import { checkInSeeder } from './check-in.seed'
import { remarksSeeder } from './remarks.seed'
import { newsSeeder } from './news.seed'
import { myDataSeeder } from './my-data.seed'
import { communicationSeeder } from './communication.seed'

/**
 * The demo airline, one seeder per feature, in dependency order, each in its own
 * `<feature>.seed.ts` (ARCHITECTURE.md section 3, "The demo seed builds a whole airline relative to
 * the server's clock"):
 * roster (block months, roster periods, events, updates) -> crew, roles, hotels -> roster changes ->
 * check-in (an upcoming check-in inside its window, allowed airports) -> news -> remarks (types, both
 * ways) -> summary -> my-data -> notification settings.
 */
export const DEMO_SEEDERS: ReadonlyArray<Seeder> = [usersSeeder, rosterSeeder, rosterChangesSeeder, checkInSeeder, remarksSeeder, newsSeeder, myDataSeeder, communicationSeeder]
