import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'

/** The structural parts of an io-ts codec this walk needs; io-ts exposes them as public fields. */
interface Shape {
  readonly _tag?: string
  readonly props?: Readonly<Record<string, t.Mixed>>
  readonly types?: ReadonlyArray<t.Mixed>
  readonly type?: t.Mixed | (() => t.Mixed)
  readonly codomain?: t.Mixed
}

const shapeOf = (codec: t.Mixed): Shape => codec as unknown as Shape

const isPlainObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u)

/** Unwraps refinements, brands, readonly, exact and recursive codecs, and picks the union member `value` matches. */
const unwrap = (codec: t.Mixed, value: unknown): t.Mixed => {
  const shape = shapeOf(codec)
  switch (shape._tag) {
    case 'RefinementType':
    case 'ReadonlyType':
    case 'ExactType':
      return typeof shape.type === 'function' || shape.type === undefined ? codec : unwrap(shape.type, value)
    case 'RecursiveType': {
      // io-ts exposes the definition of a recursion as a getter `type` (older versions: a thunk).
      const inner = typeof shape.type === 'function' ? shape.type() : shape.type
      return inner === undefined ? codec : unwrap(inner, value)
    }
    case 'UnionType': {
      const member = (shape.types ?? []).find((m) => E.isRight(m.decode(value)))
      return member === undefined ? codec : unwrap(member, value)
    }
    default:
      return codec
  }
}

/** The object-level members of a codec: interface/partial parts of (nested) intersections; `null` means "any key". */
const objectMembers = (codec: t.Mixed, value: unknown): ReadonlyArray<Readonly<Record<string, t.Mixed>>> | null => {
  const c = unwrap(codec, value)
  const shape = shapeOf(c)
  if (shape._tag === 'InterfaceType' || shape._tag === 'PartialType' || shape._tag === 'StrictType') return [shape.props ?? {}]
  if (shape._tag === 'IntersectionType') {
    const parts: Array<Readonly<Record<string, t.Mixed>>> = []
    for (const member of shape.types ?? []) {
      const sub = objectMembers(member, value)
      if (sub === null) return null
      parts.push(...sub)
    }
    return parts
  }
  return null
}

const walk = (codec: t.Mixed, value: unknown, path: string, found: string[]): void => {
  const c = unwrap(codec, value)
  const shape = shapeOf(c)
  const inner = typeof shape.type === 'function' ? undefined : shape.type
  if ((shape._tag === 'ArrayType' || shape._tag === 'ReadonlyArrayType') && Array.isArray(value) && inner !== undefined) {
    value.forEach((item, i) => walk(inner, item, `${path}[${i}]`, found))
    return
  }
  if (shape._tag === 'TupleType' && Array.isArray(value)) {
    ;(shape.types ?? []).forEach((member, i) => walk(member, value[i], `${path}[${i}]`, found))
    return
  }
  if (shape._tag === 'DictionaryType' && isPlainObject(value) && shape.codomain !== undefined) {
    const codomain = shape.codomain
    for (const [key, item] of Object.entries(value)) walk(codomain, item, path === '' ? key : `${path}.${key}`, found)
    return
  }
  if (!isPlainObject(value)) return
  const members = objectMembers(c, value)
  if (members === null) return
  for (const [key, item] of Object.entries(value)) {
    const here = path === '' ? key : `${path}.${key}`
    const codecs = members.flatMap((props) => (Object.prototype.hasOwnProperty.call(props, key) ? [props[key] as t.Mixed] : []))
    if (codecs.length === 0) found.push(here)
    for (const sub of codecs) walk(sub, item, here, found)
  }
}

/**
 * The paths of fields in `value` that `codec` does not declare ("unknown fields" are bad
 * input). The core codecs use `t.type`/`t.partial` so clients tolerate extra fields; the server is
 * strict about what it accepts. Call on a value that `codec` decodes.
 */
export const unknownFields = (codec: t.Mixed, value: unknown): ReadonlyArray<string> => {
  const found: string[] = []
  walk(codec, value, '', found)
  return found
}
