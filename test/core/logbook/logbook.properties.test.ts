import fc from 'fast-check'
import { suite } from 'uvu'
import { Temporal } from 'temporal-polyfill'
import type { GeoPoint, SunAltitude } from '../../../core/platform/sun.port'
import { nightMinutesAlong, sectorNightMinutes, sectorTrack } from '../../../core/logbook/night-time.rules'
import { recencyOf } from '../../../core/logbook/recency.rules'
import { logbookSectors } from '../../../core/logbook/sectors.rules'
import { addSector, totalsOf, type LogbookTotals } from '../../../core/logbook/totals.rules'
import { EASA, deps, leg, schematicSun } from './logbook-fixtures'

const point = fc.record({ latitude: fc.double({ min: -89, max: 89, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) })
// Off-block anywhere in 2024–2027 on a whole minute, block 1 minute to 18 hours.
const offBlock = fc.integer({ min: 28_401_120, max: 30_504_960 }).map((m) => Temporal.Instant.fromEpochMilliseconds(m * 60_000))
const minutes = fc.integer({ min: 1, max: 18 * 60 })
const end = (from: Temporal.Instant, m: number) => from.add({ minutes: m })

const Night = suite('logbook night time: properties')

Night('night time is never more than block time', () => {
  fc.assert(
    fc.property(point, point, offBlock, minutes, (a, b, off, m) => {
      const night = sectorNightMinutes(schematicSun, a, b, off, end(off, m))
      return night >= 0 && night <= m
    }),
    { numRuns: 200 },
  )
})

Night("splitting a sector's time in two at a whole minute: the two nights add up to the sector's", () => {
  fc.assert(
    fc.property(point, point, offBlock, minutes.filter((m) => m >= 2), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, off, m, f) => {
      const track = sectorTrack(a, b, off, end(off, m))
      const cut = Math.floor(m * f)
      const whole = nightMinutesAlong(schematicSun, track, off, m)
      return nightMinutesAlong(schematicSun, track, off, cut) + nightMinutesAlong(schematicSun, track, end(off, cut), m - cut) === whole
    }),
    { numRuns: 200 },
  )
})

Night('a sector entirely between evening and morning civil twilight has night = block', () => {
  // Any sun that stays below −6° over the sector, wherever and whenever it is.
  fc.assert(
    fc.property(point, point, offBlock, minutes, fc.double({ min: 6.01, max: 90, noNaN: true }), (a, b, off, m, depth) => {
      const dark: SunAltitude = { altitudeAt: (_p: GeoPoint, i: Temporal.Instant) => -depth - (i.epochMilliseconds % 7) }
      return sectorNightMinutes(dark, a, b, off, end(off, m)) === m
    }),
    { numRuns: 200 },
  )
})

const NOW = Temporal.Instant.from('2027-06-01T00:00:00Z')
const AIRPORT_CODES = ['CDG', 'JFK', 'LHR', 'NRT', 'QQQ'] as const
const legs = fc.array(
  fc.record({
    from: fc.constantFrom(...AIRPORT_CODES),
    to: fc.constantFrom(...AIRPORT_CODES),
    off: offBlock,
    m: minutes,
    roles: fc.constantFrom(['Co-pilot', 'Pilot flying'], ['Commander'], ['Commander', 'Pilot flying'], ['Purser']),
  }),
  { maxLength: 12 },
).map((xs) => xs.map((x, i) => leg(`L${i}`, x.from, x.to, x.off.toString(), end(x.off, x.m).toString(), { roles: x.roles })))

const Totals = suite('logbook totals and recency: properties')

const KEYS: ReadonlyArray<keyof LogbookTotals> = ['sectors', 'blockMinutes', 'multiPilotMinutes', 'nightMinutes', 'nightNotComputable', 'ifrMinutes', 'picMinutes', 'coPilotMinutes', 'reliefMinutes', 'takeOffsDay', 'takeOffsNight', 'landingsDay', 'landingsNight']

Totals('adding a sector never lowers a total', () => {
  fc.assert(
    fc.property(legs, (events) => {
      const sectors = logbookSectors(deps, EASA, events, [], NOW)
      return sectors.every((s, i) => {
        const before = totalsOf(sectors.filter((_, j) => j !== i))
        const after = addSector(before, s)
        return KEYS.every((k) => after[k] >= before[k])
      })
    }),
    { numRuns: 100 },
  )
})

Totals('recency counts are monotone in the window: a longer window never counts fewer', () => {
  fc.assert(
    fc.property(legs, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (events, short, extra) => {
      const sectors = logbookSectors(deps, EASA, events, [], NOW)
      const a = recencyOf('EASA', sectors, [], NOW, short)
      const b = recencyOf('EASA', sectors, [], NOW, short + extra)
      return a.every((r, i) => {
        const s = b[i]
        return s !== undefined && s.aircraftType === r.aircraftType && s.kind === r.kind && s.takeOffs >= r.takeOffs && s.landings >= r.landings
      })
    }),
    { numRuns: 100 },
  )
})

Night.run()
Totals.run()
