import * as E from 'fp-ts/Either'
import { useEffect, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Temporal } from 'temporal-polyfill'
import { formatInstantText } from '../../../../core/shared/date-format.rules'
import { useProfile } from '../../../profile/profile-context'
import { useSession } from '../../../app/session.store'
import { Button } from '../../../design/button'
import { ConfirmDialog } from '../../../design/confirm-dialog'
import { TextField } from '../../../design/text-field'
import { useI18n } from '../../../i18n/use-i18n'
import { Card } from '../../../app/page-frame'
import { useCalendarSubscription } from './use-calendar-subscription'

const text = css({ m: '0', color: 'fg.muted', fontSize: 'sm' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const qr = css({ display: 'block', width: '10rem', height: '10rem', bg: 'white', p: '2', borderRadius: 'md' })
const stack = css({ display: 'grid', gap: '4' })

/**
 * The QR code of `url` as an SVG data URL. `qrcode` is loaded only here, when a URL was just made, so it stays out
 * of every other screen's code.
 */
export const useQrCode = (url: string | undefined): string | undefined => {
  const [svg, setSvg] = useState<string | undefined>(undefined)
  useEffect(() => {
    setSvg(undefined)
    if (url === undefined) return
    let live = true
    void import('qrcode')
      // A CommonJS module: the browser bundle exports it as the default only (no named exports), Node as both.
      .then((mod) => mod.default.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made)}`)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [url])
  return svg
}

/**
 * Settings → Calendar subscription (profile switch `calendarSubscription`): create the secret feed
 * URL (shown once, with a copy button and a QR code), replace it, revoke it.
 */
export const CalendarSubscriptionSection = () => {
  const { access } = useSession()
  return E.getOrElse(() => false)(access.isEnabled('calendarSubscription')) ? <CalendarSubscriptionCard /> : null
}

const CalendarSubscriptionCard = () => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const model = useCalendarSubscription()
  const { view } = model
  const feedUrl = view._tag === 'Created' ? view.feedUrl : undefined
  const qrCode = useQrCode(feedUrl)
  const hasLink = view._tag === 'Active' || view._tag === 'Created'
  const disabled = model.busy || !model.online
  const when = (iso: string | undefined): string =>
    iso === undefined ? '' : formatInstantText(Temporal.Instant.from(iso), Temporal.Now.timeZoneId(), profile.display.dateFormats, language)
  const T = LL.calendarSubscription
  // Replacing stops the old link at once (calendars subscribed to it stop updating): asked first (issue 26).
  const [confirmReplace, setConfirmReplace] = useState(false)
  return (
    <Card title={T.title()}>
      <div className={stack}>
        <p className={text}>{T.intro()}</p>
        {view._tag === 'Loading' ? <p className={text}>{T.loading()}</p> : null}
        {view._tag === 'LoadFailed' ? <Banner tone="warning">{T.loadFailed()}</Banner> : null}
        {view._tag === 'Inactive' ? <p>{T.inactive()}</p> : null}
        {view._tag === 'Active' ? <p>{T.active({ date: when(view.createdAt) })}</p> : null}
        {feedUrl === undefined ? null : (
          <>
            <TextField label={T.link()} hint={T.shownOnce()} value={feedUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
            <div className={actions}>
              <Button variant="outline" onClick={model.copy}>
                {T.copy()}
              </Button>
            </div>
            {qrCode === undefined ? null : (
              <figure className={css({ m: '0', display: 'grid', gap: '2' })}>
                <img className={qr} src={qrCode} alt={T.qrAlt()} width={160} height={160} />
                <figcaption className={text}>{T.qrHint()}</figcaption>
              </figure>
            )}
          </>
        )}
        {model.notice === undefined ? null : (
          <Banner tone={model.notice === 'failed' || model.notice === 'copyFailed' ? 'danger' : 'success'}>
            {model.notice === 'revoked' ? T.revoked() : model.notice === 'copied' ? T.copied() : model.notice === 'copyFailed' ? T.copyFailed() : T.failed()}
          </Banner>
        )}
        {model.online ? null : <Banner tone="offline">{T.offline()}</Banner>}
        {view._tag === 'Loading' || view._tag === 'LoadFailed' ? null : (
          <div className={actions}>
            <Button onClick={hasLink ? () => setConfirmReplace(true) : model.create} disabled={disabled} loading={model.busy} loadingLabel={T.working()}>
              {hasLink ? T.rotate() : T.create()}
            </Button>
            {hasLink ? (
              <Button tone="danger" variant="outline" onClick={model.revoke} disabled={disabled}>
                {T.revoke()}
              </Button>
            ) : null}
          </div>
        )}
        {hasLink ? <p className={text}>{T.rotateHint()}</p> : null}
      </div>
      <ConfirmDialog
        open={confirmReplace}
        title={T.rotateConfirmTitle()}
        message={T.rotateConfirmMessage()}
        confirmLabel={T.rotate()}
        cancelLabel={LL.common.cancel()}
        tone="danger"
        onConfirm={() => {
          setConfirmReplace(false)
          model.create()
        }}
        onCancel={() => setConfirmReplace(false)}
      />
    </Card>
  )
}
