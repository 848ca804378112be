/**
 * The server log. Stacks and internal details go here only, never into an answer
 * ("never a 500 with a stack"). No personal data and no token is ever passed to it: requests are
 * logged by route pattern (`/rest/pems/roster/{crmId}/events`), never by their path, query, headers or body.
 */
export interface Logger {
  readonly info: (message: string, fields?: LogFields) => void
  readonly warn: (message: string, fields?: LogFields) => void
  readonly error: (message: string, cause?: unknown, fields?: LogFields) => void
}

/** Extra fields of a structured line (request id, route, status, duration, ...). */
export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>

const describe = (cause: unknown): string =>
  cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : String(cause)

/** The keys every line owns: an event's field of the same name never replaces them (an alert on `"level":"WARN"` must see every warning). */
const LINE_KEYS: ReadonlySet<string> = new Set(['time', 'level', 'msg', 'error'])

/** One JSON object per line: `time`, `level`, `msg`, the fields (except those four names), and `error` (the stack) for errors. */
export const jsonLine = (level: 'INFO' | 'WARN' | 'ERROR', msg: string, fields?: LogFields, cause?: unknown): string => {
  const line: Record<string, string | number | boolean | undefined> = { time: new Date().toISOString(), level, msg }
  for (const [key, value] of Object.entries(fields ?? {})) if (!LINE_KEYS.has(key)) line[key] = value
  if (cause !== undefined) line['error'] = describe(cause)
  return `${JSON.stringify(line)}\n`
}

/** Structured JSON lines: info to `out`, warnings and errors (with their stack) to `err`. */
export const jsonLogger = (out: (line: string) => void, err: (line: string) => void): Logger => ({
  info: (message, fields) => out(jsonLine('INFO', message, fields)),
  warn: (message, fields) => err(jsonLine('WARN', message, fields)),
  error: (message, cause, fields) => err(jsonLine('ERROR', message, fields, cause)),
})

/** Structured JSON lines on stdout (info) or stderr (warnings, errors with their stack). */
export const consoleLogger: Logger = jsonLogger(
  (line) => void process.stdout.write(line),
  (line) => void process.stderr.write(line),
)

/** Discards everything (tests). */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

const suffix = (fields?: LogFields): string => (fields === undefined ? '' : ` ${JSON.stringify(fields)}`)

/** Keeps every line in memory (tests that check what was logged). */
export const memoryLogger = (): Logger & { readonly lines: string[] } => {
  const lines: string[] = []
  return {
    lines,
    info: (m, fields) => void lines.push(`INFO ${m}${suffix(fields)}`),
    warn: (m, fields) => void lines.push(`WARN ${m}${suffix(fields)}`),
    error: (m, cause, fields) => void lines.push(`ERROR ${m}${cause === undefined ? '' : ` ${describe(cause)}`}${suffix(fields)}`),
  }
}
