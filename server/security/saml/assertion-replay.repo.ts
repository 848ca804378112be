import type { Queryable } from '../../db/db'

/**
 * Records an assertion id as used; false when it was used before (a replay). One INSERT with
 * ON CONFLICT DO NOTHING, so two requests racing with the same assertion cannot both win.
 */
export const recordAssertionUse = async (
  db: Queryable,
  input: { readonly id: string; readonly username: string; readonly usedAt: string; readonly notOnOrAfter: string },
): Promise<boolean> => {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO saml_assertions (id, username, used_at, not_on_or_after) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id',
    [input.id, input.username, input.usedAt, input.notOnOrAfter],
  )
  return rows.length === 1
}

/** Forgets assertion ids that could not be accepted anyway (past their NotOnOrAfter by more than a day). */
export const purgeAssertionUses = async (db: Queryable, realNow: Date): Promise<void> => {
  await db.query('DELETE FROM saml_assertions WHERE not_on_or_after < $1', [new Date(realNow.getTime() - 24 * 3600 * 1000).toISOString()])
}
