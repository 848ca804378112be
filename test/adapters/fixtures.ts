import { Temporal } from 'temporal-polyfill'
import { CheckInConfiguration } from '../../core/check-in/check-in.codec'
import { CrmId, LogicalId } from '../../core/shared/brands'
import { decodeOrThrow } from '../core/shared/fixtures'

export { decodeOrThrow }


export const aLogicalId = (s = 'C_I-LH400-20260315'): LogicalId => decodeOrThrow(LogicalId, s)
export const aCrmId = (s = 'C1001'): CrmId => decodeOrThrow(CrmId, s)

/** Frankfurt airport, a 3 km check-in zone. */
export const FRA = { code: 'FRA', latitude: 50.0379, longitude: 8.5622, radius: 3000 }
/** Munich airport, a 2 km check-in zone. */
export const MUC = { code: 'MUC', latitude: 48.3538, longitude: 11.7861, radius: 2000 }

/** The wire check-in configuration: an upcoming check-in at FRA, zones FRA and MUC. */
export const aConfigWire = (o: Record<string, unknown> = {}) => ({
  upcomingCheckinEvent: { logicalId: 'C_I-LH400-20260315', airport: 'FRA', fromDateTimeUTC: '2026-03-15T10:00:00+00:00' },
  ciAllowedAirports: [FRA, MUC],
  checkInPermission: 'CHECK_IN_ALLOWED',
  ...o,
})

export const aConfig = (o: Record<string, unknown> = {}): CheckInConfiguration => decodeOrThrow(CheckInConfiguration, aConfigWire(o))

/** A wire duty event (an OTHER duty on 2026-03-15 08:00-10:00 UTC). */
export const aDutyEventWire = (o: Record<string, unknown> = {}) => ({
  id: 'E1',
  logicalId: 'L1',
  type: 'OTHER',
  fromDateTimeUTC: '2026-03-15T08:00:00+00:00',
  toDateTimeUTC: '2026-03-15T10:00:00+00:00',
  ...o,
})

export const instant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)
export const plainDate = (iso: string): Temporal.PlainDate => Temporal.PlainDate.from(iso)
export const utc = (iso: string): Temporal.ZonedDateTime => Temporal.Instant.from(iso).toZonedDateTimeISO('+00:00')
