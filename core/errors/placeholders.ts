/** A parameter value that may be substituted into a `{placeholder}`. */
export type PlaceholderValue = string | number | boolean | null | undefined

/** Matches `{name}` and `${name}` (the `${max}` form is the one SPEC section 5 quotes). */
const PLACEHOLDER = /\$?\{([A-Za-z0-9_.-]+)\}/g

const render = (value: PlaceholderValue): string | undefined => {
  if (value === null || value === undefined) return undefined
  return String(value)
}

/**
 * Substitutes `params` into the `{placeholders}` of `template` in one pass
 * (SPEC section 8: "objects with messageKey and params substituted into {placeholders}").
 * A placeholder without a param (or with a null/undefined one) stays visible as written,
 * for example `{name}`. Substituted values are never scanned again. Total: never throws.
 */
export const fillPlaceholders = (
  template: string,
  params: Readonly<Record<string, PlaceholderValue>> = {},
): string =>
  template.replace(PLACEHOLDER, (whole: string, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? render(params[name]) : undefined
    return value ?? whole
  })

/** The distinct placeholder names of `template`, in order of first appearance. */
export const placeholdersOf = (template: string): ReadonlyArray<string> => {
  const names: string[] = []
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]
    if (name !== undefined && !names.includes(name)) names.push(name)
  }
  return names
}
