import { holdsNavigationBar } from '../../core/auth/navigation-bar.rules'
import { css } from '../../styled-system/css'
import { useSession } from '../app/session.store'
import { useI18n } from '../i18n/use-i18n'

// The bottom navigation's height (ui/shell/bottom-nav.tsx: its links are 56 px high, above the safe area).
const navBar = css({ minH: '56px', pb: 'env(safe-area-inset-bottom)' })

/**
 * The bottom navigation's place, empty: in the signed-in frame (ui/prerender/frame-page.tsx) and in the app until
 * the tabs are known, so a returning crew member's navigation bar never leaves and comes back. Its name comes with
 * the signed-in screens' dictionary: unnamed until then rather than named by an empty text.
 */
export const HeldNavBar = () => {
  const { LL } = useI18n()
  const label = LL.nav.main()
  return <nav aria-label={label === '' ? undefined : label} className={navBar} />
}

/** The held bar while core `holdsNavigationBar` says so (a session left open on this device opening), else nothing. */
export const HeldNavBarWhileOpening = () => {
  const { sessionOnDevice, status, online } = useSession()
  return holdsNavigationBar(sessionOnDevice, status, online) ? <HeldNavBar /> : null
}
