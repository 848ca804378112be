import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../styled-system/css'

// The frame is exactly the screen's height: the header, banners and screen scroll in the area above the bottom
// navigation, which sits below that area rather than over the page. A sticky footer over a scrolling page covered
// whatever reached the screen's bottom edge (a news item's Delete button at 360 x 800 showed 13 of its 44 px: WCAG 2.2
// target size 2.5.8 and focus not obscured 2.4.11).
const frame = css({ h: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })
/** The area that scrolls: everything but the footer. */
const scrollArea = css({ flex: '1', minH: '0', display: 'flex', flexDirection: 'column', overflowY: 'auto', overscrollBehaviorY: 'contain' })
const skip = css({
  position: 'absolute',
  left: '2',
  top: '-12',
  zIndex: 'dialog',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  color: 'brand.fg',
  borderRadius: 'md',
  boxShadow: 'md',
  _focusVisible: { top: '2' },
})
const main = css({ flex: '1 0 auto', display: 'flex', flexDirection: 'column', minW: '0', _focusVisible: { outline: 'none' } })
const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 'header',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '56px',
  px: { base: '2', sm: '4' },
  bg: 'bg.header',
  color: 'fg.onHeader',
  boxShadow: 'md',
})
const logo = css({ h: '32px', w: 'auto', display: 'block', flexShrink: 0 })
const title = css({ flex: '1', minW: '0', _focus: { outline: 'none' }, fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
const slot = css({ display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 })
const footer = css({ flexShrink: 0, zIndex: 'nav', minH: '0', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })

/** The attribute of the frame's scroll area (what follows the page's scroll, as the header's hiding, listens to it). */
export const SCROLL_AREA_ATTRIBUTE = 'data-scroll-area'

export interface AppFrameProps {
  /** The "Skip to content" link text. */
  readonly skipLabel: string
  readonly header: ReactNode
  /** Offline, no-connection and cookie banners, under the header. */
  readonly banners?: ReactNode
  /** The bottom navigation when signed in; an empty footer when signed out (SPEC section 2). */
  readonly footer?: ReactNode
  /** The content is on its way (`aria-busy` on `<main>`): the signed-in frame prerendered into frame.html. */
  readonly busy?: boolean
  readonly children: ReactNode
}

/**
 * The page skeleton, one screen high: the scroll area (skip link, header, banners, `<main id="main">`), then the
 * footer under it, never over the page.
 */
export const AppFrame = ({ skipLabel, header: head, banners, footer: foot, busy, children }: AppFrameProps) => (
  <div className={frame}>
    <div className={scrollArea} {...{ [SCROLL_AREA_ATTRIBUTE]: '' }}>
      <a href="#main" className={skip}>
        {skipLabel}
      </a>
      {head}
      {banners}
      <main id="main" tabIndex={-1} className={main} aria-busy={busy}>
        {children}
      </main>
    </div>
    <footer className={footer}>{foot}</footer>
  </div>
)

export interface AppHeaderProps {
  readonly title: ReactNode
  /** Take the keyboard focus on appearing when nothing holds it (screens' headers; see {@link AppHeader}). */
  readonly focusWhenLost?: boolean
  /** The airline logo (`useProfile().logoUrl`) and its text alternative. */
  readonly logoUrl?: string
  readonly logoAlt?: string
  /** Before the title: a back button. */
  readonly start?: ReactNode
  /** After the title: refresh, filters, summary link. */
  readonly end?: ReactNode
}

/**
 * Whether nothing holds the keyboard focus: the document body has it, or the element that had it left the page
 * (the button that navigated away, the sign-in form once signed in).
 */
const focusIsLost = (doc: Document): boolean => doc.activeElement === null || doc.activeElement === doc.body || !doc.activeElement.isConnected

/**
 * The brand header band: back button or logo, the screen title (`<h1>`), actions. With `focusWhenLost` (a screen's
 * header, not the placeholder shown while a screen loads), when it appears and the focus is lost (a screen replaced
 * the one that held it), the title takes the focus, so a keyboard or screen-reader user
 * continues from the top of the new screen and hears its name, instead of starting over from the page's start.
 */
export const AppHeader = ({ title: heading, logoUrl, logoAlt = '', start, end, focusWhenLost = false }: AppHeaderProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const h1 = headingRef.current
    if (focusWhenLost && h1 !== null && focusIsLost(h1.ownerDocument)) h1.focus({ preventScroll: true })
  }, [focusWhenLost])
  return (
    <header className={header}>
      {start === undefined ? null : <div className={slot}>{start}</div>}
      {logoUrl === undefined ? null : <img src={logoUrl} alt={logoAlt} className={logo} />}
      <h1 ref={headingRef} tabIndex={-1} className={title}>
        {heading}
      </h1>
      {end === undefined ? null : <div className={slot}>{end}</div>}
    </header>
  )
}
