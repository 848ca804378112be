import * as O from 'fp-ts/Option'
import type { CheckInStatus } from '../../../../core/check-in/status.rules'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { List, ListItem, ListRow } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'
import { Card, PageFrame } from '../../../app/page-frame'
import { ShownTimes } from '../shared/shown-times'
import type { CheckInView } from './check-in.view-model'

const STATUS_TONE: Readonly<Record<CheckInStatus, 'info' | 'success' | 'warning' | 'danger'>> = {
  PERMISSION_DENIED: 'danger',
  ALREADY_CHECKED_IN: 'success',
  EXPECTED_TO_CHECKIN: 'info',
  EXPECTED_TO_CHECKIN_BUT_PENDING: 'warning',
  NOT_EXPECTED_TO_CHECKIN: 'info',
  OUT_OF_CHECKIN_ZONE: 'warning',
}

const flatList = css({ borderXWidth: '0 !important', borderRadius: '0 !important', borderBottomWidth: '0' })
const banners = css({
  display: 'flex',
  flexDirection: 'column',
  sm: { borderRadius: 'lg', overflow: 'hidden', borderWidth: '1px', borderColor: 'border.default' },
})
const heading = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const eventLine = css({ fontSize: 'lg', fontWeight: 'semibold' })
const actionBar = css({ display: 'flex', justifyContent: { base: 'stretch', sm: 'flex-start' }, px: { base: '4', sm: '0' } })

export interface CheckInDetailsProps {
  readonly view: CheckInView
  readonly checkingIn: boolean
  /** The last check-in attempt succeeded (also when the server said ERR_ALREADY_CHECKED_IN). */
  readonly succeeded: boolean
  readonly onCheckIn: () => void
  readonly onReviewRosterChanges: () => void
  /** Where the phone can open the app's settings page: offered when location access is refused. */
  readonly onOpenLocationSettings?: (() => void) | undefined
  readonly onBack: () => void
}

/** The check-in screen (SPEC section 2): the event and airport, the status, the check-in button and the crew on the check-in. */
export const CheckInDetails = ({ view, checkingIn, succeeded, onCheckIn, onReviewRosterChanges, onOpenLocationSettings, onBack }: CheckInDetailsProps) => {
  const { LL } = useI18n()
  const airport = O.getOrElse(() => '')(view.airport)
  const title = view.title
  return (
    <PageFrame title={LL.checkIn.title()} variant="details" back={{ label: LL.common.back(), onBack: onBack }}>
      <Card
        title={
          title._tag === 'PairingNumberOnly'
            ? LL.checkIn.pairingNumber({ pairingNumber: title.pairingNumber })
            : LL.checkIn.forEvent({ event: title.event, airport })
        }
      >
        <div className={heading}>
          {title._tag === 'EventAndPairingNumber' ? (
            <span className={eventLine}>{LL.checkIn.pairingNumber({ pairingNumber: title.pairingNumber })}</span>
          ) : null}
          {title._tag === 'PairingNumberOnly' && airport !== '' ? <span>{LL.checkIn.fromAirport({ airport })}</span> : null}
          {view.time.length === 0 ? null : <ShownTimes times={view.time} emphasis="strong" />}
        </div>
      </Card>

      <div className={banners}>
        {/* Once checked in, the status of the check-in data loaded before ("You can check in now.") is stale until the
            reload arrives: only the success shows. */}
        {succeeded ? <Banner tone="success">{LL.checkIn.success()}</Banner> : null}
        {succeeded ? null : (
          <Banner
            tone={STATUS_TONE[view.status]}
            action={
              view.status === 'EXPECTED_TO_CHECKIN_BUT_PENDING' ? (
                <Button variant="outline" onClick={onReviewRosterChanges}>
                  {LL.checkIn.reviewRosterChanges()}
                </Button>
              ) : view.status === 'PERMISSION_DENIED' && onOpenLocationSettings !== undefined ? (
                <Button variant="outline" onClick={onOpenLocationSettings}>
                  {LL.checkIn.openLocationSettings()}
                </Button>
              ) : undefined
            }
          >
            {LL.checkIn.statuses[view.status]()}
            {O.isSome(view.windowNote) ? (
              <>
                {' '}
                {view.windowNote.value.kind === 'opens'
                  ? LL.checkIn.opensAt({ time: view.windowNote.value.time, relative: view.windowNote.value.relative })
                  : LL.checkIn.closedAt({ time: view.windowNote.value.time, relative: view.windowNote.value.relative })}
              </>
            ) : null}
          </Banner>
        )}
      </div>

      {view.showButton && !succeeded ? (
        <div className={actionBar}>
          <Button fullWidth onClick={onCheckIn} loading={checkingIn} loadingLabel={LL.checkIn.checkingIn()}>
            {LL.checkIn.checkInButton()}
          </Button>
        </div>
      ) : null}

      <Card title={LL.checkIn.crew()} flush>
        {view.positions.length === 0 ? (
          <p className={css({ px: '4', color: 'fg.muted' })}>{LL.leg.noCrew()}</p>
        ) : (
          <List aria-label={LL.checkIn.crew()} className={flatList}>
            {view.positions.map((p, i) => (
              <ListItem key={`${p.assignment}-${i}`}>
                <ListRow
                  leading={<Pill tone="brand">{p.assignment}</Pill>}
                  title={p.name ?? LL.checkIn.openPosition()}
                  meta={p.checkedIn ? <Pill tone="success">{LL.checkIn.checkedIn()}</Pill> : <Pill>{LL.checkIn.notCheckedIn()}</Pill>}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </PageFrame>
  )
}
