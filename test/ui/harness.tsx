// Tiny DOM test helpers for uvu + happy-dom (lukeed/uvu style: setup, render, fire), querying as a
// user would: by role and accessible name, by label, by text.
import './setup'
import { act, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { accessibleDescription, accessibleName, isHidden, roleOf } from './accessible-name'

export { act }
export { accessibleDescription, accessibleName }

const mounted: Array<{ root: Root; container: HTMLElement }> = []

/** Renders `ui` into a fresh container attached to `document.body`, inside `act`. */
export const render = (ui: ReactElement): { container: HTMLElement; rerender: (next: ReactElement) => void; unmount: () => void } => {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(ui))
  mounted.push({ root, container })
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  }
}

/** Unmounts everything `render` mounted and empties the document (call in `Suite.after.each`). */
export const cleanup = (): void => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
  document.body.innerHTML = ''
}

/** Lets pending promises and effects settle (an async `act`). */
export const flush = async (): Promise<void> => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/**
 * Retries `check` (inside `act`, every 10 ms) until it stops throwing, for state that settles
 * asynchronously (a dictionary loaded by dynamic import); rethrows its last error after `timeoutMs`.
 */
export const waitFor = async <T,>(check: () => T, timeoutMs = 3000): Promise<T> => {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
}

type NameMatcher = string | RegExp
const matches = (actual: string, expected: NameMatcher | undefined): boolean =>
  expected === undefined || (typeof expected === 'string' ? actual === expected : expected.test(actual))

const describe = (scope: ParentNode): string => {
  const found = Array.from(scope.querySelectorAll('*'))
    .filter((el) => !isHidden(el) && roleOf(el) !== undefined)
    .map((el) => `  ${roleOf(el)} "${accessibleName(el)}"`)
  return found.length === 0 ? '  (no element with a role)' : found.join('\n')
}

/** Queries scoped to one element (`within(dialog).getByRole(...)`); `screen` is scoped to `document.body`. */
export const within = (scope: ParentNode) => {
  const allByRole = (role: string, options: { name?: NameMatcher } = {}): HTMLElement[] =>
    Array.from(scope.querySelectorAll<HTMLElement>('*')).filter(
      (el) => !isHidden(el) && roleOf(el) === role && matches(accessibleName(el), options.name),
    )
  const one = <T,>(found: T[], what: string): T => {
    if (found.length === 1) return found[0] as T
    throw new Error(`${found.length === 0 ? 'No' : `${found.length}`} element(s) found for ${what}. Present:\n${describe(scope)}`)
  }
  const allByText = (text: NameMatcher): HTMLElement[] =>
    Array.from(scope.querySelectorAll<HTMLElement>('*')).filter(
      (el) =>
        !isHidden(el) &&
        Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') &&
        matches((el.textContent ?? '').replace(/\s+/g, ' ').trim(), text),
    )
  const allByLabelText = (text: NameMatcher): HTMLElement[] =>
    Array.from(scope.querySelectorAll<HTMLElement>('input, select, textarea')).filter((el) => !isHidden(el) && matches(accessibleName(el), text))
  return {
    getAllByRole: allByRole,
    queryAllByRole: allByRole,
    getByRole: (role: string, options: { name?: NameMatcher } = {}) =>
      one(allByRole(role, options), `role "${role}"${options.name === undefined ? '' : ` named "${String(options.name)}"`}`),
    queryByRole: (role: string, options: { name?: NameMatcher } = {}) => allByRole(role, options)[0] ?? null,
    getByText: (text: NameMatcher) => one(allByText(text), `text "${String(text)}"`),
    queryByText: (text: NameMatcher) => allByText(text)[0] ?? null,
    getByLabelText: (text: NameMatcher) => one(allByLabelText(text), `label "${String(text)}"`),
  }
}

/** Queries over the whole document (dialogs render into `document.body` through a portal). */
export const screen = {
  getAllByRole: (...a: Parameters<ReturnType<typeof within>['getAllByRole']>) => within(document.body).getAllByRole(...a),
  queryAllByRole: (...a: Parameters<ReturnType<typeof within>['queryAllByRole']>) => within(document.body).queryAllByRole(...a),
  getByRole: (...a: Parameters<ReturnType<typeof within>['getByRole']>) => within(document.body).getByRole(...a),
  queryByRole: (...a: Parameters<ReturnType<typeof within>['queryByRole']>) => within(document.body).queryByRole(...a),
  getByText: (text: NameMatcher) => within(document.body).getByText(text),
  queryByText: (text: NameMatcher) => within(document.body).queryByText(text),
  getByLabelText: (text: NameMatcher) => within(document.body).getByLabelText(text),
}

const valueSetter = (el: HTMLElement): ((v: string) => void) => {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const set = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  if (set === undefined) throw new Error('fire: element has no value setter')
  return (v) => set.call(el, v)
}

/** User events, each inside `act` so React has re-rendered when it returns. */
export const fire = {
  /** A click (with the element's activation behaviour: checkboxes toggle, submit buttons submit). */
  click: (el: HTMLElement): void => act(() => el.click()),
  /** Types `value` into an input or textarea (React's onChange fires), or picks it in a select. */
  input: (el: HTMLElement, value: string): void =>
    act(() => {
      valueSetter(el)(value)
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
    }),
  /** A key press on `el` (keydown, bubbling), for Escape, Tab and Enter handling. */
  keyDown: (el: Element, key: string, init: KeyboardEventInit = {}): void =>
    act(() => {
      el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
    }),
  /** Moves focus to `el`. */
  focus: (el: HTMLElement): void => act(() => el.focus()),
}
