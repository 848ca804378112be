import type { FeatureEnabling } from '../../../core/access/enabling.codec'
import { featureAccess, type FeatureAccess } from '../../../core/access/feature-access'
import { ENABLING_FEATURE_IDS, type EnablingFeatureId } from '../../../core/access/feature-ids'
import { type FeatureSwitches } from '../../../core/access/profile.codec'
import { DEFAULT_FEATURE_SWITCHES } from '../../../core/access/profile-defaults'

/** One enabling; defaults to news at value Y. */
export const anEnabling = (overrides: Partial<FeatureEnabling> = {}): FeatureEnabling => ({
  featureId: 'IDP_NEWS',
  value: 'Y',
  ...overrides,
})

/** Every enabling id at WRITE, with per-id values; `null` leaves the enabling out. */
export const enablingsWith = (
  values: Partial<Record<EnablingFeatureId, string | null>> = {},
): FeatureEnabling[] =>
  ENABLING_FEATURE_IDS.flatMap((featureId) => {
    const value = values[featureId]
    if (value === null) return []
    return [{ featureId, value: value ?? 'WRITE' }]
  })

/** The default switches with overrides. */
export const switchesWith = (overrides: Partial<FeatureSwitches> = {}): FeatureSwitches => ({
  ...DEFAULT_FEATURE_SWITCHES,
  ...overrides,
})

/** A user with every feature (defaults + every enabling at WRITE) unless overridden. */
export const anAccess = (
  options: {
    readonly switches?: Partial<FeatureSwitches>
    readonly enablings?: Partial<Record<EnablingFeatureId, string | null>>
  } = {},
): FeatureAccess => featureAccess(switchesWith(options.switches), enablingsWith(options.enablings))
