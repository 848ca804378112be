import fc from 'fast-check'

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** Canonical wire date-times `yyyy-MM-ddTHH:mm:ss±hh:mm` (seconds, no fraction, `+00:00` never `Z`). */
export const aDateTimeWire: fc.Arbitrary<string> = fc
  .record({
    year: fc.integer({ min: 1970, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    offsetQuarters: fc.integer({ min: -48, max: 56 }),
  })
  .map(({ year, month, day, hour, minute, second, offsetQuarters }) => {
    const offset = Math.abs(offsetQuarters) * 15
    const sign = offsetQuarters < 0 ? '-' : '+'
    return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  })

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
