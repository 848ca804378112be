/**
 * The server log. Stacks and internal details go here only, never into an answer
 * (issue 3: "never a 500 with a stack").
 */
export interface Logger {
  readonly info: (message: string) => void
  readonly warn: (message: string) => void
  readonly error: (message: string, cause?: unknown) => void
}

const stamp = (): string => new Date().toISOString()

const describe = (cause: unknown): string =>
  cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : String(cause)

/** One line per message on stdout (info) or stderr (warnings, errors with their stack). */
export const consoleLogger: Logger = {
  info: (message) => process.stdout.write(`${stamp()} INFO  ${message}\n`),
  warn: (message) => process.stderr.write(`${stamp()} WARN  ${message}\n`),
  error: (message, cause) =>
    process.stderr.write(`${stamp()} ERROR ${message}${cause === undefined ? '' : `\n${describe(cause)}`}\n`),
}

/** Discards everything (tests). */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

/** Keeps every line in memory (tests that check what was logged). */
export const memoryLogger = (): Logger & { readonly lines: string[] } => {
  const lines: string[] = []
  return {
    lines,
    info: (m) => void lines.push(`INFO ${m}`),
    warn: (m) => void lines.push(`WARN ${m}`),
    error: (m, cause) => void lines.push(`ERROR ${m}${cause === undefined ? '' : ` ${describe(cause)}`}`),
  }
}
