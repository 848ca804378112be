import { icon } from './icon'

// Chevrons: back, a row that opens, a list or a calendar that folds, a select.

/** An icon's props: a decorative SVG (hidden from assistive technology) sized by `size` px. */
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 18-6-6 6-6" />)
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 18 6-6-6-6" />)
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />)
export const ChevronUpIcon = /* @__PURE__ */ icon(<path d="m18 15-6-6-6 6" />)
