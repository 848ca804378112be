import { Link } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import { logbookOptionsOf } from '../../../../core/logbook/logbook-options.rules'
import { isLoggedLeg, type LogbookEvent } from '../../../../core/logbook/sectors.rules'
import { css } from '../../../../styled-system/css'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minH: 'touch',
  px: { base: '4', sm: '0' },
  fontWeight: 'semibold',
  color: 'brand.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

/**
 * "In your logbook" on a past leg the crew member operated (core `isLoggedLeg`, the logbook's own sector selection),
 * when the airline has the logbook on: opens Settings → Logbook at that leg's row. Nothing on a future or positioning leg.
 */
export const LogbookRowLink = ({ event }: { readonly event: LogbookEvent }) => {
  const { LL } = useI18n()
  const { access } = useSession()
  const { profile } = useProfile()
  const clock = useUseCase(INFRA.clock)
  if (!access.canViewLogbook() || !isLoggedLeg(event, logbookOptionsOf(profile.display), clock())) return null
  return (
    <Link href={routeFor.logbook(event.id)} className={link}>
      {LL.logbook.inYourLogbook()}
    </Link>
  )
}
