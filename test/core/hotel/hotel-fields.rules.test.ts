import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { HOTEL_FIELDS, type HotelField } from '../../../core/access/profile.codec'
import { hotelFields, type HotelFieldRow } from '../../../core/hotel/hotel-fields.rules'
import { formatPattern } from '../../../core/hotel/hotel-time.rules'
import { Temporal } from 'temporal-polyfill'
import { aHotelEvent, at, hotelOptions } from './fixtures'

const row = (rows: ReadonlyArray<HotelFieldRow>, field: HotelField): HotelFieldRow | undefined => rows.find((r) => r.field === field)
const texts = (rows: ReadonlyArray<HotelFieldRow>, field: HotelField): string[] => row(rows, field)?.values.map((v) => v.text) ?? []
const localOnly = hotelOptions({ showUTCTime: false })

const List = suite('hotelFields: the list')

List('"A list of labelled fields" in the order Date, Name, Type, Address, Contacts, Transfer time, Pickup time, Transport company name, type, addresses, contacts, Remark', () => {
  const rows = hotelFields(aHotelEvent(), hotelOptions())
  assert.equal(
    rows.map((r) => r.field),
    ['DATE', 'NAME', 'TYPE', 'ADDRESS', 'CONTACTS', 'TRANSFER_TIME', 'PICKUP_TIME', 'TRANSPORT_COMPANY_NAME', 'TRANSPORT_COMPANY_TYPE', 'TRANSPORT_COMPANY_ADDRESS', 'TRANSPORT_COMPANY_CONTACTS', 'REMARK'],
  )
  assert.is(row(rows, 'TRANSPORT_COMPANY_ADDRESS')?.labelKey, 'hotelTransportCompanyAddresses')
})

List('"Empty fields are hidden": blank or missing name, type, address, contacts, transfer, pickup, company and remark', () => {
  const event = aHotelEvent({
    hotel: { name: '   ', remark: '', hotelAtAirport: {}, hotelLocation: { street: ' ' }, hotelContact: {} },
    transportCompany: { name: '', transportCompanyLocations: [{}], transportCompanyContacts: [] },
  })
  assert.equal(hotelFields(event, hotelOptions()).map((r) => r.field), ['DATE'])
})

List('"and so is any field named in the profile\'s disabled hotel fields" (any subset)', () => {
  fc.assert(
    fc.property(fc.subarray([...HOTEL_FIELDS]), (disabled) => {
      const shown = hotelFields(aHotelEvent(), hotelOptions({ disabledHotelFields: disabled })).map((r) => r.field)
      return HOTEL_FIELDS.every((f) => shown.includes(f) === !disabled.includes(f))
    }),
    { numRuns: 300 },
  )
})

List('one profile disables the pick-up time field: it is hidden while the transfer time stays', () => {
  const rows = hotelFields(aHotelEvent(), hotelOptions({ disabledHotelFields: ['PICKUP_TIME'] }))
  assert.is(row(rows, 'PICKUP_TIME'), undefined)
  assert.ok(row(rows, 'TRANSFER_TIME'))
})

List.run()

const Parts = suite('hotelFields: values')

Parts('"Address: country, zip, city, street" in that order, missing parts skipped', () => {
  const rows = hotelFields(aHotelEvent({ hotel: { hotelLocation: { street: 'Rue 1', cityName: 'Lyon', country: 'FR' } } }), localOnly)
  assert.equal(row(rows, 'ADDRESS')?.values, [
    { text: 'FR', part: 'country' },
    { text: 'Lyon', part: 'city' },
    { text: 'Rue 1', part: 'street' },
  ])
})

Parts('"Contacts: phone, fax, email, other email"', () => {
  assert.equal(
    row(hotelFields(aHotelEvent(), localOnly), 'CONTACTS')?.values.map((v) => v.part),
    ['phone', 'fax', 'email', 'otherEmail'],
  )
})

Parts('"Transfer time in minutes": the number with the minutes unit, 0 included', () => {
  assert.equal(row(hotelFields(aHotelEvent(), localOnly), 'TRANSFER_TIME')?.values, [{ text: '45', unit: 'minutes' }])
  const zero = aHotelEvent({ hotel: { hotelAtAirport: { transferTime: 0 } } })
  assert.equal(texts(hotelFields(zero, localOnly), 'TRANSFER_TIME'), ['0'])
})

Parts('"Transport company: name, type, addresses, contacts", each address and contact tagged with its item', () => {
  const rows = hotelFields(aHotelEvent(), localOnly)
  assert.equal(texts(rows, 'TRANSPORT_COMPANY_NAME'), ['Navette Lyon'])
  assert.equal(texts(rows, 'TRANSPORT_COMPANY_TYPE'), ['Shuttle'])
  assert.equal(row(rows, 'TRANSPORT_COMPANY_ADDRESS')?.values[3], { text: 'Terminal 1', part: 'street', item: 0 })
  assert.equal(row(rows, 'TRANSPORT_COMPANY_CONTACTS')?.values, [
    { text: '+33400000003', part: 'phone', item: 0 },
    { text: 'book@navette.test', part: 'email', item: 1 },
  ])
})

Parts('"Remark" is the trimmed hotel remark', () => {
  const rows = hotelFields(aHotelEvent({ hotel: { remark: '  Late check-out ' } }), localOnly)
  assert.equal(texts(rows, 'REMARK'), ['Late check-out'])
})

Parts.run()

const Times = suite('hotelFields: dates and times')

Times('"Date: a from-to range"', () => {
  assert.equal(texts(hotelFields(aHotelEvent(), localOnly), 'DATE'), ['15 Mar 2026 - 17 Mar 2026 LT'])
})

Times('"or a single date when both are equal"', () => {
  const sameDay = aHotelEvent({ toDateTimeLtAtAirport: at('2026-03-15T22:00:00+01:00'), toDateTimeUTC: at('2026-03-15T21:00:00+00:00') })
  assert.equal(texts(hotelFields(sameDay, localOnly), 'DATE'), ['15 Mar 2026 LT'])
})

Times('"An event end exactly at midnight counts as 23:59:59 of the prior day": a stay ending at 00:00 is a single date', () => {
  const midnight = aHotelEvent({
    toDateTimeLtAtAirport: at('2026-03-16T00:00:00+01:00'),
    toDateTimeUTC: at('2026-03-15T23:00:00+00:00'),
  })
  assert.equal(texts(hotelFields(midnight, localOnly), 'DATE'), ['15 Mar 2026 LT'])
})

Times('across the DST change of 29 Mar 2026 the local date is single while the UTC dates are a range', () => {
  const dst = aHotelEvent({
    fromDateTimeLtAtAirport: at('2026-03-29T00:30:00+01:00'),
    toDateTimeLtAtAirport: at('2026-03-29T10:00:00+02:00'),
    fromDateTimeUTC: at('2026-03-28T23:30:00+00:00'),
    toDateTimeUTC: at('2026-03-29T08:00:00+00:00'),
  })
  assert.equal(texts(hotelFields(dst, hotelOptions()), 'DATE'), ['29 Mar 2026 LT', '28 Mar 2026 - 29 Mar 2026'])
})

Times('"Times show local and/or UTC per profile": local only, UTC only, or both with local first', () => {
  const views = (showLocalTime: boolean, showUTCTime: boolean) =>
    row(hotelFields(aHotelEvent(), hotelOptions({ showLocalTime, showUTCTime })), 'PICKUP_TIME')?.values.map((v) => v.view)
  assert.equal(views(true, false), ['local'])
  assert.equal(views(false, true), ['utc'])
  assert.equal(views(true, true), ['local', 'utc'])
})

Times('"with local time carrying a local-time postfix": the profile postfix on local pick-up time, none on UTC', () => {
  assert.equal(texts(hotelFields(aHotelEvent(), hotelOptions()), 'PICKUP_TIME'), ['17 Mar 08:30 LT', '17 Mar 07:30'])
  assert.equal(texts(hotelFields(aHotelEvent(), hotelOptions({ localTimePostfix: 'HL', showUTCTime: false })), 'PICKUP_TIME'), ['17 Mar 08:30 HL'])
})

Times('a caller-supplied formatter and the profile date formats are used', () => {
  const options = hotelOptions({ showUTCTime: false, dateFormats: { DATE: 'dd-MM-yyyy', SHORT_DATE_TIME: 'HH:mm', TIME: 'HH:mm' } })
  assert.equal(texts(hotelFields(aHotelEvent(), options), 'DATE'), ['15-03-2026 - 17-03-2026 LT'])
  assert.equal(texts(hotelFields(aHotelEvent(), options, (v) => `<${v.day}>`), 'PICKUP_TIME'), ['<17> LT'])
})

Times.run()

const Format = suite('formatPattern')

Format('formats the section 9 patterns dd MMM yyyy, dd MMMM, ddMMM and dd/MM/yyyy HH:mm', () => {
  const value = Temporal.PlainDateTime.from('2026-09-05T07:04:09')
  assert.is(formatPattern(value, 'dd MMM yyyy'), '05 Sep 2026')
  assert.is(formatPattern(value, 'dd MMMM'), '05 September')
  assert.is(formatPattern(value, 'ddMMM'), '05Sep')
  assert.is(formatPattern(value, 'dd/MM/yyyy HH:mm:ss'), '05/09/2026 07:04:09')
})

Format.run()
