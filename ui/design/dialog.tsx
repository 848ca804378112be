import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { css } from '../../styled-system/css'
import { useFocusTrap } from './focus-trap'

export interface DialogProps {
  readonly open: boolean
  /** The dialog's name (`aria-labelledby`). */
  readonly title: ReactNode
  /** Escape and a click on the backdrop call this (unless `dismissible` is false). */
  readonly onClose: () => void
  /** The body (`aria-describedby`). */
  readonly children?: ReactNode
  /** The buttons, right-aligned under the body (stacked on phones). */
  readonly actions?: ReactNode
  /** `alertdialog` for confirmations and errors that need an answer. */
  readonly role?: 'dialog' | 'alertdialog'
  readonly dismissible?: boolean
  /** The element focused on open; the first focusable element otherwise. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>
}

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'dialog',
  bg: 'bg.backdrop',
  display: 'flex',
  alignItems: { base: 'flex-end', sm: 'center' },
  justifyContent: 'center',
  p: { base: '0', sm: '6' },
})
const panel = css({
  w: 'full',
  maxW: { base: 'full', sm: 'dialog' },
  maxH: '90vh',
  overflowY: 'auto',
  bg: 'bg.surface',
  color: 'fg.default',
  borderTopRadius: 'xl',
  borderBottomRadius: { base: '0', sm: 'xl' },
  boxShadow: 'lg',
  p: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  _focusVisible: { outline: 'none' },
})
const heading = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' })
const body = css({ color: 'fg.muted', fontSize: 'md', lineHeight: 'relaxed' })
const footer = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '2',
  pt: '2',
})

/**
 * A modal dialog (WAI-ARIA dialog pattern): `role="dialog"` or `alertdialog`, `aria-modal`, named by
 * its title and described by its body, focus moved in and trapped, Escape closes, focus returns to
 * the opener. Rendered into `document.body` so no parent clips it.
 */
export const Dialog = ({ open, title, onClose, children, actions, role = 'dialog', dismissible = true, initialFocusRef }: DialogProps) => {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useFocusTrap(panelRef, open, dismissible ? onClose : undefined, initialFocusRef)
  useEffect(() => {
    if (!open) return
    const before = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = before
    }
  }, [open])
  if (!open) return null
  return createPortal(
    <div
      className={backdrop}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        tabIndex={-1}
        className={panel}
      >
        <h2 id={titleId} className={heading}>
          {title}
        </h2>
        {children === undefined ? null : (
          <div id={bodyId} className={body}>
            {children}
          </div>
        )}
        {actions === undefined ? null : <div className={footer}>{actions}</div>}
      </div>
    </div>,
    document.body,
  )
}
