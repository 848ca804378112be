import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { DateTimeWithOffset, IsoDate } from '../../../core/shared/time.codec'

const DateTime = suite('DateTimeWithOffset')

DateTime('decodes "ISO 8601 date-times with zone offset" to a ZonedDateTime keeping the offset', () => {
  const decoded = DateTimeWithOffset.decode('2026-03-15T08:00:00+01:00')
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.offset, '+01:00')
    assert.is(decoded.right.toInstant().toString(), '2026-03-15T07:00:00Z')
  }
})

DateTime('encodes back to the same wire string', () => {
  const wire = '2026-10-25T02:30:00+02:00'
  const decoded = DateTimeWithOffset.decode(wire)
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) assert.is(DateTimeWithOffset.encode(decoded.right), wire)
})

DateTime('Z decodes as +00:00', () => {
  const decoded = DateTimeWithOffset.decode('2026-03-15T08:00:00Z')
  assert.ok(E.isRight(decoded) && decoded.right.offset === '+00:00')
})

DateTime('rejects a date-time without offset, a date alone and non-strings', () => {
  for (const bad of ['2026-03-15T08:00:00', '2026-03-15', 42, null, '2026-13-40T99:00:00Z']) {
    assert.ok(E.isLeft(DateTimeWithOffset.decode(bad)), String(bad))
  }
})

DateTime('a DST change: 01:30 +01:00 and 03:30 +02:00 in Paris are one hour apart', () => {
  const a = DateTimeWithOffset.decode('2026-03-29T01:30:00+01:00')
  const b = DateTimeWithOffset.decode('2026-03-29T03:30:00+02:00')
  assert.ok(E.isRight(a) && E.isRight(b))
  if (E.isRight(a) && E.isRight(b)) {
    assert.is(a.right.until(b.right).total('hours'), 1)
    assert.is(a.right.withTimeZone('Europe/Paris').add({ hours: 1 }).hour, 3)
  }
})

DateTime.run()

const Dates = suite('IsoDate')
Dates('decodes yyyy-MM-dd and rejects impossible dates', () => {
  const ok = IsoDate.decode('2026-02-28')
  assert.ok(E.isRight(ok) && ok.right.equals(Temporal.PlainDate.from('2026-02-28')))
  assert.ok(E.isLeft(IsoDate.decode('2026-02-30')))
  assert.ok(E.isLeft(IsoDate.decode('28/02/2026')))
})
Dates.run()
