import type { DisplayOptions, HotelField } from '../../../../core/access/profile.codec'
import { hotelFields, type HotelFieldRow, type HotelFieldValue } from '../../../../core/hotel/hotel-fields.rules'
import type { HotelEvent } from '../../../../core/hotel/hotel.codec'
import { formatDate } from '../../../../core/roster/date-format.rules'
import type { Language } from '../../../../core/shared/constants'
import { css } from '../../../../styled-system/css'
import { EmptyState } from '../../../design/empty-state'
import { TimeText } from '../../../design/time-text'
import { useI18n } from '../../../i18n/use-i18n'
import { Card, PageFrame } from '../../../app/page-frame'
import { FieldList } from '../shared/field-list'

/** Fields with several parts take a whole row. */
const WIDE: ReadonlyArray<HotelField> = ['DATE', 'ADDRESS', 'CONTACTS', 'PICKUP_TIME', 'TRANSPORT_COMPANY_ADDRESS', 'TRANSPORT_COMPANY_CONTACTS', 'REMARK']

const values = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  '&:not(:first-child)': { pt: '2', borderTopWidth: '1px', borderColor: 'border.default' },
})
const part = css({ color: 'fg.muted', fontSize: 'sm', me: '1' })

/**
 * The hotel-details rows (core `hotelFields`: every field in order, empty ones and the profile's
 * disabled hotel fields hidden, times per the profile's time views), dates printed in the UI language.
 */
export const hotelRows = (event: HotelEvent, display: DisplayOptions, language: Language): ReadonlyArray<HotelFieldRow> =>
  hotelFields(
    event,
    {
      showLocalTime: display.showLocalTime,
      showUTCTime: display.showUTCTime,
      localTimePostfix: display.localTimePostfix,
      dateFormats: display.dateFormats,
      disabledHotelFields: display.disabledHotelFields,
    },
    (value, pattern) => formatDate(value, pattern, language),
  )

const Value = ({ value }: { readonly value: HotelFieldValue }) => {
  const { LL } = useI18n()
  if (value.unit === 'minutes') return <span>{LL.hotel.transferMinutes({ minutes: value.text })}</span>
  if (value.view !== undefined)
    return (
      <TimeText text={value.text} {...(value.view === 'utc' ? { suffix: LL.common.utcSuffix() } : {})} emphasis={value.view === 'utc' ? 'muted' : 'strong'} />
    )
  return (
    <span>
      {value.part === undefined ? null : <span className={part}>{LL.hotel.parts[value.part]()}:</span>}
      {value.text}
    </span>
  )
}

const RowValues = ({ row }: { readonly row: HotelFieldRow }) => {
  const items = new Map<number, HotelFieldValue[]>()
  for (const v of row.values) items.set(v.item ?? -1, [...(items.get(v.item ?? -1) ?? []), v])
  return (
    <span className={values}>
      {[...items.entries()].map(([index, list]) => (
        <span key={index} className={item}>
          {list.map((v, i) => (
            <Value key={`${v.part ?? v.view ?? 'v'}-${i}`} value={v} />
          ))}
        </span>
      ))}
    </span>
  )
}

/** Hotel details (SPEC section 2): "A list of labelled fields", or the empty text when none is left to show. */
export const HotelDetails = ({ rows, onBack }: { readonly rows: ReadonlyArray<HotelFieldRow>; readonly onBack: () => void }) => {
  const { LL } = useI18n()
  return (
    <PageFrame title={LL.hotel.title()} variant="details" back={{ label: LL.common.back(), onBack: onBack }}>
      {rows.length === 0 ? (
        <EmptyState title={LL.hotel.empty()} />
      ) : (
        <Card title={LL.hotel.details()}>
          <FieldList
            fields={rows.map((row) => ({
              key: row.field,
              label: LL.hotel.labels[row.labelKey](),
              value: <RowValues row={row} />,
              wide: WIDE.includes(row.field),
            }))}
          />
        </Card>
      )}
    </PageFrame>
  )
}
