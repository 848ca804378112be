import { Link } from 'wouter'
import { LANGUAGES } from '../../../../core/shared/constants'
import type { SettingsLink } from '../../../../core/settings/settings-screen.rules'
import { css, cx } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { Switch } from '../../../design/checkbox'
import { ChevronRightIcon } from '../../../design/icons/chevron-icons'
import { LogoutIcon } from '../../../design/icons/navigation-icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../../design/list'
import { Select } from '../../../design/select'
import type { ScreenProps } from '../../../app/screen-props'
import { isLanguage } from '../../../i18n/language'
import { useI18n } from '../../../i18n/use-i18n'
import { Card, PageFrame } from '../../../app/page-frame'
import { CalendarSubscriptionSection } from './calendar-subscription-section'
import { FamilyShareSection } from './family-share-section'
import { InstallAppSection } from './install-app-section'
import { useSettings } from './use-settings'

const fields = css({ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', columnGap: '6', rowGap: '2', m: '0' })
const term = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })
const value = css({ m: '0', fontWeight: 'medium', overflowWrap: 'anywhere' })
const link = css({ display: 'block', color: 'inherit', textDecoration: 'none' })
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: { base: 'stretch', sm: 'flex-start' }, gap: '3', px: { base: '4', sm: '0' } })
const version = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * /profile (SPEC section 2, "Profile / settings"): user name and crew id; links to the notification
 * settings and my data, each only if permitted; the auto-refresh switch; the language selector (English,
 * Français) if the language service is available; logout (disabled offline) and the version label.
 */
export const SettingsScreen = (_props: ScreenProps) => {
  const { LL, language } = useI18n()
  const settings = useSettings()
  const { screen } = settings
  const linkLabel = (target: SettingsLink): string => {
    switch (target) {
      case '/notification-settings':
        return LL.settings.notificationSettings()
      case '/my-data':
        return LL.settings.myData()
      case '/profile/history':
        return LL.history.link()
      case '/profile/logbook':
        return LL.logbook.link()
    }
  }
  return (
    <PageFrame title={LL.settings.title()} variant="reading">
      <Card title={LL.settings.account()}>
        <dl className={fields}>
          <dt className={term}>{LL.settings.userName()}</dt>
          <dd className={value}>{settings.displayName}</dd>
          <dt className={term}>{LL.settings.crewId()}</dt>
          <dd className={value}>{screen.crmId}</dd>
          <dt className={term}>{LL.settings.customerCode()}</dt>
          <dd className={value}>{screen.customerCode}</dd>
        </dl>
      </Card>
      {screen.links.length === 0 ? null : (
        <List aria-label={LL.settings.account()}>
          {screen.links.map((target) => (
            <ListItem key={target}>
              <Link href={target} className={cx(link, listRowInteractive)}>
                <ListRow title={linkLabel(target)} meta={<ChevronRightIcon size={18} />} />
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      <Card title={LL.settings.preferences()}>
        <Switch
          label={LL.settings.autoRefresh()}
          description={LL.settings.autoRefreshHint()}
          checked={screen.autoRefresh}
          onChange={(event) => settings.setAutoRefresh(event.target.checked)}
        />
        {screen.showLanguageSelector ? (
          <Select
            label={LL.settings.language()}
            value={language}
            options={LANGUAGES.map((l) => ({ value: l, label: LL.settings.languages[l]() }))}
            onChange={(event) => {
              const chosen = event.target.value
              if (isLanguage(chosen)) settings.chooseLanguage(chosen)
            }}
          />
        ) : null}
      </Card>
      <CalendarSubscriptionSection />
      <FamilyShareSection />
      <InstallAppSection />
      <div className={footer}>
        {screen.logoutDisabled ? <Banner tone="offline">{LL.settings.logoutOffline()}</Banner> : null}
        <Button
          tone="danger"
          variant="outline"
          icon={<LogoutIcon size={18} />}
          disabled={screen.logoutDisabled}
          loading={settings.loggingOut}
          loadingLabel={LL.settings.loggingOut()}
          onClick={settings.logout}
        >
          {LL.settings.logout()}
        </Button>
        <p className={version}>{LL.settings.version({ version: screen.versionLabel })}</p>
      </div>
    </PageFrame>
  )
}
