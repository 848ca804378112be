import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { NatKey } from '../../../core/my-data/natural-key.codec'
import { PersonalData } from '../../../core/my-data/personal.codec'
import { Contact } from '../../../core/my-data/contact.codec'
import { Address } from '../../../core/my-data/address.codec'
import { TravelDocument, Visa } from '../../../core/my-data/travel-documents.codec'
import {
  BasicDataCreateBody,
  BasicDataDeleteBody,
  BasicDataQuery,
  BasicDataUpdateBody,
  MyData,
  MyDataEnvelope,
} from '../../../core/my-data/my-data.codec'
import { Country } from '../../../core/my-data/country.codec'
import * as A from './arbitraries'
import { RUNS, rejects, roundTrips } from '../shared/codec-laws'

const families: ReadonlyArray<[string, t.Type<unknown, unknown, unknown>, fc.Arbitrary<Record<string, unknown>>]> = [
  ['natKey variants', NatKey as t.Type<unknown, unknown, unknown>, A.natKey],
  ['personal data', PersonalData as t.Type<unknown, unknown, unknown>, A.personal],
  ['contact', Contact as t.Type<unknown, unknown, unknown>, A.contact],
  ['address', Address as t.Type<unknown, unknown, unknown>, A.address],
  ['travel document', TravelDocument as t.Type<unknown, unknown, unknown>, A.travelDocument],
  ['visa', Visa as t.Type<unknown, unknown, unknown>, A.visa],
  ['my-data bundle / POST body', MyData as t.Type<unknown, unknown, unknown>, A.myData],
  ['PUT body {originalNatKey, updatedData}', BasicDataUpdateBody as t.Type<unknown, unknown, unknown>, A.updateBody],
  ['DELETE body (natural key)', BasicDataDeleteBody as t.Type<unknown, unknown, unknown>, A.deleteBody],
  ['GET query types/type', BasicDataQuery as t.Type<unknown, unknown, unknown>, A.basicDataQuery],
  ['country list entry', Country as t.Type<unknown, unknown, unknown>, A.country],
]

const Props = suite('my-data codecs (property, 1000 runs each)')

for (const [name, codec, arb] of families) {
  Props(`${name}: generated valid wire payloads decode and re-encode to a deep-equal payload`, () => roundTrips(codec, arb))
  Props(`${name}: generated invalid payloads give Left and never throw`, () => rejects(codec, A.corrupted(arb)))
}

Props('the POST body is the bundle codec itself and the GET answer is its envelope', () => {
  assert.is(BasicDataCreateBody, MyData)
  fc.assert(
    fc.property(A.myData, (result) => E.isRight(MyDataEnvelope.decode({ success: true, result }))),
    RUNS,
  )
})

Props.run()
