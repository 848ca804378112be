import {
  DISABLED_VALUE,
  WRITE_VALUES,
  myDataModeOf,
  type MyDataMode,
  type Permission,
} from '../access/feature-access.rules'

/**
 * The my-data mode from the user's `IDP_MY_DATA` enabling value and the profile's `viewMyData`
 * switch, with the permission encoding of core/access (SPEC section 6: "A permission level of READ
 * and WRITE exists"; enabled when "the value is not NO"): `WRITE` (also `W`, `EDIT`, `Q`; trimmed, any
 * case) means `EDIT` ("Edit enabled gives add, delete and submit"), any other value but `NO` (for
 * example `READ`) means `VIEW_ONLY` ("View only gives read-only lists"), no enabling or `NO` means
 * `HIDDEN`. The page actions per mode are `myDataActionsOf` of core/access.
 */
export const myDataMode = (enablingValue: string | undefined, switchOn = true): MyDataMode => {
  const value = enablingValue?.trim().toUpperCase()
  const permission: Permission =
    value === undefined || value === DISABLED_VALUE ? 'NONE' : WRITE_VALUES.includes(value) ? 'WRITE' : 'READ'
  return myDataModeOf(switchOn, permission)
}
