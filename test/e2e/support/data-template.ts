// A migrated and seeded embedded database, made once per test process and per clock instant (a first start
// takes 3 to 10 s); every end-to-end server gets a copy of it (well under a second), as test/server/helpers.ts does.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Temporal } from 'temporal-polyfill'
import { createServer } from '../../../server/app'
import { fixedClock } from '../../../server/clock'
import { silentLogger } from '../../../server/logger'
import { runDir } from './app-build'

const templates = new Map<string, Promise<string>>()

/** A cheap scrypt cost for the demo users' hashes (as the server tests do): every sign-in of a journey is faster. */
export const E2E_PASSWORD_HASHING = { N: 1024, r: 8, p: 1 } as const

/** The template database folder of the demo airline seeded at `now`. */
const templateFor = (now: Temporal.Instant): Promise<string> => {
  const key = now.toString()
  const known = templates.get(key)
  if (known !== undefined) return known
  const made = (async () => {
    const dir = join(runDir(), `db-template-${templates.size}`, 'db')
    const server = await createServer({ dataDir: dir, logger: silentLogger, clock: fixedClock(now), passwordHashing: E2E_PASSWORD_HASHING })
    await server.close()
    return dir
  })()
  made.catch(() => templates.delete(key))
  templates.set(key, made)
  return made
}

/** A fresh data folder (a copy of the template seeded at `now`) and its removal. */
export const freshDataDir = async (now: Temporal.Instant): Promise<{ readonly dataDir: string; readonly remove: () => void }> => {
  const template = await templateFor(now)
  const parent = mkdtempSync(join(runDir(), 'data-'))
  const dataDir = join(parent, 'db')
  cpSync(template, dataDir, { recursive: true })
  return { dataDir, remove: () => rmSync(parent, { recursive: true, force: true }) }
}
