/**
 * `load` made once and shared by every caller, except that a failed load is forgotten: the next call tries again.
 * The app's lazily fetched code (`import()` of a chunk) goes through this, so that a chunk that did not arrive (the
 * network dropped, offline before the service worker kept it) is fetched again on the next use instead of failing
 * for the rest of the page's life.
 */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined
  return () => {
    const current = (loading ??= load())
    current.catch(() => {
      if (loading === current) loading = undefined
    })
    return current
  }
}
