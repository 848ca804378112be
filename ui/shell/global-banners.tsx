import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { appUpdate, reloadOnNewBuild } from '../app/new-build'
import { OFFLINE_BANNER_DELAY_MS } from '../../core/shared/constants'
import { useDelayedFlag } from '../app/use-delayed-flag'
import { css } from '../../styled-system/css'
import { useStore } from '../app/use-store'
import { INFRA } from '../app/tokens'
import { useUseCase } from '../app/use-use-case'
import { Banner } from '../design/banner'
import { Button } from '../design/button'
import { useI18n } from '../i18n/use-i18n'
import { useProfile } from '../profile/profile-context'

const stack = css({ display: 'flex', flexDirection: 'column' })

/**
 * SPEC section 2, global elements: "An offline banner ... appearing after a 100 ms delay" (the
 * browser has no network) and "A 'no connection' banner" (the network is there but the server does
 * not answer: failed calls with 503, 504 or no status), "a 'no communication-service connection' banner" (the
 * server answers but the communication service of news and notifications does not); "A cookie banner, shown if the profile allows
 * it and no consent cookie exists. Accepting sets the consent cookie". And "A new version is ready" with a reload
 * button when a new build of the app waits (issue 27, decision 4: never swapped in under the user).
 */
export const GlobalBanners = () => {
  const { LL } = useI18n()
  const { profile } = useProfile()
  const onlineStore = useUseCase(INFRA.online)
  const page = useUseCase(INFRA.browserPage)
  const consent = useUseCase(INFRA.consent)
  const communicationStore = useUseCase(INFRA.communicationOnline)
  const online = useStore(onlineStore)
  const communicationOnline = useStore(communicationStore)
  const offline = useDelayedFlag(!online, OFFLINE_BANNER_DELAY_MS)
  const communicationDown = useDelayedFlag(online && !communicationOnline, OFFLINE_BANNER_DELAY_MS)
  const [consented, setConsented] = useState(() => consent.hasConsent())
  const showCookies = profile.display.showCookieBanner && !consented
  const newVersion = useSnapshot(appUpdate).ready
  if (!offline && !communicationDown && !showCookies && !newVersion) return null
  return (
    <div className={stack}>
      {newVersion ? (
        <section role="region" aria-label={LL.global.newVersion.label()}>
          <Banner
            tone="info"
            action={
              <Button variant="solid" onClick={() => reloadOnNewBuild()}>
                {LL.global.newVersion.reload()}
              </Button>
            }
          >
            {LL.global.newVersion.message()}
          </Banner>
        </section>
      ) : null}
      {offline ? <Banner tone="offline">{page.browserOnline() ? LL.global.noConnection() : LL.global.offline.banner()}</Banner> : null}
      {communicationDown ? <Banner tone="offline">{LL.global.noCommunicationService()}</Banner> : null}
      {showCookies ? (
        <section role="region" aria-label={LL.global.cookieBanner.label()}>
          <Banner
            tone="info"
            action={
              <Button
                variant="solid"
                onClick={() => {
                  consent.accept()
                  setConsented(true)
                }}
              >
                {LL.global.cookieBanner.accept()}
              </Button>
            }
          >
            {LL.global.cookieBanner.message()}
          </Banner>
        </section>
      ) : null}
    </div>
  )
}
