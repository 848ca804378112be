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

/** One JSON object per line: `time`, `level`, `msg`, the fields, and `error` (the stack) for errors. */
export const jsonLine = (level: 'INFO' | 'WARN' | 'ERROR', msg: string, fields?: LogFields, cause?: unknown): string =>
  `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields, ...(cause === undefined ? {} : { error: describe(cause) }) })}\n`

/** Structured JSON lines on stdout (info) or stderr (warnings, errors with their stack). */
export const consoleLogger: Logger = {
  info: (message, fields) => process.stdout.write(jsonLine('INFO', message, fields)),
  warn: (message, fields) => process.stderr.write(jsonLine('WARN', message, fields)),
  error: (message, cause, fields) => process.stderr.write(jsonLine('ERROR', message, fields, cause)),
}

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
