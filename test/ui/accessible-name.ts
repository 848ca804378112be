// A small subset of the W3C accessible name and role computations, enough to find elements as a
// person (or a screen reader) would: by role and name.

const normalise = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** Hidden from assistive technology: inside `aria-hidden="true"`, `hidden`, or a closed `<details>`/template. */
export const isHidden = (el: Element): boolean => {
  for (let node: Element | null = el; node !== null; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return true
    if (node instanceof HTMLElement && node.style.display === 'none') return true
  }
  return false
}

const TEXTBOX_TYPES = new Set(['', 'text', 'email', 'tel', 'url', 'search'])

/** The element's role: its `role` attribute, else the implicit role of its tag (HTML-AAM, simplified). */
export const roleOf = (el: Element): string | undefined => {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0]
  if (explicit !== undefined && explicit !== '') return explicit
  const tag = el.tagName.toLowerCase()
  switch (tag) {
    case 'button':
      return 'button'
    case 'a':
      return el.hasAttribute('href') ? 'link' : undefined
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
      return 'heading'
    case 'textarea':
      return 'textbox'
    case 'select':
      return el.hasAttribute('multiple') || Number(el.getAttribute('size') ?? '1') > 1 ? 'listbox' : 'combobox'
    case 'option':
      return 'option'
    case 'ul': case 'ol':
      return 'list'
    case 'li':
      return 'listitem'
    case 'img':
      return el.getAttribute('alt') === '' ? 'presentation' : 'img'
    case 'nav':
      return 'navigation'
    case 'main':
      return 'main'
    case 'header':
      return 'banner'
    case 'footer':
      return 'contentinfo'
    case 'form':
      return 'form'
    case 'dialog':
      return 'dialog'
    case 'progress':
      return 'progressbar'
    case 'input': {
      const type = (el.getAttribute('type') ?? '').toLowerCase()
      if (type === 'checkbox') return 'checkbox'
      if (type === 'radio') return 'radio'
      if (type === 'number') return 'spinbutton'
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button'
      return TEXTBOX_TYPES.has(type) ? 'textbox' : undefined
    }
    default:
      return undefined
  }
}

const NAME_FROM_CONTENT = new Set(['button', 'link', 'heading', 'option', 'listitem', 'tab', 'menuitem', 'cell', 'checkbox', 'radio', 'switch', 'tooltip', 'status', 'alert'])

/** Text of a subtree as a screen reader reads it: skips hidden parts, uses `aria-label` and `alt` of children. */
const textOf = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element) || isHidden(node)) return ''
  const label = node.getAttribute('aria-label')
  if (label !== null && label.trim() !== '') return ` ${label} `
  if (node.tagName === 'IMG') return ` ${node.getAttribute('alt') ?? ''} `
  const block = /^(DIV|P|LI|H[1-6]|SECTION)$/.test(node.tagName)
  const inner = Array.from(node.childNodes).map(textOf).join('')
  return block ? ` ${inner} ` : inner
}

const byIds = (el: Element, attribute: string): string | undefined => {
  const ids = el.getAttribute(attribute)
  if (ids === null) return undefined
  return normalise(
    ids
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id))
      .map((ref) => (ref === null ? '' : Array.from(ref.childNodes).map(textOf).join('')))
      .join(' '),
  )
}

/** The element's accessible name: aria-labelledby, aria-label, label[for] / wrapping label, alt, content, title. */
export const accessibleName = (el: Element): string => {
  const labelledBy = byIds(el, 'aria-labelledby')
  if (labelledBy !== undefined && labelledBy !== '') return labelledBy
  const ariaLabel = el.getAttribute('aria-label')
  if (ariaLabel !== null && ariaLabel.trim() !== '') return normalise(ariaLabel)
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const labels = Array.from(el.ownerDocument.querySelectorAll('label')).filter(
      (l) => (el.id !== '' && l.getAttribute('for') === el.id) || l.contains(el),
    )
    const fromLabels = normalise(labels.map((l) => Array.from(l.childNodes).filter((n) => n !== el).map(textOf).join('')).join(' '))
    if (fromLabels !== '') return fromLabels
  }
  if (el.tagName === 'IMG') return normalise(el.getAttribute('alt') ?? '')
  const role = roleOf(el)
  if (role !== undefined && NAME_FROM_CONTENT.has(role)) {
    const content = normalise(Array.from(el.childNodes).map(textOf).join(''))
    if (content !== '') return content
  }
  return normalise(el.getAttribute('title') ?? '')
}

/** The accessible description: the text of the elements `aria-describedby` points at. */
export const accessibleDescription = (el: Element): string => byIds(el, 'aria-describedby') ?? ''
