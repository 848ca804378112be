import * as O from 'fp-ts/Option'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css, cx } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { DutyKindIcon } from '../../../design/duty-kind-icon'
import { ChevronRightIcon } from '../../../design/icons/chevron-icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../../design/list'
import { countsText } from '../../../i18n/pairing-counts.text'
import { useI18n } from '../../../i18n/use-i18n'
import { eventName } from '../shared/duty-text'
import { Card, PageFrame } from '../../../app/page-frame'
import { FieldList } from '../shared/field-list'
import { ShownTimes } from '../shared/shown-times'
import { TimeText } from '../../../design/time-text'
import type { PairingDetailsView, SubEventRow } from './pairing.view-model'

const flatList = css({ borderXWidth: '0 !important', borderRadius: '0 !important', borderBottomWidth: '0' })
const rowLink = css({ display: 'block', color: 'inherit', textDecoration: 'none' })
const subtitle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '2', rowGap: '0.5' })
const airportCode = css({ fontWeight: 'bold', color: 'fg.default', letterSpacing: '0.04em' })
const metaRow = css({ display: 'flex', alignItems: 'center', gap: '2' })
const rangeColumn = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.5' })
const early = css({ color: 'success.fg', '& time': { color: 'inherit' } })
const late = css({ color: 'danger.fg', '& time': { color: 'inherit' } })
const details = css({ color: 'fg.muted', mb: '3' })

const SubEventContent = ({ row }: { readonly row: SubEventRow }) => {
  const { LL } = useI18n()
  const mark = O.toUndefined(row.timing)
  const timingClass = mark === 'early' ? early : mark === 'late' ? late : undefined
  return (
    <ListRow
      leading={<DutyKindIcon kind={row.kind} label={LL.dutyKinds[row.kind]()} />}
      title={eventName(row.event, LL)}
      subtitle={
        <span className={subtitle}>
          {O.isSome(row.airport) ? <span className={airportCode}>{row.airport.value}</span> : null}
          <span>{row.date}</span>
          {mark === 'early' ? <Pill tone="success">{LL.pairing.departedEarly()}</Pill> : null}
          {mark === 'late' ? <Pill tone="danger">{LL.pairing.departedLate()}</Pill> : null}
          {mark === 'estimated' ? <Pill tone="neutral">{LL.pairing.estimatedTime()}</Pill> : null}
        </span>
      }
      meta={
        <span className={metaRow}>
          <span className={rangeColumn}>
            {row.ranges.map((r, i) => (
              <span key={r.kind} className={cx(i === 0 ? timingClass : undefined)} {...(i === 0 && mark !== undefined ? { 'data-timing': mark } : {})}>
                <TimeText text={r.text} {...(r.kind === 'utc' ? { suffix: LL.common.utcSuffix() } : {})} emphasis={r.kind === 'utc' ? 'muted' : 'strong'} />
              </span>
            ))}
          </span>
          {O.isSome(row.link) ? <ChevronRightIcon size={18} /> : null}
        </span>
      }
    />
  )
}

/**
 * Pairing details (SPEC section 2): the title, a details block and the pairing's sub-events. Early or
 * late departures are marked by colour and by a word (never colour alone). `aside` is the calendar
 * column of wide screens.
 */
export const PairingDetails = ({
  view,
  onBack,
  aside,
  notice,
}: {
  readonly view: PairingDetailsView
  readonly onBack: () => void
  readonly aside?: ReactNode
  /** Shown first: the pairing's travel-document warnings. */
  readonly notice?: ReactNode
}) => {
  const { LL } = useI18n()
  return (
    <PageFrame
      title={view.title}
      variant="details"
      back={{ label: LL.nav.backTo({ screen: LL.nav.duties() }), onBack }}
      {...(aside === undefined ? {} : { aside, asideLabel: LL.home.calendar() })}
    >
      {notice}
      <Card title={LL.pairing.details()}>
        {O.isSome(view.counts) ? <p className={details}>{countsText(LL, view.counts.value)}</p> : null}
        {O.isSome(view.details) ? <p className={details}>{view.details.value}</p> : null}
        <FieldList
          fields={view.facts.map((fact) => ({
            key: fact.label,
            label: LL.duty[fact.label](),
            value: fact._tag === 'Text' ? fact.text : <ShownTimes times={fact.times} emphasis="strong" />,
          }))}
        />
      </Card>
      <Card title={LL.pairing.subEvents()} flush>
        <List aria-label={LL.pairing.subEvents()} className={flatList}>
          {view.rows.map((row) => (
            <ListItem key={row.key}>
              {O.isSome(row.link) ? (
                <Link href={row.link.value} className={cx(rowLink, listRowInteractive)}>
                  <SubEventContent row={row} />
                </Link>
              ) : (
                <SubEventContent row={row} />
              )}
            </ListItem>
          ))}
        </List>
      </Card>
    </PageFrame>
  )
}
