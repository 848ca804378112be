import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { FeatureEnabling } from './enabling.codec'
import { PROFILE_FEATURE_IDS, type ProfileFeatureId } from './feature-ids'
import type { FeatureSwitches } from './profile.codec'

/**
 * Permission levels (SPEC section 6: "A permission level of READ and WRITE exists").
 *
 * Encoding of an enabling's `value` (compared trimmed and upper-cased):
 * - `NO` (or no enabling for the id): `NONE`.
 * - `WRITE`, `W`, `EDIT` and `Q`: `WRITE` (edit level). `Q` is the daily-remarks value that
 *   "additionally allows remarks by the crew member", so it is edit level too.
 * - any other value (`READ`, `R`, `Y`, `YES`, `VIEW`, ...): `READ`, since "the value is not NO" enables it.
 * Profile switches: off is `NONE`; an on `perform*` switch is `WRITE`, an on `view*` switch is `READ`.
 */
export type Permission = 'NONE' | 'READ' | 'WRITE'

/** The enabling value that turns a feature off. */
export const DISABLED_VALUE = 'NO'
/** Enabling values that grant the edit level. */
export const WRITE_VALUES: ReadonlyArray<string> = ['WRITE', 'W', 'EDIT', 'Q']
/** The daily-remarks value that additionally shows remarks by the crew member (SPEC section 6). */
export const CREW_REMARKS_VALUE = 'Q'

/** SPEC section 5: "Checking whether a feature is enabled without a feature id is an error." */
export interface MissingFeatureIdError {
  readonly _tag: 'MissingFeatureId'
}

const missingFeatureId: MissingFeatureIdError = { _tag: 'MissingFeatureId' }

const RANK: Readonly<Record<Permission, number>> = { NONE: 0, READ: 1, WRITE: 2 }

/** True when `granted` is at least `required` (WRITE includes READ). */
export const permits = (granted: Permission, required: Permission): boolean => RANK[granted] >= RANK[required]

/** True when `id` names a profile feature switch. */
export const isProfileFeatureId = (id: string): id is ProfileFeatureId =>
  (PROFILE_FEATURE_IDS as ReadonlyArray<string>).includes(id)

/** The first enabling the user's configuration holds for `featureId`, if any. */
export const enablingOf = (
  enablings: ReadonlyArray<FeatureEnabling>,
  featureId: string,
): FeatureEnabling | undefined => enablings.find((enabling) => enabling.featureId === featureId)

const normalised = (value: string): string => value.trim().toUpperCase()

const checkedId = (id: string | null | undefined): E.Either<MissingFeatureIdError, string> =>
  id === undefined || id === null || id.trim() === '' ? E.left(missingFeatureId) : E.right(id)

/**
 * SPEC section 6: "A feature is enabled if the profile's switch is true. For other ids it is enabled by the
 * user's configuration enablings: the value is not NO, or optionally an exact value match."
 * A missing or blank id is `Left(MissingFeatureId)`. `exactValue` applies to enabling ids only.
 */
export const isFeatureEnabled =
  (switches: FeatureSwitches, enablings: ReadonlyArray<FeatureEnabling>) =>
  (id: string | null | undefined, exactValue?: string): E.Either<MissingFeatureIdError, boolean> =>
    E.map((featureId: string) => {
      if (isProfileFeatureId(featureId)) return switches[featureId]
      const enabling = enablingOf(enablings, featureId)
      if (enabling === undefined) return false
      return exactValue === undefined ? normalised(enabling.value) !== DISABLED_VALUE : enabling.value === exactValue
    })(checkedId(id))

/** The permission level of a feature id (encoding documented on `Permission`). Missing id: `Left`. */
export const permissionOf =
  (switches: FeatureSwitches, enablings: ReadonlyArray<FeatureEnabling>) =>
  (id: string | null | undefined): E.Either<MissingFeatureIdError, Permission> =>
    E.map((featureId: string): Permission => {
      if (isProfileFeatureId(featureId)) {
        if (!switches[featureId]) return 'NONE'
        return featureId.startsWith('perform') ? 'WRITE' : 'READ'
      }
      const enabling = enablingOf(enablings, featureId)
      if (enabling === undefined) return 'NONE'
      const value = normalised(enabling.value)
      if (value === DISABLED_VALUE) return 'NONE'
      return WRITE_VALUES.includes(value) ? 'WRITE' : 'READ'
    })(checkedId(id))

/** My-data access levels (SPEC section 6): owner (INTERNAL), buddy (BUDDY), all (EXTERNAL). */
export const MY_DATA_ACCESS_LEVELS = ['INTERNAL', 'BUDDY', 'EXTERNAL'] as const
/** The `access` field of a my-data item: INTERNAL, BUDDY or EXTERNAL (SPEC section 5: "Access must be INTERNAL, EXTERNAL or BUDDY"). */
export const MyDataAccess = t.keyof({ INTERNAL: null, BUDDY: null, EXTERNAL: null }, 'MyDataAccess')
export type MyDataAccess = t.TypeOf<typeof MyDataAccess>
/** Who sees an item of each access level. */
export const MY_DATA_AUDIENCE: Readonly<Record<MyDataAccess, 'owner' | 'buddy' | 'all'>> = {
  INTERNAL: 'owner',
  BUDDY: 'buddy',
  EXTERNAL: 'all',
}

/** How the my-data pages behave: hidden, read-only lists, or editable. */
export type MyDataMode = 'HIDDEN' | 'VIEW_ONLY' | 'EDIT'

/** My-data mode from the profile switch and the `IDP_MY_DATA` permission: WRITE edits, READ views. */
export const myDataModeOf = (switchOn: boolean, permission: Permission): MyDataMode =>
  !switchOn || permission === 'NONE' ? 'HIDDEN' : permission === 'WRITE' ? 'EDIT' : 'VIEW_ONLY'

/** The actions a my-data page offers per mode (SPEC section 6: "Edit enabled gives add, delete and submit. View only gives read-only lists."). */
export interface MyDataActions {
  readonly canView: boolean
  readonly canAdd: boolean
  readonly canDelete: boolean
  readonly canSubmit: boolean
}

/** `MyDataActions` of a mode. */
export const myDataActionsOf = (mode: MyDataMode): MyDataActions => {
  const edit = mode === 'EDIT'
  return { canView: mode !== 'HIDDEN', canAdd: edit, canDelete: edit, canSubmit: edit }
}
