import { token } from '../../app/tokens'
import type { loadTravelWarnings } from '../../../core/my-data/load-travel-warnings.use-case'

/** The travel-document check of home and the duty screens, bound by `travelWarningsModule`. */
export const TRAVEL_WARNINGS = {
  load: token<ReturnType<typeof loadTravelWarnings>>('TRAVEL_WARNINGS.load'),
} as const
