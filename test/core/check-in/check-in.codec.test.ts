import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import {
  AlreadyCheckedInError,
  CheckIn,
  CheckInConfiguration,
  CheckInConfigurationEnvelope,
  CheckInEnvelope,
  CheckInPermission,
  CheckInPostEnvelope,
  CheckInConfirmRequest,
  CheckInLoadQuery,
  CheckInPosition,
  CheckInPostQuery,
  CheckInPostResult,
  CheckInRequest,
} from '../../../core/check-in/check-in.codec'
import { decodeWith } from '../../../core/shared/decode'
import {
  aCheckInWire,
  aConfigWire,
  anAirportWire,
  badDateTime,
  notAnObject,
  wireCheckIn,
  wireConfig,
  wireDateTime,
  wireLogicalId,
  wireUpcomingEvent,
} from './fixtures'
import { RUNS, rejectsOnce, roundTripsOnce } from '../shared/codec-laws'

const Properties = suite('check-in codecs: fast-check properties (1000 runs each)')

Properties('valid check-in payloads (checkedIn, checkInPermission, positions) decode and re-encode unchanged', () => {
  fc.assert(fc.property(wireCheckIn, (wire) => roundTripsOnce(CheckIn, wire)), RUNS)
})

Properties('invalid check-in payloads give a Left and never throw', () => {
  const broken = fc.oneof(
    notAnObject,
    wireCheckIn.map((w) => ({ ...w, checkedIn: 'yes' })),
    fc.tuple(wireCheckIn, fc.string().filter((s) => !CheckInPermission.is(s))).map(([w, p]) => ({ ...w, checkInPermission: p })),
    wireCheckIn.map((w) => ({ ...w, positions: {} })),
    wireCheckIn.map((w) => ({ ...w, positions: [{ name: 'no assignment', checkedIn: true }] })),
    wireCheckIn.map(({ positions: _p, ...rest }) => rest),
  )
  fc.assert(fc.property(broken, (wire) => rejectsOnce(CheckIn, wire)), RUNS)
})

Properties('valid check-in configurations (upcomingCheckinEvent, ciAllowedAirports, checkInPermission) round-trip', () => {
  fc.assert(fc.property(wireConfig, (wire) => roundTripsOnce(CheckInConfiguration, wire)), RUNS)
})

Properties('invalid configurations (bad date-time, out-of-range coordinates, negative radius, missing fields) give a Left', () => {
  const broken = fc.oneof(
    notAnObject,
    fc.tuple(wireConfig, wireUpcomingEvent, badDateTime).map(([w, e, d]) => ({ ...w, upcomingCheckinEvent: { ...e, fromDateTimeUTC: d } })),
    fc.tuple(wireConfig, fc.string({ maxLength: 0 })).map(([w, id]) => ({ ...w, upcomingCheckinEvent: { logicalId: id, airport: 'FRA', fromDateTimeUTC: '2026-03-15T10:00:00+00:00' } })),
    fc.tuple(wireConfig, fc.double({ min: 90.0001, max: 1e6, noNaN: true })).map(([w, lat]) => ({ ...w, ciAllowedAirports: [anAirportWire({ latitude: lat })] })),
    fc.tuple(wireConfig, fc.double({ min: 180.0001, max: 1e6, noNaN: true })).map(([w, lon]) => ({ ...w, ciAllowedAirports: [anAirportWire({ longitude: -lon })] })),
    fc.tuple(wireConfig, fc.double({ max: -Number.MIN_VALUE, noNaN: true })).map(([w, r]) => ({ ...w, ciAllowedAirports: [anAirportWire({ radius: r })] })),
    wireConfig.map(({ checkInPermission: _p, ...rest }) => rest),
  )
  fc.assert(fc.property(broken, (wire) => rejectsOnce(CheckInConfiguration, wire)), RUNS)
})

Properties('the response envelopes { success, result, error } of the check-in calls round-trip', () => {
  const error = fc.array(fc.record({ errId: fc.string(), errMessage: fc.string(), errKind: fc.string() }, { requiredKeys: ['errId'], noNullPrototype: true }), { maxLength: 2 })
  fc.assert(
    fc.property(fc.boolean(), wireCheckIn, wireConfig, error, fc.option(fc.boolean(), { nil: undefined }), (success, checkIn, config, err, checkedIn) =>
      roundTripsOnce(CheckInEnvelope, { success, result: checkIn, error: err }) &&
      roundTripsOnce(CheckInConfigurationEnvelope, { success, result: config }) &&
      roundTripsOnce(CheckInPostEnvelope, { success, result: checkedIn === undefined ? {} : { checkedIn } }),
    ),
    RUNS,
  )
})

Properties('POST body "checkInLogicalId" round-trips; an empty or non-string id gives a Left', () => {
  fc.assert(fc.property(wireLogicalId, (id) => roundTripsOnce(CheckInRequest, { checkInLogicalId: id })), RUNS)
  fc.assert(fc.property(fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)), (bad) => rejectsOnce(CheckInRequest, { checkInLogicalId: bad })), RUNS)
})

Properties.run()

const Examples = suite('check-in codecs: examples')

Examples('"Allowed codes: CHECK_IN_ALLOWED, CHECK_IN_PENDING, CHECK_IN_NOT_ALLOWED" and nothing else', () => {
  for (const code of ['CHECK_IN_ALLOWED', 'CHECK_IN_PENDING', 'CHECK_IN_NOT_ALLOWED']) assert.ok(E.isRight(CheckInPermission.decode(code)), code)
  for (const code of ['ALLOWED', 'check_in_allowed', '', null]) assert.ok(E.isLeft(CheckInPermission.decode(code)), String(code))
})

Examples('"upcomingCheckinEvent (logicalId, airport, fromDateTimeUTC)": fromDateTimeUTC decodes to the instant with its offset kept', () => {
  const decoded = decodeWith(CheckInConfiguration)(aConfigWire({ upcomingCheckinEvent: { logicalId: 'C1', airport: 'CDG', fromDateTimeUTC: '2026-03-29T03:30:00+02:00' } }))
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.upcomingCheckinEvent?.fromDateTimeUTC.offset, '+02:00')
    assert.is(decoded.right.upcomingCheckinEvent?.fromDateTimeUTC.toInstant().toString(), '2026-03-29T01:30:00Z')
  }
})

Examples('a configuration with no upcoming check-in (field absent or null) decodes', () => {
  const { upcomingCheckinEvent: _e, ...absent } = aConfigWire()
  assert.ok(E.isRight(decodeWith(CheckInConfiguration)(absent)))
  assert.ok(E.isRight(decodeWith(CheckInConfiguration)(aConfigWire({ upcomingCheckinEvent: null }))))
})

Examples('a decoding failure is a value naming the path of the bad field', () => {
  const decoded = decodeWith(CheckInConfiguration)(aConfigWire({ ciAllowedAirports: [anAirportWire(), anAirportWire({ radius: 'far' })] }))
  assert.ok(E.isLeft(decoded))
  if (E.isLeft(decoded)) assert.ok(decoded.left.issues.some((i) => i.path === 'ciAllowedAirports[1].radius'), JSON.stringify(decoded.left.issues))
})

Examples('unknown extra fields do not fail decoding; a position without a name (unfilled) is valid', () => {
  assert.ok(E.isRight(decodeWith(CheckIn)({ ...aCheckInWire(), extra: 1 })))
  assert.ok(E.isRight(decodeWith(CheckIn)(aCheckInWire({ positions: [{ assignment: 'PU', checkedIn: false }] }))))
})

Examples('"The error ERR_ALREADY_CHECKED_IN of kind APP": only that id with errKind APP matches', () => {
  assert.ok(AlreadyCheckedInError.is({ errId: 'ERR_ALREADY_CHECKED_IN', errKind: 'APP', errMessage: 'already' }))
  assert.not.ok(AlreadyCheckedInError.is({ errId: 'ERR_ALREADY_CHECKED_IN', errKind: 'SYS' }))
  assert.not.ok(AlreadyCheckedInError.is({ errId: 'ERR_ALREADY_CHECKED_IN' }))
  assert.not.ok(AlreadyCheckedInError.is({ errId: 'ERR_OTHER', errKind: 'APP' }))
})

Examples('the date-time arbitrary yields canonical strings (seconds, no fraction, +00:00 not Z)', () => {
  fc.assert(fc.property(wireDateTime, (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(s) && !s.endsWith('-00:00')), RUNS)
})

Examples('an optional field is still checked when present: a wrong type is refused, its absence is not (mutation run)', () => {
  const cases: ReadonlyArray<readonly [{ decode: (u: unknown) => E.Either<unknown, unknown> }, Record<string, unknown>, Record<string, unknown>]> = [
    [CheckInPosition, { assignment: 'CP', checkedIn: false }, { name: 5 }],
    [CheckInLoadQuery, { checkInLogicalId: 'C_I-LH400-20260315' }, { ltype: 5 }],
    [CheckInPostQuery, {}, { op: 'bogus' }],
    [CheckInPostQuery, {}, { ltype: 5 }],
    [CheckInConfirmRequest, {}, { position: 'here' }],
    [CheckInPostResult, {}, { checkedIn: 'yes' }],
  ]
  for (const [codec, base, wrong] of cases) {
    assert.ok(E.isRight(codec.decode(base)), `${JSON.stringify(base)} without the optional field`)
    assert.ok(E.isLeft(codec.decode({ ...base, ...wrong })), `${JSON.stringify(wrong)} refused`)
  }
  assert.ok(E.isLeft(CheckInLoadQuery.decode({ ltype: 'LEG' })), 'the check-in query needs its checkInLogicalId')
  assert.ok(E.isLeft(CheckInPosition.decode({ name: 'Anna' })), 'a position needs its assignment and checkedIn')
})

Examples.run()
