// `GET /readyz` needs no session, so its reason never carries the database error: a driver's message names the
// database host, port and user (issue 25, item 14).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Db } from '../../server/db/db'
import { readyz } from '../../server/health/health'

const Ready = suite('readyz: why, without the database error')

Ready('a database that refuses the connection: 503 "database unreachable", no host, port or user', async () => {
  const error = new Error('connect ECONNREFUSED 10.20.30.40:5432 (password authentication failed for user "crew_owner" at db-primary.airline.internal)')
  // Only `query` is called by readyz; the rest of the interface is not needed for this check.
  const down = { query: () => Promise.reject(error) } as unknown as Db
  const answer = await readyz(down, 1, false)
  assert.is(answer.status, 503)
  assert.equal(answer.body, { status: 'unavailable', reason: 'database unreachable' })
  for (const secret of ['10.20.30.40', '5432', 'crew_owner', 'db-primary']) assert.not.ok(JSON.stringify(answer.body).includes(secret), secret)
})

Ready('a database without every migration, and a stopping server, still say why', async () => {
  const behind = { query: () => Promise.resolve([{ n: 3 }]) } as unknown as Db
  assert.equal((await readyz(behind, 5, false)).body, { status: 'unavailable', reason: 'database has 3 of 5 migrations' })
  assert.equal((await readyz(behind, 3, true)).body, { status: 'unavailable', reason: 'shutting down' })
  assert.is((await readyz(behind, 3, false)).status, 200)
})
Ready.run()
