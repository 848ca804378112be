import { icon } from './icon'

// The duty plan's: the calendar, times, the update check, a changed duty, filtering.

export const CalendarIcon = /* @__PURE__ */ icon(<><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4" /><path d="M8 2v4" /><path d="M3 10h18" /></>)
export const ClockIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></>)
export const RefreshIcon = /* @__PURE__ */ icon(<><path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" /><path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" /><path d="M21 3v5h-5" /><path d="M3 21v-5h5" /></>)
/** A changed duty: a filled triangle (delta) that reads as 'changed' at 8 px. */
export const ChangedIcon = /* @__PURE__ */ icon(<path d="M12 3 22 20H2z" />, true)
export const FilterIcon = /* @__PURE__ */ icon(<path d="M22 3H2l8 9.5V19l4 2v-8.5z" />)
