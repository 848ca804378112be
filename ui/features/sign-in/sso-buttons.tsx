import * as E from 'fp-ts/Either'
import { useEffect, useState } from 'react'
import type { SsoChoice } from '../../../core/auth/auth.state'
import { ssoChoicesOf } from '../../../core/auth/sso-choices.rules'
import { css } from '../../../styled-system/css'
import { PORTS } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { Button } from '../../design/button'
import { useI18n } from '../../i18n/use-i18n'

const row = css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '3' })
const or = css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })

/**
 * "Sign in with SSO" for each single sign-on the server offers (`GET security/sso`): OpenID Connect and
 * SAML2. Nothing shows for a server that offers none, or while it has not answered.
 */
export const SsoButtons = ({ disabled, onChoose }: { readonly disabled: boolean; readonly onChoose: (choice: SsoChoice) => void }) => {
  const { LL } = useI18n()
  const port = useUseCase(PORTS.sso)
  const [choices, setChoices] = useState<ReadonlyArray<SsoChoice>>([])
  useEffect(() => {
    let live = true
    void port.loadSsoConfig()().then((result) => {
      if (live && E.isRight(result)) setChoices(ssoChoicesOf(result.right))
    })
    return () => {
      live = false
    }
  }, [port])
  if (choices.length === 0) return null
  return (
    <div className={row}>
      <p className={or}>{LL.login.ssoOr()}</p>
      {choices.map((choice) => (
        <Button key={choice.protocol} variant="outline" disabled={disabled} onClick={() => onChoose(choice)}>
          {choice.protocol === 'OIDC' ? LL.login.ssoOidc() : LL.login.ssoSaml2()}
        </Button>
      ))}
    </div>
  )
}
