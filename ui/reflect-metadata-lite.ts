/**
 * The part of the Reflect metadata API that inversify calls (`defineMetadata`, `getOwnMetadata`, `getMetadata`, and
 * the `has` twins), installed on `Reflect` where it is missing. The production build (scripts/app-bundle.mjs) puts
 * this module in place of `reflect-metadata/lite` (8.6 KB minified): the app binds values and factories only, never
 * decorated classes, so inversify keeps nothing but its own bookkeeping there. `Reflect.decorate` (inversify's
 * `decorate()`, which the app does not use) is not provided.
 */
type PropertyKey = string | symbol | undefined

/** The metadata functions, as reflect-metadata declares them. */
export interface ReflectMetadata {
  defineMetadata: (key: unknown, value: unknown, target: object, propertyKey?: PropertyKey) => void
  getOwnMetadata: (key: unknown, target: object, propertyKey?: PropertyKey) => unknown
  getMetadata: (key: unknown, target: object, propertyKey?: PropertyKey) => unknown
  hasOwnMetadata: (key: unknown, target: object, propertyKey?: PropertyKey) => boolean
  hasMetadata: (key: unknown, target: object, propertyKey?: PropertyKey) => boolean
}

/** Metadata functions over their own store: entries by target, then by property key, then by metadata key. */
export const createReflectMetadata = (): ReflectMetadata => {
  const store = new WeakMap<object, Map<PropertyKey, Map<unknown, unknown>>>()
  const entries = (target: object, propertyKey: PropertyKey, create: boolean): Map<unknown, unknown> | undefined => {
    let byProperty = store.get(target)
    if (byProperty === undefined) {
      if (!create) return undefined
      byProperty = new Map()
      store.set(target, byProperty)
    }
    let byKey = byProperty.get(propertyKey)
    if (byKey === undefined && create) {
      byKey = new Map()
      byProperty.set(propertyKey, byKey)
    }
    return byKey
  }
  /** The target and its prototypes, nearest first (where `getMetadata` looks). */
  const chain = function* (target: object): Generator<object> {
    for (let t: object | null = target; t !== null; t = Object.getPrototypeOf(t) as object | null) yield t
  }
  const hasOwnMetadata = (key: unknown, target: object, propertyKey?: PropertyKey): boolean => entries(target, propertyKey, false)?.has(key) ?? false
  return {
    defineMetadata: (key, value, target, propertyKey) => void entries(target, propertyKey, true)?.set(key, value),
    getOwnMetadata: (key, target, propertyKey) => entries(target, propertyKey, false)?.get(key),
    hasOwnMetadata,
    getMetadata: (key, target, propertyKey) => {
      for (const t of chain(target)) if (hasOwnMetadata(key, t, propertyKey)) return entries(t, propertyKey, false)?.get(key)
      return undefined
    },
    hasMetadata: (key, target, propertyKey) => {
      for (const t of chain(target)) if (hasOwnMetadata(key, t, propertyKey)) return true
      return false
    },
  }
}

/** Puts the metadata functions on `reflect` unless it has them already (a full reflect-metadata loaded first). */
export const installReflectMetadata = (reflect: object): void => {
  if (typeof (reflect as Partial<ReflectMetadata>).getOwnMetadata === 'function') return
  Object.assign(reflect, createReflectMetadata())
}

installReflectMetadata(Reflect)
