/** The printed block month (issue 32): one page per block month, on paper. */
export const printMonth = {
  title: '{airline} · Duty plan',
  blockMonth: 'Block month: {month}',
  crew: '{name} · Crew ID {crmId}',
  printedOn: 'Printed {date}',
  calendar: 'Calendar',
  duties: 'Duties',
  date: 'Date',
  duty: 'Duty',
  local: 'Local time',
  utc: 'UTC',
  wholeDay: 'Whole day',
  none: 'No duties in this block month.',
}
