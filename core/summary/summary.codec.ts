import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { IsoDate } from '../shared/time.codec'

/** A table column: its `key` in the rows and its `label`. */
export const SummaryColumn = t.type({ key: t.string, label: t.string }, 'SummaryColumn')
export type SummaryColumn = t.TypeOf<typeof SummaryColumn>

/** A table of values: columns (key/label) and data rows keyed by column key. */
export const SummaryTable = t.type(
  { columns: t.array(SummaryColumn), rows: t.array(t.record(t.string, t.string)) },
  'SummaryTable',
)
export type SummaryTable = t.TypeOf<typeof SummaryTable>

/** A parameter shown as a text line: name and value. */
export const SummaryValueParameter = t.type({ name: t.string, value: t.string }, 'SummaryValueParameter')
export type SummaryValueParameter = t.TypeOf<typeof SummaryValueParameter>

/** A parameter shown as a table. */
export const SummaryTableParameter = t.type({ name: t.string, table: SummaryTable }, 'SummaryTableParameter')
export type SummaryTableParameter = t.TypeOf<typeof SummaryTableParameter>

/** SPEC section 3, "Summary": parameters have "name, value string, or a table with value columns key/label and data rows". */
export const SummaryParameter = t.union([SummaryValueParameter, SummaryTableParameter], 'SummaryParameter')
export type SummaryParameter = t.TypeOf<typeof SummaryParameter>

/** A named group of parameters. */
export const SummaryGroup = t.type({ name: t.string, parameters: t.array(SummaryParameter) }, 'SummaryGroup')
export type SummaryGroup = t.TypeOf<typeof SummaryGroup>

/** Result of `GET roster/{crmId}/summary` ("groups with a name and parameters"). */
export const Summary = t.type({ groups: t.array(SummaryGroup) }, 'Summary')
export type Summary = t.TypeOf<typeof Summary>

/** The envelope of `GET roster/{crmId}/summary`. */
export const SummaryEnvelope = Envelope(Summary)

/** Query of `GET roster/{crmId}/summary` ("query start, end"), as ISO dates. */
export const SummaryQuery = t.type({ start: IsoDate, end: IsoDate }, 'SummaryQuery')
export type SummaryQuery = t.TypeOf<typeof SummaryQuery>

/** Whether a parameter is shown as a table (else as a text line). */
export const isTableParameter = (parameter: SummaryParameter): parameter is SummaryTableParameter => 'table' in parameter
