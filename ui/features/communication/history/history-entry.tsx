import { Temporal } from 'temporal-polyfill'
import type { HistoryEntry } from '../../../../core/history/change-history.codec'
import { changeText, entryHeading, fieldLabel, historyTimes } from '../../../../core/history/change-history.rules'
import { formatDate } from '../../../../core/roster/date-format.rules'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'

const item = css({ display: 'flex', flexDirection: 'column', gap: '2', px: { base: '4', sm: '5' }, py: '4', bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default', sm: { borderXWidth: '1px', borderRadius: 'lg' } })
const pair = css({ display: 'contents' })
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' })
const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' })
const times = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', fontSize: 'sm', color: 'fg.muted', m: '0' })
const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: '4', rowGap: '1', m: '0' })
const term = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })
const value = css({ m: '0', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })

/**
 * One entry of the change history: what changed (section or kind, and the subject), when (the device's local time
 * and UTC, each labelled), and each field as "before → after" (core `changeText`).
 */
export const HistoryEntryItem = ({ entry, headingId }: { readonly entry: HistoryEntry; readonly headingId: string }) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const T = LL.history
  const { DATE, TIME } = profile.display.dateFormats
  const when = historyTimes(entry.at, Temporal.Now.timeZoneId())
  const text = (zdt: Temporal.ZonedDateTime): string => `${formatDate(zdt, DATE, language)} ${formatDate(zdt, TIME, language)}`
  const labels = Object.fromEntries(Object.entries(T.fields).map(([name, label]) => [name, label()]))
  const words = { none: T.none(), on: T.on(), off: T.off() }
  const title = entryHeading(entry, {
    kinds: {
      rosterChangeNotified: T.kinds.rosterChangeNotified(),
      rosterChangeConfirmed: T.kinds.rosterChangeConfirmed(),
      myData: T.kinds.myData(),
      notificationSettings: T.kinds.notificationSettings(),
      roles: T.kinds.roles(),
      familyShare: T.kinds.familyShare(),
      logbook: T.kinds.logbook(),
    },
    sections: Object.fromEntries(Object.entries(T.sections).map(([name, label]) => [name, label()])),
  })
  return (
    <article className={item} aria-labelledby={headingId}>
      <div className={head}>
        <h2 id={headingId} className={heading}>
          {title}
        </h2>
        <Pill>{T.kinds[entry.kind]()}</Pill>
      </div>
      <p className={times}>
        <span>
          {T.localTime()}: <time dateTime={when.instant}>{text(when.local)}</time>
        </span>
        <span>
          {T.utcTime()}: <time dateTime={when.instant}>{text(when.utc)}</time>
        </span>
      </p>
      <dl className={fields} aria-label={T.changesLabel()}>
        {entry.changes.map((change, i) => (
          <div key={`${change.field}-${i}`} className={pair}>
            <dt className={term}>{fieldLabel(change.field, labels, (d) => formatDate(d, DATE, language))}</dt>
            <dd className={value}>{changeText(change, words)}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
