import type { ReactElement, SVGProps } from 'react'

/** An icon's props: a decorative SVG (hidden from assistive technology) sized by `size` px. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  readonly size?: number
}

const icon =
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

/** Interface icons (24×24 grid, 2 px strokes, `currentColor`). */
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 18-6-6 6-6" />)
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 18 6-6-6-6" />)
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />)
export const ChevronUpIcon = /* @__PURE__ */ icon(<path d="m18 15-6-6-6 6" />)
export const RefreshIcon = /* @__PURE__ */ icon(<><path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" /><path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" /><path d="M21 3v5h-5" /><path d="M3 21v-5h5" /></>)
export const CloseIcon = /* @__PURE__ */ icon(<><path d="M18 6 6 18" /><path d="m6 6 12 12" /></>)
export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />)
export const PlusIcon = /* @__PURE__ */ icon(<><path d="M12 5v14" /><path d="M5 12h14" /></>)
export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />)
export const TrashIcon = /* @__PURE__ */ icon(<><path d="M3 6h18" /><path d="M8 6V4h8v2" /><path d="M19 6l-1 14H6L5 6" /></>)
export const EyeIcon = /* @__PURE__ */ icon(<><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>)
export const EyeOffIcon = /* @__PURE__ */ icon(<><path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5" /><path d="M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /><path d="m2 2 20 20" /></>)
export const InfoIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="M12 16v-4" /><path d="M12 8h.01" /></>)
export const WarningIcon = /* @__PURE__ */ icon(<><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" /><path d="M12 9v4" /><path d="M12 17h.01" /></>)
export const ErrorIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="m15 9-6 6" /><path d="m9 9 6 6" /></>)
export const SuccessIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="m8 12 3 3 5-6" /></>)
export const OfflineIcon = /* @__PURE__ */ icon(<><path d="m2 2 20 20" /><path d="M8.5 16.4a5 5 0 0 1 7 0" /><path d="M5 12.9a10 10 0 0 1 5.2-2.8" /><path d="M19 12.9a10 10 0 0 0-2.3-1.7" /><path d="M2 8.8a15 15 0 0 1 4.2-2.7" /><path d="M22 8.8A15 15 0 0 0 11 5" /><path d="M12 20h.01" /></>)
export const CalendarIcon = /* @__PURE__ */ icon(<><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4" /><path d="M8 2v4" /><path d="M3 10h18" /></>)
export const ListIcon = /* @__PURE__ */ icon(<><path d="M8 6h13" /><path d="M8 12h13" /><path d="M8 18h13" /><path d="M3 6h.01" /><path d="M3 12h.01" /><path d="M3 18h.01" /></>)
export const MessageIcon = /* @__PURE__ */ icon(<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />)
export const NewsIcon = /* @__PURE__ */ icon(<><path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2" /><path d="M18 14h-8" /><path d="M15 18h-5" /><path d="M10 6h8v4h-8z" /></>)
export const UserIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>)
export const SettingsIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></>)
export const LogoutIcon = /* @__PURE__ */ icon(<><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5" /><path d="M21 12H9" /></>)
export const FilterIcon = /* @__PURE__ */ icon(<path d="M22 3H2l8 9.5V19l4 2v-8.5z" />)
/** A changed duty: a filled triangle (delta) that reads as 'changed' at 8 px. */
export const ChangedIcon = /* @__PURE__ */ icon(<path d="M12 3 22 20H2z" />, true)
export const ClockIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></>)
