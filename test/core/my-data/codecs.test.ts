import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { decodeWith } from '../../../core/shared/decode'
import { Contact } from '../../../core/my-data/contact.codec'
import { TravelDocument } from '../../../core/my-data/travel-documents.codec'
import { BasicDataQuery, basicDataQuery } from '../../../core/my-data/my-data.codec'
import { COUNTRY_LIST, CountryList } from '../../../core/my-data/country.codec'
import { NatKey } from '../../../core/my-data/natural-key.codec'
import { aTravelDocument, date } from './fixtures'

const Codecs = suite('my-data codecs')

Codecs('a contact with an unknown type fails, naming the path "natKey.type"', () => {
  const result = decodeWith(Contact)({ natKey: { crewCode: 'ANNA', type: 'FAX', prio: 0 }, access: 'INTERNAL' })
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.ok(result.left.issues.some((i) => i.path === 'natKey.type'), JSON.stringify(result.left.issues))
})

Codecs('"Doc types: P passport, A alien resident number, I identity, D driver licence"; dates decode to plain dates', () => {
  for (const docType of ['P', 'A', 'I', 'D'] as const) {
    const wire = TravelDocument.encode(aTravelDocument({ natKey: { number: 'X1', docType, crewCode: 'ANNA' } }))
    const decoded = TravelDocument.decode(wire)
    assert.ok(E.isRight(decoded) && decoded.right.expiryDate.equals(date('2030-04-30')), docType)
  }
  const wire = TravelDocument.encode(aTravelDocument())
  assert.ok(E.isLeft(TravelDocument.decode({ ...wire, natKey: { ...wire.natKey, docType: 'X' } })))
})

Codecs('a natural key decodes as the variant it matches (contact, address, travel document, visa)', () => {
  assert.ok(E.isRight(NatKey.decode({ crewCode: 'A', type: 'EMAIL', prio: 2 })))
  assert.ok(E.isRight(NatKey.decode({ crewCode: 'A', type: 'C', prio: 1 })))
  assert.ok(E.isRight(NatKey.decode({ number: 'N', docType: 'I', crewCode: 'A' })))
  assert.ok(E.isRight(NatKey.decode({ issueDt: '2025-01-10', countryCode: 'USA', passportNumber: 'N', passportDocType: 'P' })))
  assert.ok(E.isLeft(NatKey.decode({ prio: 1 })))
})

Codecs('"GET user/{crmId}/basicdata: query types (comma-joined list) or type"', () => {
  assert.equal(basicDataQuery(['contacts']), { type: 'contacts' })
  assert.equal(BasicDataQuery.encode(basicDataQuery(['contacts', 'addresses'])), { types: 'contacts,addresses' })
  assert.ok(E.isLeft(BasicDataQuery.decode({ types: 'contacts,unknown' })))
})

Codecs('the country list codec accepts the client-side calling-code table', () => {
  assert.ok(E.isRight(CountryList.decode(COUNTRY_LIST)))
})

Codecs.run()
