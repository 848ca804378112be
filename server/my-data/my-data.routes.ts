import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { myDataMode } from '../../core/my-data/my-data-access.rules'
import {
  BasicDataCreateBody,
  BasicDataDeleteBody,
  BasicDataQuery,
  BasicDataUpdateBody,
  MyData,
  type BasicDataType,
} from '../../core/my-data/my-data.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { Db } from '../db/db'
import { ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule, type SessionContext } from '../http/router'
import { planCreate } from './my-data.create'
import { planDelete } from './my-data.delete'
import { failureReply, readOnlyReply, type MyDataFailure } from './my-data.failure'
import type { EntryKind } from './my-data.keys'
import { applyPlan, type WriteContext, type WritePlan } from './my-data.plan'
import { bundleOf, findOwner, loadEntries, type CrewOwner } from './my-data.repo'
import { planUpdate } from './my-data.update'

const PATH = '/rest/pems/user/{crmId}/basicdata'

const KIND_OF: Readonly<Record<BasicDataType, EntryKind>> = {
  basicInfo: 'PERSONAL',
  contacts: 'CONTACT',
  addresses: 'ADDRESS',
  passports: 'TRAVEL_DOCUMENT',
  visas: 'VISA',
}
const ALL_TYPES: ReadonlyArray<BasicDataType> = ['basicInfo', 'contacts', 'addresses', 'passports', 'visas']

/** The requested parts: `types` (comma-joined) and/or `type`; none means the whole bundle. Other or repeated parameters are refused. */
const requestedTypes = (query: URLSearchParams): E.Either<Reply, ReadonlyArray<BasicDataType>> => {
  const names = [...query.keys()]
  const unknown = names.filter((n) => n !== 'types' && n !== 'type')
  if (unknown.length > 0) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter(s): ${[...new Set(unknown)].join(', ')}`))
  if (query.getAll('types').length > 1 || query.getAll('type').length > 1) return E.left(failure(400, ERR.invalidQuery, 'types and type may each be given once'))
  const raw = Object.fromEntries(names.map((n) => [n, query.get(n)]))
  const decoded = decodeWith(BasicDataQuery)(raw)
  if (E.isLeft(decoded)) return E.left(failure(400, ERR.invalidQuery, `Invalid query: ${describeDecodeError(decoded.left)}`))
  const { types = [], type } = decoded.right
  const all = [...types, ...(type === undefined ? [] : [type])]
  return E.right(all.length === 0 ? ALL_TYPES : ALL_TYPES.filter((x) => all.includes(x)))
}

/** The requested parts of a bundle only (SPEC section 7: "query types (comma-joined list) or type"). */
const pick = (bundle: MyData, types: ReadonlyArray<BasicDataType>): MyData => {
  const has = (x: BasicDataType): boolean => types.includes(x)
  const { basicInfo, contacts, addresses, passports, visas } = bundle
  return {
    ...(has('basicInfo') && basicInfo !== undefined ? { basicInfo } : {}),
    ...(has('contacts') && contacts !== undefined ? { contacts } : {}),
    ...(has('addresses') && addresses !== undefined ? { addresses } : {}),
    ...(has('passports') && passports !== undefined ? { passports } : {}),
    ...(has('visas') && visas !== undefined ? { visas } : {}),
  }
}

const ownerOrFail = async (db: Db, crmId: string): Promise<E.Either<Reply, CrewOwner>> => {
  const owner = await findOwner(db, crmId)
  if (E.isLeft(owner)) throw new Error(`user ${crmId} does not decode: ${describeDecodeError(owner.left)}`)
  if (owner.right === null) return E.left(failure(403, ERR.featureDisabled, 'My data is not available to this crew member'))
  if (myDataMode(owner.right.myDataEnabling) === 'HIDDEN') return E.left(failure(403, ERR.featureDisabled, 'My data is not available to this crew member'))
  return E.right(owner.right)
}

const isUniqueViolation = (error: unknown): error is Error & { readonly code: string } =>
  error instanceof Error && 'code' in error && error.code === '23505'

/** A concurrent write that took the key first: the database's unique indexes answer, as the same conflicts. */
const raceFailure = (error: Error): MyDataFailure =>
  error.message.includes('my_data_unique_priority') || ('constraint' in error && error.constraint === 'my_data_unique_priority')
    ? { _tag: 'SamePriority', path: 'natKey.prio' }
    : { _tag: 'Exists', path: 'natKey' }

type Planner<A> = (ctx: WriteContext, body: A) => Promise<E.Either<MyDataFailure, WritePlan>>

/**
 * One my-data write: only with edit rights (SPEC section 6: "Edit enabled gives add, delete and
 * submit. View only gives read-only lists": a view-only crew member gets 403 and nothing is written);
 * the body decoded with its core codec; the plan checked and applied in one transaction.
 */
const write =
  <A, O>(db: Db, codec: t.Type<A, O, unknown>, plan: Planner<A>) =>
  async (ctx: SessionContext<{ readonly crmId: string }>): Promise<Reply> => {
    const owner = await ownerOrFail(db, ctx.session.crmId)
    if (E.isLeft(owner)) return owner.left
    if (myDataMode(owner.right.myDataEnabling) !== 'EDIT') return readOnlyReply()
    const body = ctx.body.json(codec)
    if (E.isLeft(body)) return body.left
    try {
      const outcome = await db.transaction(async (tx) => {
        const wctx: WriteContext = { tx, owner: owner.right, now: ctx.now }
        const planned = await plan(wctx, body.right)
        if (E.isRight(planned)) await applyPlan(wctx, planned.right)
        return planned
      })
      return E.isRight(outcome) ? okEmpty() : failureReply(outcome.left)
    } catch (error) {
      if (isUniqueViolation(error)) return failureReply(raceFailure(error))
      throw error
    }
  }

/**
 * The my-data calls of SPEC section 7 under `rest/pems` ("Each returns success and error"):
 * `GET user/{crmId}/basicdata?types=a,b` (or `?type=a`) answers core `MyData` with the requested
 * parts; `POST` (core `BasicDataCreateBody`), `PUT` (`BasicDataUpdateBody`) and `DELETE`
 * (`BasicDataDeleteBody`) answer the empty envelope.
 */
export const myDataRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', PATH, async (ctx) => {
    const types = requestedTypes(ctx.query)
    if (E.isLeft(types)) return types.left
    const owner = await ownerOrFail(db, ctx.session.crmId)
    if (E.isLeft(owner)) return owner.left
    const entries = await loadEntries(db, ctx.session.crmId, types.right.map((x) => KIND_OF[x]))
    const bundle = bundleOf(entries)
    if (E.isLeft(bundle)) throw new Error(`stored my data of ${ctx.session.crmId} does not decode: ${describeDecodeError(bundle.left)}`)
    return ok(MyData, pick(bundle.right, types.right))
  }),
  sessionRoute('POST', PATH, write(db, BasicDataCreateBody, planCreate)),
  sessionRoute('PUT', PATH, write(db, BasicDataUpdateBody, planUpdate)),
  sessionRoute('DELETE', PATH, write(db, BasicDataDeleteBody, planDelete)),
]
