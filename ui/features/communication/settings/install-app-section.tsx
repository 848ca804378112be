import { useEffect, useState } from 'react'
import type { AppInstall, InstallOutcome } from '../../../../core/platform/app-install.port'
import { showsInstallOffer } from '../../../../core/settings/install-offer.rules'
import { css } from '../../../../styled-system/css'
import { Card } from '../../../app/page-frame'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useStore } from '../../../app/use-store'
import { useUseCase } from '../../../app/use-use-case'
import { Button } from '../../../design/button'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'

const stack = css({ display: 'grid', gap: '3', justifyItems: 'start' })
const text = css({ m: '0', color: 'fg.muted', fontSize: 'sm' })

/**
 * Settings → "Install the app on this device" (issue 32): where the browser offers an install, from the crew member's
 * second sign-in on this device, never in the native wrapper nor in the installed app (core install-offer.rules.ts).
 * The browser's own dialog asks; this card says what came of it.
 */
export const InstallAppSection = () => {
  const load = useUseCase(INFRA.appInstall)
  const [appInstall, setAppInstall] = useState<AppInstall | undefined>(undefined)
  useEffect(() => {
    let live = true
    load().then(
      (loaded) => live && setAppInstall(loaded),
      () => undefined, // its code could not come (offline before the worker kept it): no offer
    )
    return () => {
      live = false
    }
  }, [load])
  return appInstall === undefined ? null : <InstallOffer appInstall={appInstall} />
}

const InstallOffer = ({ appInstall }: { readonly appInstall: AppInstall }) => {
  const { LL } = useI18n()
  const { profile } = useProfile()
  const { crmId } = useSession()
  const offered = useStore(appInstall.offered)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<InstallOutcome | undefined>(undefined)
  const shown = showsInstallOffer({
    browserOffersInstall: offered,
    nativeWrapper: appInstall.nativeWrapper,
    installed: appInstall.installed(),
    signIns: crmId === undefined ? 0 : appInstall.signIns(crmId),
  })
  if (!shown && outcome === undefined) return null
  const install = (): void => {
    setBusy(true)
    void appInstall.install().then((result) => {
      setBusy(false)
      setOutcome(result)
    })
  }
  return (
    <Card title={LL.installApp.title()}>
      <div className={stack}>
        <p className={text}>{LL.installApp.hint({ airline: profile.name })}</p>
        {outcome === 'accepted' ? (
          <p className={text} role="status">{LL.installApp.accepted()}</p>
        ) : outcome === 'dismissed' ? (
          <p className={text} role="status">{LL.installApp.dismissed()}</p>
        ) : null}
        {shown ? (
          <Button tone="brand" loading={busy} loadingLabel={LL.installApp.installing()} onClick={install}>
            {LL.installApp.install()}
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
