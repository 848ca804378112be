import { icon } from './icon'

// The tones of a banner (ui/design/banner.tsx) and its dismissal; a field's or a screen's error. Before the login form.

export const InfoIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="M12 16v-4" /><path d="M12 8h.01" /></>)
export const SuccessIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="m8 12 3 3 5-6" /></>)
export const WarningIcon = /* @__PURE__ */ icon(<><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" /><path d="M12 9v4" /><path d="M12 17h.01" /></>)
export const ErrorIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="10" /><path d="m15 9-6 6" /><path d="m9 9 6 6" /></>)
export const OfflineIcon = /* @__PURE__ */ icon(<><path d="m2 2 20 20" /><path d="M8.5 16.4a5 5 0 0 1 7 0" /><path d="M5 12.9a10 10 0 0 1 5.2-2.8" /><path d="M19 12.9a10 10 0 0 0-2.3-1.7" /><path d="M2 8.8a15 15 0 0 1 4.2-2.7" /><path d="M22 8.8A15 15 0 0 0 11 5" /><path d="M12 20h.01" /></>)
export const CloseIcon = /* @__PURE__ */ icon(<><path d="M18 6 6 18" /><path d="m6 6 12 12" /></>)
