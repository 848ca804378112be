import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Db } from '../../server/db/db'
import { ANNA, errIdOf, freshDb, sessionOf, startServer, type TestServer } from './helpers'
import { aTravelDocument, aVisa, basicdata, send, snapshot } from './my-data.fixtures'

/** The server's database with one injectable failure: the first statement of a transaction for which `failOn` is true throws. */
const faultyDb = (db: Db) => {
  let failOn: ((sql: string) => boolean) | null = null
  const wrapped: Db = {
    ...db,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          exec: tx.exec,
          announce: tx.announce,
          query: async (sql, params) => {
            if (failOn?.(sql) === true) {
              failOn = null
              throw new Error('injected failure')
            }
            return tx.query(sql, params)
          },
        }),
      ),
  }
  return {
    db: wrapped,
    failNext: (predicate: (sql: string) => boolean) => {
      failOn = predicate
    },
  }
}

let env: { server: TestServer; fault: ReturnType<typeof faultyDb>; close: () => Promise<void> } | undefined
const setup = async () => {
  if (env !== undefined) return env
  const fresh = await freshDb()
  const fault = faultyDb(fresh.db)
  const server = await startServer({ db: fault.db })
  env = { server, fault, close: async () => (await server.close(), await fresh.close()) }
  return env
}

const PATH = basicdata(ANNA.crmId)
const DOC = { number: 'P3300101', docType: 'P', crewCode: 'ANNA' } as const

const Tx = suite('"a my-data update ... either happens whole or not at all"')

Tx('a travel document created with two visas: a failure at the second visa row leaves no document and no visa', async () => {
  const { server, fault } = await setup()
  const cookie = await sessionOf(server.url, ANNA)
  const before = await snapshot(server.server.deps.db, ANNA.crmId)
  // The document and the first visa are written inside the transaction; the third insert (the second visa) fails.
  let inserts = 0
  fault.failNext((sql) => /^INSERT INTO my_data_entries/.test(sql) && ++inserts === 3)
  const res = await send(server.url, 'POST', PATH, cookie, { passports: [aTravelDocument({ natKey: DOC })], visas: [aVisa(DOC.number, 'USA', '2025-01-01'), aVisa(DOC.number, 'CAN', '2025-01-02')] })
  assert.is(res.status, 500)
  assert.is(errIdOf(res.body), 'ERR_UNEXPECTED')
  assert.is(inserts, 3, 'the failure came after two rows were written')
  assert.is(await snapshot(server.server.deps.db, ANNA.crmId), before)
})

Tx('the same request without the failure writes the document and both visas', async () => {
  const { server } = await setup()
  const cookie = await sessionOf(server.url, ANNA)
  const res = await send(server.url, 'POST', PATH, cookie, { passports: [aTravelDocument({ natKey: DOC })], visas: [aVisa(DOC.number, 'USA', '2025-01-01'), aVisa(DOC.number, 'CAN', '2025-01-02')] })
  assert.is(res.status, 200)
  const rows = await server.server.deps.db.query("SELECT 1 FROM my_data_entries WHERE crm_id = $1 AND body::text LIKE '%P3300101%'", [ANNA.crmId])
  assert.is(rows.length, 3)
})

Tx('visa rows removed and added with a document update: a failure at the last insert restores the removed rows and the document', async () => {
  const { server, fault } = await setup()
  const cookie = await sessionOf(server.url, ANNA)
  const before = await snapshot(server.server.deps.db, ANNA.crmId)
  const statements: string[] = []
  fault.failNext((sql) => {
    statements.push(sql.split(' ')[0] ?? '')
    return /^INSERT INTO my_data_entries/.test(sql)
  })
  const res = await send(server.url, 'PUT', PATH, cookie, {
    originalNatKey: DOC,
    updatedData: { passports: [aTravelDocument({ natKey: DOC, issuePlace: 'Visby' })], visas: [aVisa(DOC.number, 'JPN', '2025-03-03')] },
  })
  assert.is(res.status, 500)
  assert.ok(statements.includes('DELETE') && statements.includes('UPDATE'), 'visa rows were deleted and the document updated before the failure')
  assert.is(await snapshot(server.server.deps.db, ANNA.crmId), before, 'USA and CAN visas back, issue place unchanged')
})

Tx.after(async () => env?.close())
Tx.run()
