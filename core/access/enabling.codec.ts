import * as t from 'io-ts'

/**
 * One user configuration enabling (SPEC section 3, User: "configuration (enablings list of featureId and
 * value, plus languageServiceAvailable)"). `value` is `NO` when the feature is off; see
 * `feature-access.rules.ts` for the permission values.
 */
export const FeatureEnabling = t.type({ featureId: t.string, value: t.string }, 'FeatureEnabling')
export type FeatureEnabling = t.TypeOf<typeof FeatureEnabling>

/** The user's configuration as delivered with the user (SPEC section 3). */
export const UserConfiguration = t.intersection(
  [t.type({ enablings: t.array(FeatureEnabling) }), t.partial({ languageServiceAvailable: t.boolean })],
  'UserConfiguration',
)
export type UserConfiguration = t.TypeOf<typeof UserConfiguration>
