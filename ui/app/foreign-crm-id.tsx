import { useLocation } from 'wouter'
import { routeFor } from '../../core/access/route-paths'
import { AppHeader } from '../design/app-frame'
import { Button } from '../design/button'
import { EmptyState } from '../design/empty-state'
import { WarningIcon } from '../design/icons/status-icons'
import { useI18n } from '../i18n/use-i18n'

/**
 * What a route for another crew member's crmId shows (core `decideRoute` refuses it): a message and the
 * way back to the user's own duties. No screen is mounted, so nothing is loaded for that crmId.
 */
export const ForeignCrmId = () => {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  return (
    <>
      <AppHeader title={LL.global.foreignCrmId.title()} focusWhenLost />
      <EmptyState
        icon={<WarningIcon size={28} />}
        title={LL.global.foreignCrmId.title()}
        message={LL.global.foreignCrmId.message()}
        action={<Button onClick={() => navigate(routeFor.home())}>{LL.global.foreignCrmId.home()}</Button>}
      />
    </>
  )
}
