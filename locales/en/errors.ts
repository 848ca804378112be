import { ENGLISH_MESSAGES } from '../../core/errors/message-keys.js'

/**
 * The error catalogue of SPEC section 8: every `MessageKey` with its English wording, taken from
 * `core/errors/message-keys.ts` (the one source of the spec's verbatim English), plus the remark,
 * roster-change and my-data keys of `core/remarks/remark.errors.ts`, `core/roster-changes/confirm-outcome.rules.ts`
 * and `core/my-data/my-data-error.ts`. `{name}` placeholders take the core params.
 */
export const errors = {
  ...ENGLISH_MESSAGES,

  // Daily-remark call keys (core/remarks/remark.errors.ts REMARK_MESSAGE_KEYS)
  couldNotLoadDailyRemarks: 'Could not load Daily Remarks.',
  couldNotCreateDailyRemark: 'Could not create Daily Remark.',
  couldNotDeleteDailyRemark: 'Could not delete Daily Remark.',
  couldNotLoadRemarkTypes: 'Could not load Remark Types.',

  // Roster-change dialog keys (core/roster-changes/confirm-outcome.rules.ts RosterChangeMessageKey)
  info: 'Info',
  unableToRetrieveRosterChanges: 'Unable to retrieve roster changes.',
  unsuccessfulNotificationConfirmation: 'Unsuccessful notification confirmation',

  // My-data writes without a server message (core/my-data/my-data-error.ts, other entities)
  myDataWriteFailed: 'Could not save the changes.',
  personalUpdateFailed: 'Could not update the personal data.',
  travelDocumentCreateFailed: 'Could not create the travel document.',
  travelDocumentUpdateFailed: 'Could not update the travel document.',
  travelDocumentDeleteFailed: 'Could not delete the travel document.',
  visaCreateFailed: 'Could not create the visa.',
  visaUpdateFailed: 'Could not update the visa.',
  visaDeleteFailed: 'Could not delete the visa.',
}
