import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'

const page = css({ flex: '1', display: 'flex', justifyContent: 'center', alignItems: { base: 'stretch', sm: 'flex-start' }, px: { base: '0', sm: '6' }, py: { base: '0', sm: '10' } })
const card = css({
  w: 'full',
  maxW: { base: 'full', sm: '480px' },
  bg: 'bg.surface',
  borderRadius: { base: '0', sm: 'xl' },
  boxShadow: { base: 'none', sm: 'md' },
  borderWidth: { base: '0', sm: '1px' },
  borderColor: 'border.default',
  p: { base: '5', sm: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
})
const heading = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })
const welcome = css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })

/** The centred card of the signed-out screens (server selection, login, reset password). */
export const AuthCard = ({ title, children, labelledBy }: { readonly title: string; readonly children: ReactNode; readonly labelledBy: string }) => {
  const { LL } = useI18n()
  const { profile } = useProfile()
  return (
    <div className={page}>
      <section className={card} aria-labelledby={labelledBy}>
        <div>
          <h2 id={labelledBy} className={heading}>
            {title}
          </h2>
          <p className={welcome}>{LL.login.welcome({ airline: profile.name })}</p>
        </div>
        {children}
      </section>
    </div>
  )
}
