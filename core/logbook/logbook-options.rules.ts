import { DEFAULT_DISPLAY_OPTIONS } from '../access/profile-defaults'
import type { DisplayOptions } from '../access/profile.codec'
import type { LogbookOptions, RoleFunction } from './logbook.codec'

/** The role codes of the demo airline and of most rosters (names and short names both): the profile's default. */
export const DEFAULT_ROLE_FUNCTIONS: Readonly<Record<string, RoleFunction>> = DEFAULT_DISPLAY_OPTIONS.logbookRoleFunctions

/** The logbook's options from the profile's display options: the duty limits' rule set (EASA when they are off). */
export const logbookOptionsOf = (display: Pick<DisplayOptions, 'dutyLimits' | 'logbookRoleFunctions'>): LogbookOptions => ({
  ruleSet: display.dutyLimits === 'FAA' ? 'FAA' : 'EASA',
  roleFunctions: display.logbookRoleFunctions,
})
