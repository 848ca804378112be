/**
 * Whether the app runs inside the Capacitor wrapper on a phone: the native bridge puts `Capacitor` on the
 * window before the page loads and answers `isNativePlatform()` true; in a browser there is none (or the
 * web one, false). Read without loading @capacitor/core, so the browser build does not carry it.
 */
export const isNativeWrapper = (win: unknown): boolean => {
  const capacitor: unknown = typeof win === 'object' && win !== null ? Reflect.get(win, 'Capacitor') : undefined
  if (typeof capacitor !== 'object' || capacitor === null) return false
  const isNative: unknown = Reflect.get(capacitor, 'isNativePlatform')
  try {
    return typeof isNative === 'function' && Reflect.apply(isNative, capacitor, []) === true
  } catch {
    return false
  }
}
