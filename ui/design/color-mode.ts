/** A colour mode the profile may offer (`Profile.display.themes`). */
export type ColorMode = 'light' | 'dark'

/**
 * The colour mode to show: the system preference when the profile offers it, else the profile's
 * first mode, else light (SPEC section 6: "light/dark theme" per profile; "Some profiles offer light
 * and dark themes").
 */
export const colorModeFor = (offered: ReadonlyArray<ColorMode>, prefersDark: boolean): ColorMode => {
  const wanted: ColorMode = prefersDark ? 'dark' : 'light'
  if (offered.includes(wanted)) return wanted
  return offered[0] ?? 'light'
}

/** Applies a colour mode to the document root (`data-color-mode`, read by the Panda conditions). */
export const applyColorMode = (root: HTMLElement, mode: ColorMode): void => {
  root.dataset['colorMode'] = mode
}
