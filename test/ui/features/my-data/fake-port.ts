import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../../core/errors/app-error'
import type { BasicDataCreateBody, BasicDataDeleteBody, BasicDataType, BasicDataUpdateBody, MyData } from '../../../../core/my-data/my-data.codec'
import type { MyDataPort } from '../../../../core/my-data/my-data.port'
import { deepEqual } from '../../../../core/shared/validation/form.rules'

/** What the fake my-data port was asked. */
export interface MyDataCalls {
  readonly loads: Array<ReadonlyArray<BasicDataType>>
  readonly creates: BasicDataCreateBody[]
  readonly updates: BasicDataUpdateBody[]
  readonly removes: BasicDataDeleteBody[]
}

/** How the fake answers: a failing load, or a failing write (every create, update and delete). */
export interface FakeMyDataOptions {
  readonly failLoad?: TransportError
  readonly failWrite?: TransportError
}

type Lists = 'contacts' | 'addresses' | 'passports' | 'visas'

/**
 * An in-memory `MyDataPort` over a bundle: loads answer the requested parts, creates append, updates
 * replace the item with `originalNatKey`, deletes remove the item with the natural key.
 */
export const fakeMyDataPort = (bundle: MyData, options: FakeMyDataOptions = {}) => {
  let data: MyData = bundle
  const calls: MyDataCalls = { loads: [], creates: [], updates: [], removes: [] }
  const failed = options.failWrite === undefined ? undefined : TE.left<TransportError, void>(options.failWrite)
  const listOf = (key: Lists): ReadonlyArray<{ readonly natKey: unknown }> => data[key] ?? []
  const setList = (key: Lists, items: ReadonlyArray<unknown>) => {
    data = { ...data, [key]: items }
  }
  const port: MyDataPort = {
    load: (_crmId, types) => {
      calls.loads.push(types)
      if (options.failLoad !== undefined) return TE.left(options.failLoad)
      const answer: Record<string, unknown> = {}
      for (const type of types) if (data[type] !== undefined) answer[type] = data[type]
      return TE.right(answer as MyData)
    },
    create: (_crmId, body) => {
      calls.creates.push(body)
      if (failed !== undefined) return failed
      for (const key of ['contacts', 'addresses', 'passports', 'visas'] as const) {
        const added = body[key]
        if (added !== undefined) setList(key, [...listOf(key), ...added])
      }
      return TE.right(undefined)
    },
    update: (_crmId, body) => {
      calls.updates.push(body)
      if (failed !== undefined) return failed
      for (const key of ['contacts', 'addresses', 'passports'] as const) {
        const [item] = body.updatedData[key] ?? []
        if (item !== undefined) setList(key, listOf(key).map((x) => (deepEqual(x.natKey, body.originalNatKey) ? item : x)))
      }
      return TE.right(undefined)
    },
    remove: (_crmId, body) => {
      calls.removes.push(body)
      if (failed !== undefined) return failed
      setList(body.dataType, listOf(body.dataType).filter((x) => !deepEqual(x.natKey, body.natKey)))
      return TE.right(undefined)
    },
  }
  return { port, calls, data: () => data }
}

/** A refused write as the HTTP adapter gives it: a 409 whose JSON body is the envelope with the server's error. */
export const conflict = (errId: string, errMessage: string): TransportError => ({
  _tag: 'Http',
  status: 409,
  request: { method: 'POST', url: '/rest/pems/user/C1001/basicdata' },
  isJson: true,
  body: { success: false, error: [{ errId, errMessage }] },
})
