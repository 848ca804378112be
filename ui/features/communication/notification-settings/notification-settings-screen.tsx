import { useId } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../../../core/access/route-paths'
import type { NotificationSettingsForm } from '../../../../core/settings/notification-settings.rules'
import type { ValidationError } from '../../../../core/shared/validation/validation-error'
import { css } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { Checkbox } from '../../../design/checkbox'
import { TextField } from '../../../design/text-field'
import type { ScreenProps } from '../../../app/screen-props'
import { translateValidation } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { Card, PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState, OfflineEmptyState } from '../../../app/screen-states'
import type { SaveOutcome } from './notification-settings.state'
import { useNotificationSettings } from './use-notification-settings'

const agreement = css({ ms: '8', ps: '3', borderInlineStartWidth: '2px', borderColor: 'border.default' })
const fieldset = css({ border: '0', m: '0', p: '0', minW: '0', display: 'flex', flexDirection: 'column' })
const legend = css({ srOnly: true })
const groupError = css({ fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' })
const hint = css({ fontSize: 'sm', color: 'fg.muted' })
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: { base: 'stretch', sm: 'flex-end' }, gap: '3', px: { base: '4', sm: '0' } })

/**
 * /notification-settings (SPEC section 2 and 5): e-mail, SMS and push checkboxes with their agreement
 * checks, the news subscriptions (at least one), the e-mail and phone fields with their messages
 * ('E-mail address is required!', 'E-mail address is not valid!', a plus and 6 to 14 digits), and Save
 * only when dirty and valid; a conflict is reported as 'Conflict while saving notification tasks.'.
 */
export const NotificationSettingsScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const { extras, profile } = useProfile()
  const texts = LL.notificationSettings.profileAgreements
  const own = profile.id === 'alpine' ? texts.alpine : profile.id === 'boreal' ? texts.boreal : profile.id === 'showcase' ? texts.showcase : undefined
  const smsAgreement = own?.sms() ?? LL.notificationSettings.smsAgreement()
  const pushAgreement = own?.push() ?? LL.notificationSettings.pushAgreement()
  const settings = useNotificationSettings()
  const [, navigate] = useLocation()
  const hintId = useId()
  const { form, errors } = settings
  const message = (error: ValidationError | undefined): string | undefined => (error === undefined ? undefined : translateValidation(LL, error))
  const check = <F extends keyof NotificationSettingsForm & string>(field: F) => (event: { target: { checked: boolean } }) =>
    settings.edit(field, event.target.checked as NotificationSettingsForm[F])
  const outcomeText: Readonly<Record<Exclude<SaveOutcome, 'none'>, string>> = {
    saved: LL.notificationSettings.saved(),
    conflict: LL.errors.notificationTasksConflict(),
    failed: LL.notificationSettings.saveFailed(),
    missingPushToken: LL.errors.missingPushToken(),
    deviceRegistrationFailed: LL.errors.deviceRegistrationFailed(),
  }

  return (
    <PageFrame title={LL.notificationSettings.title()} variant="reading" back={{ label: LL.nav.backTo({ screen: LL.settings.title() }), onBack: () => navigate(routeFor.profile()) }}>
      {settings.status === 'idle' || settings.status === 'loading' ? <LoadingState /> : null}
      {settings.status === 'failed' && settings.online ? <FailedState message={LL.notificationSettings.loadFailed()} onRetry={settings.reload} /> : null}
      {settings.status === 'failed' && !settings.online ? <OfflineEmptyState /> : null}
      {settings.status === 'loaded' && form !== undefined ? (
        <form
          aria-label={LL.notificationSettings.title()}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            settings.save()
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' } })}
        >
          {settings.online ? null : <Banner tone="offline">{LL.notificationSettings.offline()}</Banner>}
          <Card title={LL.notificationSettings.channels()}>
            <Checkbox label={LL.notificationSettings.email()} checked={form.emailChecked} onChange={check('emailChecked')} />
            <Checkbox label={LL.notificationSettings.sms()} checked={form.smsChecked} onChange={check('smsChecked')} />
            {form.smsChecked ? (
              <Checkbox
                className={agreement}
                label={smsAgreement}
                {...(extras.smsKeywords === undefined ? {} : { description: LL.notificationSettings.smsAgreementKeywords(extras.smsKeywords) })}
                checked={form.smsAgreementChecked}
                error={message(errors.smsAgreementChecked)}
                onChange={check('smsAgreementChecked')}
              />
            ) : null}
            <Checkbox label={LL.notificationSettings.push()} checked={form.pushChecked} onChange={check('pushChecked')} />
            {form.pushChecked ? (
              <Checkbox
                className={agreement}
                label={pushAgreement}
                checked={form.pushAgreementChecked}
                error={message(errors.pushAgreementChecked)}
                onChange={check('pushAgreementChecked')}
              />
            ) : null}
          </Card>
          <Card title={LL.notificationSettings.subscriptions()}>
            <fieldset className={fieldset} aria-describedby={hintId}>
              <legend className={legend}>{LL.notificationSettings.subscriptions()}</legend>
              <p id={hintId} className={errors.subscriptions === undefined ? hint : groupError} role={errors.subscriptions === undefined ? undefined : 'alert'}>
                {errors.subscriptions === undefined ? LL.notificationSettings.subscriptionsHint() : message(errors.subscriptions)}
              </p>
              {settings.offered.map((subscription) => (
                <Checkbox
                  key={subscription.tagValue}
                  label={subscription.label}
                  {...(subscription.editable ? {} : { description: LL.notificationSettings.subscriptionLocked() })}
                  checked={form.subscriptions.includes(subscription.tagValue)}
                  disabled={!subscription.editable}
                  onChange={() => settings.toggle(subscription)}
                />
              ))}
            </fieldset>
          </Card>
          <Card title={LL.notificationSettings.contact()}>
            <TextField
              type="email"
              label={LL.notificationSettings.emailAddress()}
              required
              autoComplete="email"
              value={form.email}
              error={message(errors.email)}
              onChange={(event) => settings.edit('email', event.target.value)}
            />
            <TextField
              type="tel"
              label={LL.notificationSettings.phone()}
              required={form.smsChecked}
              autoComplete="tel"
              value={form.phone}
              hint={LL.notificationSettings.phoneHint()}
              error={message(errors.phone)}
              onChange={(event) => settings.edit('phone', event.target.value)}
            />
          </Card>
          <div className={footer}>
            <p role="status" className={settings.outcome === 'saved' ? hint : groupError}>
              {settings.outcome === 'none' ? '' : outcomeText[settings.outcome]}
            </p>
            <Button type="submit" disabled={!settings.canSave} loading={settings.saving} loadingLabel={LL.notificationSettings.saving()}>
              {LL.notificationSettings.save()}
            </Button>
          </div>
        </form>
      ) : null}
    </PageFrame>
  )
}
