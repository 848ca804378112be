import type { ServerResponse } from 'node:http'
import type { Db } from '../db/db'

/** The answer of `/healthz` and `/readyz`: a status and, when not ready, why (no data, no auth). */
export interface HealthAnswer {
  readonly status: number
  readonly body: { readonly status: 'ok' | 'unavailable'; readonly reason?: string }
}

const OK: HealthAnswer = { status: 200, body: { status: 'ok' } }

const unavailable = (reason: string): HealthAnswer => ({ status: 503, body: { status: 'unavailable', reason } })

const withTimeout = <A>(work: Promise<A>, ms: number): Promise<A> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })

/** `GET /healthz`: the process is up and answering (a load balancer's liveness check). */
export const healthz = (): HealthAnswer => OK

/**
 * `GET /readyz`: the database answers within 2 s and holds every migration this server ships
 * (`expectedMigrations`); 503 with the reason otherwise, and while the server is shutting down. The reason
 * is one of a few fixed texts, never the database error (host, user), since the answer needs no session.
 */
export const readyz = async (db: Db, expectedMigrations: number, stopping: boolean): Promise<HealthAnswer> => {
  if (stopping) return unavailable('shutting down')
  try {
    const rows = await withTimeout(db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'), 2000)
    const applied = rows[0]?.n ?? 0
    return applied >= expectedMigrations ? OK : unavailable(`database has ${applied} of ${expectedMigrations} migrations`)
  } catch {
    // Never the driver's message: it names the database host, port and user, and readyz answers anyone.
    return unavailable('database unreachable')
  }
}

/** Writes a health answer as JSON, never cached. */
export const sendHealth = (res: ServerResponse, answer: HealthAnswer, head: boolean): void => {
  const payload = Buffer.from(JSON.stringify(answer.body), 'utf8')
  res.statusCode = answer.status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Length', payload.length)
  res.end(head ? undefined : payload)
}
