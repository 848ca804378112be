import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { ok, okEmpty } from '../../server/http/reply'
import { publicRoute, sessionRoute, type RouteModule } from '../../server/http/router'

/** A body shape for the bad-input tests: a name, a count, optional tags. */
export const ProbeBody = t.intersection([t.type({ name: t.string, count: t.number }), t.partial({ tags: t.array(t.type({ key: t.string })) })], 'ProbeBody')

/**
 * Routes that exist only in tests, standing in for feature endpoints: a read and a
 * write under `roster/{crmId}` (the write stores one app_meta row, so a test can see whether it was
 * touched), and a handler that throws.
 */
export const probeRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/probe', async (ctx) => ok(t.type({ crmId: t.string }), { crmId: ctx.params.crmId })),
  sessionRoute('POST', '/rest/pems/roster/{crmId}/probe', async (ctx) => {
    const body = ctx.body.json(ProbeBody)
    if (E.isLeft(body)) return body.left
    await db.query('INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3)', [
      `probe:${ctx.params.crmId}:${body.right.name}`,
      String(body.right.count),
      ctx.now.toString(),
    ])
    return ok(ProbeBody, body.right)
  }),
  sessionRoute('DELETE', '/rest/pems/roster/{crmId}/probe', async () => okEmpty()),
  publicRoute('GET', '/rest/pems/probe/crash', async () => {
    throw new Error('secret internal detail')
  }),
]

/** How many probe writes were stored for a crew member. */
export const probeWrites = async (db: { query: (sql: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Record<string, unknown>>> }, crmId: string): Promise<number> => {
  const rows = await db.query('SELECT count(*)::int AS n FROM app_meta WHERE key LIKE $1', [`probe:${crmId}:%`])
  return Number(rows[0]?.['n'] ?? 0)
}
