import type { ReactElement, SVGProps } from 'react'

// The interface icons are drawn on a 24×24 grid with 2 px strokes in `currentColor`. Each file of ui/design/icons/
// holds a few that are used together: esbuild keeps a module whole in one chunk, so an icon loads with the screens
// that show it (the login form fetches only the banner's and the password's), not all of them before the login form.

/** An icon's props: a decorative SVG (hidden from assistive technology) sized by `size` px. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  readonly size?: number
}

/** An icon component drawing `paths`: outlined, or `filled` with `currentColor`. */
export const icon =
  (paths: ReactElement, filled = false) =>
  ({ size = 20, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  )
