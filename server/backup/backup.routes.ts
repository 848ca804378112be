import { isAbsolute, resolve } from 'node:path'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { publicRoute, type RouteModule } from '../http/router'
import { checkOperationsToken } from '../operations/operations-token'
import { writeBackup } from './backup'

const BackupBody = t.type({ file: t.string }, 'BackupBody')
const BackupResult = t.type({ file: t.string, bytes: t.number }, 'BackupResult')

/**
 * `POST rest/pems/operations/backup` `{ file }` (only with OPS_TOKEN, `Authorization: Bearer <token>`): the
 * server writes a consistent copy of its embedded database to `file` (relative to BACKUP_DIR, default
 * ./backups; `..` refused) while it keeps serving, readable by the server's user only (file 0600, folders 0700);
 * the answer names the file as given, not where it is. Wrong tokens are rate-limited (`operations-token.ts`).
 * 404 on PostgreSQL (use its own tools).
 */
export const backupRoutes =
  (token: string, backupDir: string): RouteModule =>
  (deps) => [
    publicRoute('POST', '/rest/pems/operations/backup', async (ctx) => {
      const { db, logger } = deps
      const refused = await checkOperationsToken(deps, ctx, token)
      if (refused !== undefined) return refused
      if (db.backup === undefined) return failure(404, ERR.notFound, 'The database is PostgreSQL: back it up with pg_dump or pg_basebackup')
      const body = ctx.body.json(BackupBody)
      if (E.isLeft(body)) return body.left
      const name = body.right.file
      if (isAbsolute(name) || name.split(/[\\/]/).includes('..') || !/^[A-Za-z0-9._/-]{1,200}$/.test(name)) {
        return failure(400, ERR.invalidBody, 'Invalid request body: file: a relative name of letters, digits, . _ - /')
      }
      const bytes = await writeBackup(db, resolve(backupDir, name), backupDir)
      // The name as given, never the server's absolute path.
      logger.info('backup written', { file: name, bytes })
      return ok(BackupResult, { file: name, bytes })
    }),
  ]
