import * as t from 'io-ts'

export interface CrmIdBrand {
  readonly CrmId: unique symbol
}
export interface LogicalIdBrand {
  readonly LogicalId: unique symbol
}

/** A crew member id: non-empty, no slash, no whitespace, at most 64 characters (safe in a URL path). */
export const CrmId = t.brand(
  t.string,
  (s): s is t.Branded<string, CrmIdBrand> => /^[A-Za-z0-9._-]{1,64}$/.test(s),
  'CrmId',
)
export type CrmId = t.TypeOf<typeof CrmId>

/** An event's logical id: a non-empty string (URL-encoded whenever it travels in a route or path). */
export const LogicalId = t.brand(
  t.string,
  (s): s is t.Branded<string, LogicalIdBrand> => s.length > 0 && s.length <= 256,
  'LogicalId',
)
export type LogicalId = t.TypeOf<typeof LogicalId>
