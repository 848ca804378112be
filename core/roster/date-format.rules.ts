/** The pattern engine moved to the one formatting module, `core/shared/date-format.rules.ts`; kept for existing imports. */
export { formatDate, monthLabelOf, monthLabelText, type DateFields, type MonthLabel } from '../shared/date-format.rules'
