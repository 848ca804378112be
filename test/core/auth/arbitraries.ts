import fc from 'fast-check'

/** Values that are not a string. */
export const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }))
/** Values that are not a boolean. */
export const notABoolean = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({}))
/** Values that are not a number. */
export const notANumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant([1]))
/** Values that are not an object at all. */
export const notAnObject = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined))

/**
 * Invalid payloads from valid ones: a whole non-object, or one field (required or optional)
 * replaced by a value of the wrong type, or one required field removed.
 */
export const corrupted = <T extends Record<string, unknown>>(
  valid: fc.Arbitrary<T>,
  wrong: Partial<Record<keyof T & string, fc.Arbitrary<unknown>>>,
  required: ReadonlyArray<keyof T & string>,
): fc.Arbitrary<unknown> => {
  const keys = Object.keys(wrong) as Array<keyof T & string>
  const replaced = fc
    .tuple(valid, fc.constantFrom(...keys))
    .chain(([v, key]) => (wrong[key] as fc.Arbitrary<unknown>).map((bad) => ({ ...v, [key]: bad })))
  const removed = fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
    const copy: Record<string, unknown> = { ...v }
    delete copy[key]
    return copy
  })
  return fc.oneof(notAnObject, replaced, removed)
}
