import * as E from 'fp-ts/Either'
import * as t from 'io-ts'

/** One bad field of a payload: where it is, what was expected there, and what came. */
export interface DecodeIssue {
  readonly path: string
  readonly expected: string
  readonly actual: string
}

/** A payload that does not match its codec. Never thrown: returned as a value. */
export interface DecodeError {
  readonly _tag: 'Decode'
  readonly issues: ReadonlyArray<DecodeIssue>
}

const describeActual = (u: unknown): string => {
  if (u === undefined) return 'undefined'
  try {
    const s = JSON.stringify(u)
    if (s === undefined) return typeof u
    return s.length > 60 ? `${s.slice(0, 57)}...` : s
  } catch {
    return typeof u
  }
}

const isStructural = (type: t.Decoder<unknown, unknown>): boolean => {
  const tag = (type as { _tag?: string })._tag
  return tag === 'IntersectionType' || tag === 'UnionType' || tag === 'RefinementType' || tag === 'ExactType' || tag === 'RecursiveType'
}

const isList = (type: t.Decoder<unknown, unknown>): boolean => {
  const tag = (type as { _tag?: string })._tag
  return tag === 'ArrayType' || tag === 'ReadonlyArrayType'
}

/** `a.b[2].c` from an io-ts context, skipping the member indexes of intersections and unions. */
const pathOf = (context: t.Context): string => {
  let path = ''
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1]
    const entry = context[i]
    if (parent === undefined || entry === undefined || isStructural(parent.type)) continue
    if (isList(parent.type)) path += `[${entry.key}]`
    else path += path === '' ? entry.key : `.${entry.key}`
  }
  return path
}

/** Turns io-ts validation errors into issues naming the path of each bad field (deduplicated). */
export const toDecodeError = (errors: t.Errors): DecodeError => {
  const seen = new Set<string>()
  const issues: DecodeIssue[] = []
  for (const error of errors) {
    const last = error.context[error.context.length - 1]
    const issue: DecodeIssue = {
      path: pathOf(error.context) || '(root)',
      expected: last?.type.name ?? 'unknown',
      actual: describeActual(error.value),
    }
    const key = `${issue.path}|${issue.expected}`
    if (!seen.has(key)) {
      seen.add(key)
      issues.push(issue)
    }
  }
  return { _tag: 'Decode', issues }
}

/** Decodes `u` with `codec`; a mismatch is a `DecodeError` value, never an exception. */
export const decodeWith =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (u: unknown): E.Either<DecodeError, A> => {
    try {
      return E.mapLeft(toDecodeError)(codec.decode(u))
    } catch (cause) {
      // A codec must not throw; if a refinement does, report it as a decode failure at the root.
      return E.left({ _tag: 'Decode', issues: [{ path: '(root)', expected: codec.name, actual: String(cause) }] })
    }
  }

/** A one-line, human-readable account of a decode error, for logs (not for users). */
export const describeDecodeError = (error: DecodeError): string =>
  error.issues.map((i) => `${i.path}: expected ${i.expected}, got ${i.actual}`).join('; ')
