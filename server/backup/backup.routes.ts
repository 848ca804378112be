import { createHash, timingSafeEqual } from 'node:crypto'
import { isAbsolute, resolve } from 'node:path'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { ERR } from '../http/errors'
import { failure, ok } from '../http/reply'
import { publicRoute, type RouteModule } from '../http/router'
import { writeBackup } from './backup'

const BackupBody = t.type({ file: t.string }, 'BackupBody')
const BackupResult = t.type({ file: t.string, bytes: t.number }, 'BackupResult')
const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/**
 * `POST rest/pems/operations/backup` `{ file }` (only with OPS_TOKEN, `Authorization: Bearer <token>`): the
 * server writes a consistent copy of its embedded database to `file` (relative to BACKUP_DIR, default
 * ./backups; `..` refused) while it keeps serving. 404 on PostgreSQL (use its own tools).
 */
export const backupRoutes =
  (token: string, backupDir: string): RouteModule =>
  ({ db, logger }) => [
    publicRoute('POST', '/rest/pems/operations/backup', async (ctx) => {
      const header = ctx.request.headers.authorization
      const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
      if (!timingSafeEqual(digest(given), digest(token))) return failure(401, ERR.unauthenticated, 'The operations token is missing or wrong')
      if (db.backup === undefined) return failure(404, ERR.notFound, 'The database is PostgreSQL: back it up with pg_dump or pg_basebackup')
      const body = ctx.body.json(BackupBody)
      if (E.isLeft(body)) return body.left
      const name = body.right.file
      if (isAbsolute(name) || name.split(/[\\/]/).includes('..') || !/^[A-Za-z0-9._/-]{1,200}$/.test(name)) {
        return failure(400, ERR.invalidBody, 'Invalid request body: file: a relative name of letters, digits, . _ - /')
      }
      const file = resolve(backupDir, name)
      const bytes = await writeBackup(db, file)
      logger.info('backup written', { file, bytes })
      return ok(BackupResult, { file, bytes })
    }),
  ]
