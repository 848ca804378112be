import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { NewsSubscription, NotificationMasterData, NotificationSettings, TagSettings } from '../../../core/settings/tag-settings.codec'
import { ContactInformation, ContactInformationBody, LanguageCode } from '../../../core/settings/contact-information.codec'
import { Device, DeviceList, DeviceRegistrationBody } from '../../../core/settings/device.codec'
import { LogBatch } from '../../../core/settings/log.codec'
import { wireDateTime } from './fixtures'

const RUNS = { numRuns: 1000 }
const NO_NULL = { noNullPrototype: true } as const
const text = fc.string({ maxLength: 12 })
const tag = fc.tuple(fc.constantFrom('EVENTTYPE', 'CATEGORY'), fc.string({ minLength: 1, maxLength: 10 })).map(([k, v]) => `${k}=${v}`)

const subscription = fc.record({ tagValue: tag, label: text, editable: fc.boolean(), defaultSelected: fc.boolean() }, NO_NULL)
const tagSettings = fc.record(
  { subscriptions: fc.array(tag, { maxLength: 5 }), usePrimaryEmail: fc.boolean(), usePrimaryPhone: fc.boolean(), useAllDevice: fc.boolean() },
  { noNullPrototype: true, requiredKeys: ['subscriptions'] },
)
const notificationSettings = fc.record(
  {
    subscriptions: fc.array(tag, { maxLength: 5 }),
    usePrimaryEmail: fc.boolean(),
    usePrimaryPhone: fc.boolean(),
    email: text,
    phone: text,
    useAllDevice: fc.boolean(),
  },
  { noNullPrototype: true, requiredKeys: ['subscriptions'] },
)
const masterData = fc.record({ newsSubscriptions: fc.array(subscription, { maxLength: 4 }) }, NO_NULL)
const contactInformation = fc.record({ email: text, phone: text }, { noNullPrototype: true, requiredKeys: [] })
const contactInformationBody = fc.record({ email: text, phone: text }, { noNullPrototype: true, requiredKeys: ['email'] })
const device = fc.record({ uuid: text, deviceName: text, deviceToken: text, domain: fc.constantFrom('IADP', 'OTHER') }, NO_NULL)
const registration = fc.record({ deviceName: text, deviceToken: text, uuid: text }, NO_NULL)
const logMessage = fc.record(
  { id: fc.nat(), message: fc.string(), level: fc.constantFrom('DEBUG', 'INFO', 'WARNING', 'ERROR', 'OFF'), timestamp: wireDateTime },
  NO_NULL,
)
const logBatch = fc.record(
  {
    crmId: fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/),
    device: text,
    version: fc.constant('v2020.2.83'),
    messages: fc.array(logMessage, { maxLength: 5 }),
  },
  NO_NULL,
)

const corrupted = (valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.tuple(valid, fc.nat(), fc.constantFrom<unknown>(null, [1])).map(([payload, i, bad]) => {
      const keys = Object.keys(payload)
      const key = keys[i % Math.max(keys.length, 1)]
      return key === undefined ? 'not-an-object' : { ...payload, [key]: bad }
    }),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.integer())),
  )

type AnyCodec = t.Type<unknown, unknown, unknown>
const families: ReadonlyArray<[string, AnyCodec, fc.Arbitrary<Record<string, unknown>>]> = [
  ['tag settings {subscriptions, channel flags?}', TagSettings as AnyCodec, tagSettings],
  ['notification settings', NotificationSettings as AnyCodec, notificationSettings],
  ['news subscription', NewsSubscription as AnyCodec, subscription],
  ['news-subscription master data', NotificationMasterData as AnyCodec, masterData],
  ['contact information', ContactInformation as AnyCodec, contactInformation],
  ['contact information PUT body', ContactInformationBody as AnyCodec, contactInformationBody],
  ['device', Device as AnyCodec, device],
  ['device registration body', DeviceRegistrationBody as AnyCodec, registration],
  ['log batch', LogBatch as AnyCodec, logBatch],
]

const Props = suite('settings codecs (property, 1000 runs each)')

for (const [name, codec, arb] of families) {
  Props(`${name}: generated valid wire payloads decode and re-encode to a deep-equal payload`, () => {
    fc.assert(
      fc.property(arb, (payload) => {
        const decoded = codec.decode(payload)
        assert.ok(E.isRight(decoded))
        if (E.isRight(decoded)) assert.equal(codec.encode(decoded.right), payload)
      }),
      RUNS,
    )
  })
  Props(`${name}: generated invalid payloads give Left and never throw`, () => {
    fc.assert(fc.property(corrupted(arb), (payload) => E.isLeft(codec.decode(payload))), RUNS)
  })
}

Props('device list and "preferred language (two-letter string)" codes', () => {
  fc.assert(fc.property(fc.array(device, { maxLength: 4 }), (list) => E.isRight(DeviceList.decode(list))), RUNS)
  fc.assert(
    fc.property(fc.string(), (s) => E.isRight(LanguageCode.decode(s)) === /^[a-z]{2}$/.test(s)),
    RUNS,
  )
})

Props.run()
