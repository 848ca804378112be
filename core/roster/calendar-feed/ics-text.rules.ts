import type { FeedEntry } from './calendar-versions.rules'

/** RFC 5545 section 3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
export const ICS_LINE_OCTETS = 75

const CRLF = '\r\n'

const octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/**
 * RFC 5545 section 3.1 folding: a content line longer than 75 octets (UTF-8) is split, each continuation line
 * starting with one space; a split never falls inside a character.
 */
export const foldLine = (line: string): string => {
  const parts: string[] = []
  let current = ''
  let size = 0
  let limit = ICS_LINE_OCTETS
  for (const char of line) {
    const n = octets(char.codePointAt(0) ?? 0)
    if (size + n > limit) {
      parts.push(current)
      current = ''
      size = 0
      // A continuation line's leading space counts towards its 75 octets.
      limit = ICS_LINE_OCTETS - 1
    }
    current += char
    size += n
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/**
 * RFC 5545 section 3.3.11 TEXT escaping: backslash, semicolon and comma escaped, line breaks as `\n`; other
 * control characters (not allowed in TEXT) are dropped.
 */
export const escapeText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters TEXT may not hold
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')

/** An instant `2026-03-16T05:10:00Z` (or with a fraction) as an RFC 5545 UTC DATE-TIME `20260316T051000Z`. */
export const icsUtc = (instant: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(instant)
  if (match === null) throw new RangeError(`not a UTC instant: ${instant}`)
  return `${match[1]}${match[2]}${match[3]}T${match[4]}${match[5]}${match[6]}Z`
}

/** What the calendar header says. */
export interface FeedHeader {
  /** X-WR-CALNAME: the calendar's name in the crew member's calendar app. */
  readonly name: string
}

const eventLines = (item: FeedEntry): ReadonlyArray<string> => {
  const { entry } = item
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${icsUtc(item.changedAt.toString())}`,
    `LAST-MODIFIED:${icsUtc(item.changedAt.toString())}`,
    `SEQUENCE:${item.sequence}`,
    `DTSTART:${icsUtc(entry.start)}`,
    // RFC 5545 3.8.2.2: DTEND must be later than DTSTART; a duty of no length has none.
    ...(entry.end > entry.start ? [`DTEND:${icsUtc(entry.end)}`] : []),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.location === undefined ? [] : [`LOCATION:${escapeText(entry.location)}`]),
    `DESCRIPTION:${escapeText(entry.description)}`,
    `STATUS:${item.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${item.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ]
}

/**
 * The feed as RFC 5545 text (`text/calendar`): one VCALENDAR, one VEVENT per entry, UTC times, CRLF line ends,
 * every line folded. A refresh hint of one hour for the calendar apps that read it.
 */
export const icsCalendar = (header: FeedHeader, entries: ReadonlyArray<FeedEntry>): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Crew Duty Plan//Calendar subscription//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(header.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...entries.flatMap(eventLines),
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join(CRLF) + CRLF
