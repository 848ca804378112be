import { writeBackup, restoreBackup } from './backup'
import { openPgliteDb } from '../db/pglite.db'
import { consoleLogger } from '../logger'

const USAGE = `usage:
  npm run backup -- --out FILE [--url http://host:port]   (with --url: the running server writes FILE, OPS_TOKEN needed)
  npm run restore -- --in FILE [--data-dir DIR] [--force]  (the server must be stopped; DIR defaults to DATA_DIR or ./data)`

const argOf = (args: ReadonlyArray<string>, name: string): string | undefined => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

/**
 * `npm run backup` / `npm run restore` for the embedded database. A backup of a running server goes through
 * it (`POST rest/pems/operations/backup` with OPS_TOKEN: consistent while it serves); without `--url` the
 * data folder is opened here, which is only safe while no server uses it.
 */
const main = async (): Promise<void> => {
  const [command, ...args] = process.argv.slice(2)
  const dataDir = argOf(args, '--data-dir') ?? process.env['DATA_DIR'] ?? './data'
  if (command === 'backup') {
    const out = argOf(args, '--out')
    if (out === undefined) throw new Error(USAGE)
    const url = argOf(args, '--url')
    if (url !== undefined) {
      const res = await fetch(`${url.replace(/\/$/, '')}/rest/pems/operations/backup`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${process.env['OPS_TOKEN'] ?? ''}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: out }),
      })
      const body = (await res.json()) as { result?: { file: string; bytes: number }; error?: Array<{ errMessage: string }> }
      if (res.status !== 200 || body.result === undefined) throw new Error(`the server refused: ${res.status} ${body.error?.[0]?.errMessage ?? ''}`)
      consoleLogger.info(`backup written by the server: ${body.result.file} (${body.result.bytes} bytes)`)
      return
    }
    const db = await openPgliteDb(dataDir)
    try {
      const bytes = await writeBackup(db, out)
      consoleLogger.info(`backup of ${dataDir} written: ${out} (${bytes} bytes)`)
    } finally {
      await db.close()
    }
    return
  }
  if (command === 'restore') {
    const input = argOf(args, '--in')
    if (input === undefined) throw new Error(USAGE)
    await restoreBackup(input, dataDir, args.includes('--force'))
    consoleLogger.info(`restored ${input} into ${dataDir}`)
    return
  }
  throw new Error(USAGE)
}

main().catch((error: unknown) => {
  consoleLogger.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
