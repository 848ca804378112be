import type { FeatureEnabling } from '../../core/access/enabling.codec'

/** A demo crew member: login, identity and the enablings that decide which features they get. */
export interface DemoCrewMember {
  readonly username: string
  readonly password: string
  readonly crmId: string
  readonly userId: string
  readonly firstName: string
  readonly lastName: string
  /** What the start log says about them. */
  readonly description: string
  readonly rank: string
  readonly homeBase: string
  readonly homeBaseTimeZone: string
  readonly enablings: ReadonlyArray<FeatureEnabling>
}

/**
 * The demo users (ARCHITECTURE.md section 3): "anna / anna-demo (captain, every feature, edit rights
 * on my data) and bruno / bruno-demo (cabin crew, view-only my data, daily remarks at value Q)".
 * Values follow `core/access/feature-access.rules.ts`: `WRITE` is the edit level, `READ` view only,
 * `Q` the daily-remarks value that also shows the crew member's own remarks.
 */
export const DEMO_CREW: ReadonlyArray<DemoCrewMember> = [
  {
    username: 'anna',
    password: 'anna-demo',
    crmId: '100001',
    userId: 'U100001',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    description: 'captain, every feature, my-data edit rights',
    rank: 'CP',
    homeBase: 'CDG',
    homeBaseTimeZone: 'Europe/Paris',
    enablings: [
      { featureId: 'GEO_LOCATION_CHECKIN', value: 'NO' },
      { featureId: 'IDP_MY_DATA', value: 'WRITE' },
      { featureId: 'IDP_DAILY_REMARK', value: 'Q' },
      { featureId: 'IDP_EVENT_REMARK', value: 'YES' },
      { featureId: 'IDP_NEWS', value: 'YES' },
      { featureId: 'IDP_NOTIF_SETTINGS', value: 'YES' },
    ],
  },
  {
    username: 'bruno',
    password: 'bruno-demo',
    crmId: '200002',
    userId: 'U200002',
    firstName: 'Bruno',
    lastName: 'Moreau',
    description: 'cabin crew, my-data view only, daily remarks at value Q',
    rank: 'CC',
    homeBase: 'CDG',
    homeBaseTimeZone: 'Europe/Paris',
    enablings: [
      { featureId: 'GEO_LOCATION_CHECKIN', value: 'YES' },
      { featureId: 'IDP_MY_DATA', value: 'READ' },
      { featureId: 'IDP_DAILY_REMARK', value: 'Q' },
      { featureId: 'IDP_EVENT_REMARK', value: 'YES' },
      { featureId: 'IDP_NEWS', value: 'YES' },
      { featureId: 'IDP_NOTIF_SETTINGS', value: 'YES' },
    ],
  },
]
