import { icon } from './icon'

// Editing a list: adding, removing, deleting, confirming.

export const PlusIcon = /* @__PURE__ */ icon(<><path d="M12 5v14" /><path d="M5 12h14" /></>)
export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />)
export const TrashIcon = /* @__PURE__ */ icon(<><path d="M3 6h18" /><path d="M8 6V4h8v2" /><path d="M19 6l-1 14H6L5 6" /></>)
export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />)
