import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { css } from '../../styled-system/css'
import { AppHeader, type AppHeaderProps } from '../design/app-frame'
import { useI18n } from '../i18n/use-i18n'
import { useProfile } from '../profile/profile-context'
import { useHeaderHiddenOnScroll } from './use-header-on-scroll'

interface FrameContextValue {
  readonly headerSlot: HTMLElement | null
  readonly setHeaderSlot: (el: HTMLElement | null) => void
  readonly headers: number
  readonly addHeader: (delta: number) => void
  readonly footerHidden: number
  readonly hideFooter: (delta: number) => void
}

const slot = css({ display: 'contents' })
const bandStyle = css({
  position: 'sticky',
  top: '0',
  zIndex: 'header',
  transition: 'transform 0.2s ease',
  '&[data-hidden=true]': { transform: 'translateY(-100%)' },
  '&[data-hidden=true]:focus-within': { transform: 'none' },
  _motionReduce: { transition: 'none' },
})

const FrameContext = createContext<FrameContextValue | undefined>(undefined)

/** Holds what screens put into the shell's frame: their header, and whether the bottom navigation hides. */
export const FrameProvider = ({ children }: { readonly children: ReactNode }) => {
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null)
  const [headers, setHeaders] = useState(0)
  const [footerHidden, setFooterHidden] = useState(0)
  const addHeader = useCallback((delta: number) => setHeaders((n) => n + delta), [])
  const hideFooter = useCallback((delta: number) => setFooterHidden((n) => n + delta), [])
  const value = useMemo(
    () => ({ headerSlot, setHeaderSlot, headers, addHeader, footerHidden, hideFooter }),
    [headerSlot, headers, addHeader, footerHidden, hideFooter],
  )
  return <FrameContext.Provider value={value}>{children}</FrameContext.Provider>
}

/** The app's default header (logo and app name), shown while no screen has its own. */
const DefaultHeader = () => {
  const { LL } = useI18n()
  const { profile, logoUrl } = useProfile()
  return <AppHeader title={LL.app.name()} logoUrl={logoUrl} logoAlt={LL.app.logoAlt({ airline: profile.name })} />
}

/**
 * The frame's header area: the current screen's `ScreenHeader`, or the default header. With the
 * profile's `hideHeaderOnScroll` it slides away while the page scrolls down and comes back on the
 * way up (core `headerOnScroll`), and whenever the keyboard focus is inside it.
 */
export const HeaderSlot = () => {
  const frame = useContext(FrameContext)
  const { profile } = useProfile()
  const band = useRef<HTMLDivElement | null>(null)
  const hidden = useHeaderHiddenOnScroll(profile.display.hideHeaderOnScroll, band)
  return (
    <div ref={band} className={bandStyle} data-hidden={hidden ? 'true' : undefined}>
      {frame === undefined || frame.headers === 0 ? <DefaultHeader /> : null}
      <div ref={frame?.setHeaderSlot} className={slot} />
    </div>
  )
}

/**
 * A screen's header (title, back button or logo, actions), rendered into the shell's sticky header
 * band; outside the shell (a screen rendered alone in a test) it renders in place.
 */
export const ScreenHeader = (props: AppHeaderProps) => {
  const frame = useContext(FrameContext)
  const addHeader = frame?.addHeader
  // Before the browser paints: the default header goes in the same frame as this one appears (and comes back in
  // the same frame as it goes), so the page below never jumps by a header's height.
  useLayoutEffect(() => {
    if (addHeader === undefined) return
    addHeader(1)
    return () => addHeader(-1)
  }, [addHeader])
  const header = <AppHeader focusWhenLost {...props} />
  if (frame === undefined) return header
  return frame.headerSlot === null ? null : createPortal(header, frame.headerSlot)
}

/** Hides the bottom navigation while `hidden` (SPEC section 2, role editing: "The footer is hidden while editing"). */
export const useFooterHidden = (hidden: boolean): void => {
  const hideFooter = useContext(FrameContext)?.hideFooter
  useEffect(() => {
    if (!hidden || hideFooter === undefined) return
    hideFooter(1)
    return () => hideFooter(-1)
  }, [hidden, hideFooter])
}

/** Whether a screen asked to hide the bottom navigation. */
export const useIsFooterHidden = (): boolean => (useContext(FrameContext)?.footerHidden ?? 0) > 0
