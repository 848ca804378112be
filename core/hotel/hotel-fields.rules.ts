import type { Temporal } from 'temporal-polyfill'
import type { HotelField } from '../access/profile.codec'
import { toUtc } from '../shared/time.codec'
import type { HotelEvent } from './hotel.codec'
import {
  formatPattern,
  rangeEnd,
  timeViews,
  withPostfix,
  type FormatPattern,
  type HotelTimeOptions,
  type TimeView,
} from './hotel-time.rules'

/** Dictionary key of each hotel field's label. */
export type HotelLabelKey =
  | 'hotelDate'
  | 'hotelName'
  | 'hotelType'
  | 'hotelAddress'
  | 'hotelContacts'
  | 'hotelTransferTime'
  | 'hotelPickupTime'
  | 'hotelTransportCompanyName'
  | 'hotelTransportCompanyType'
  | 'hotelTransportCompanyAddresses'
  | 'hotelTransportCompanyContacts'
  | 'hotelRemark'

/** The label key of every hotel field. */
export const HOTEL_FIELD_LABEL_KEYS: Readonly<Record<HotelField, HotelLabelKey>> = {
  DATE: 'hotelDate',
  NAME: 'hotelName',
  TYPE: 'hotelType',
  ADDRESS: 'hotelAddress',
  CONTACTS: 'hotelContacts',
  TRANSFER_TIME: 'hotelTransferTime',
  PICKUP_TIME: 'hotelPickupTime',
  TRANSPORT_COMPANY_NAME: 'hotelTransportCompanyName',
  TRANSPORT_COMPANY_TYPE: 'hotelTransportCompanyType',
  TRANSPORT_COMPANY_ADDRESS: 'hotelTransportCompanyAddresses',
  TRANSPORT_COMPANY_CONTACTS: 'hotelTransportCompanyContacts',
  REMARK: 'hotelRemark',
}

/** Sub-label of a value inside an address or contacts field. */
export type HotelValuePart = 'country' | 'zipCode' | 'city' | 'street' | 'phone' | 'fax' | 'email' | 'otherEmail'

/**
 * One displayed value. `part` labels an address or contact part; `view` says whether a time is local
 * (its text then carries the postfix) or UTC; `unit` marks the transfer time's minutes; `item` is the
 * index in `transportCompanyLocations` / `transportCompanyContacts` the value belongs to.
 */
export interface HotelFieldValue {
  readonly text: string
  readonly part?: HotelValuePart
  readonly view?: TimeView
  readonly unit?: 'minutes'
  readonly item?: number
}

/** One labelled field of the hotel-details list. */
export interface HotelFieldRow {
  readonly field: HotelField
  readonly labelKey: HotelLabelKey
  readonly values: ReadonlyArray<HotelFieldValue>
}

/** Display options of the hotel-details list: the time options and the profile's disabled hotel fields. */
export interface HotelFieldsOptions extends HotelTimeOptions {
  readonly disabledHotelFields: ReadonlyArray<HotelField>
}

type Parts = ReadonlyArray<readonly [HotelValuePart, string | undefined]>

const present = (s: string | undefined): s is string => s !== undefined && s.trim() !== ''

const text = (s: string | undefined): HotelFieldValue[] => (present(s) ? [{ text: s.trim() }] : [])

const parts = (list: Parts, item?: number): HotelFieldValue[] =>
  list.flatMap(([part, s]) => (present(s) ? [item === undefined ? { text: s.trim(), part } : { text: s.trim(), part, item }] : []))

const address = (l: { country?: string; zipCode?: string; cityName?: string; street?: string } | undefined): Parts => [
  ['country', l?.country],
  ['zipCode', l?.zipCode],
  ['city', l?.cityName],
  ['street', l?.street],
]

const contacts = (c: { phone?: string; fax?: string; email1?: string; email2?: string } | undefined): Parts => [
  ['phone', c?.phone],
  ['fax', c?.fax],
  ['email', c?.email1],
  ['otherEmail', c?.email2],
]

const dateValues = (event: HotelEvent, options: HotelFieldsOptions, format: FormatPattern): HotelFieldValue[] =>
  timeViews(options).map((view) => {
    const from = view === 'local' ? event.fromDateTimeLtAtAirport : toUtc(event.fromDateTimeUTC)
    const to = view === 'local' ? event.toDateTimeLtAtAirport : toUtc(event.toDateTimeUTC)
    const end = rangeEnd(from, to)
    const fromText = format(from.toPlainDateTime(), options.dateFormats.DATE)
    const range = from.toPlainDate().equals(end.toPlainDate()) ? fromText : `${fromText} - ${format(end, options.dateFormats.DATE)}`
    return { text: withPostfix(range, view, options), view }
  })

const pickupValues = (event: HotelEvent, options: HotelFieldsOptions, format: FormatPattern): HotelFieldValue[] => {
  const atAirport = event.hotel.hotelAtAirport
  const pick = (view: TimeView): Temporal.ZonedDateTime | undefined =>
    view === 'local' ? atAirport?.pickupTimeLocal : atAirport?.pickupTime && toUtc(atAirport.pickupTime)
  return timeViews(options).flatMap((view) => {
    const time = pick(view)
    return time === undefined
      ? []
      : [{ text: withPostfix(format(time.toPlainDateTime(), options.dateFormats.SHORT_DATE_TIME), view, options), view }]
  })
}

const transferValues = (minutes: number | undefined): HotelFieldValue[] =>
  minutes === undefined || !Number.isFinite(minutes) ? [] : [{ text: String(minutes), unit: 'minutes' }]

/**
 * The hotel-details list (SPEC section 2 "Hotel details"), in display order: Date, Name, Type, Address,
 * Contacts, Transfer time, Pickup time, Transport company name, type, addresses, contacts, Remark.
 * "Empty fields are hidden, and so is any field named in the profile's disabled hotel fields."
 * A blank string or a missing value is empty; a transfer time of 0 minutes is a value.
 * Date: "a from-to range, or a single date when both are equal", per time view, with an end at midnight
 * counting for the prior day. "Times show local and/or UTC per profile, with local time carrying a
 * local-time postfix." `format` defaults to the feature's tiny English formatter.
 */
export const hotelFields = (
  event: HotelEvent,
  options: HotelFieldsOptions,
  format: FormatPattern = formatPattern,
): ReadonlyArray<HotelFieldRow> => {
  const hotel = event.hotel
  const company = event.transportCompany
  const candidates: ReadonlyArray<readonly [HotelField, HotelFieldValue[]]> = [
    ['DATE', dateValues(event, options, format)],
    ['NAME', text(hotel.name)],
    ['TYPE', text(hotel.hotelAtAirport?.type)],
    ['ADDRESS', parts(address(hotel.hotelLocation))],
    ['CONTACTS', parts(contacts(hotel.hotelContact))],
    ['TRANSFER_TIME', transferValues(hotel.hotelAtAirport?.transferTime)],
    ['PICKUP_TIME', pickupValues(event, options, format)],
    ['TRANSPORT_COMPANY_NAME', text(company?.name)],
    ['TRANSPORT_COMPANY_TYPE', text(company?.type)],
    ['TRANSPORT_COMPANY_ADDRESS', (company?.transportCompanyLocations ?? []).flatMap((l, i) => parts(address(l), i))],
    ['TRANSPORT_COMPANY_CONTACTS', (company?.transportCompanyContacts ?? []).flatMap((c, i) => parts(contacts(c), i))],
    ['REMARK', text(hotel.remark)],
  ]
  return candidates
    .filter(([field, values]) => values.length > 0 && !options.disabledHotelFields.includes(field))
    .map(([field, values]) => ({ field, labelKey: HOTEL_FIELD_LABEL_KEYS[field], values }))
}
