import type { BuildFacts } from '../../core/settings/settings-screen.rules'

/**
 * The build's own facts (the date and short hash of its commit), which build.mjs writes into index.html as
 * `<meta name="build" data-date data-commit>` rather than into the scripts, so that a new commit changes no script.
 * None on a page without them (the tests, a copy built outside git): the version label is then SPEC's.
 */
export const buildFactsOf = (doc: Pick<Document, 'querySelector'> | undefined): BuildFacts => {
  const meta = doc?.querySelector('meta[name="build"]')
  return { date: meta?.getAttribute('data-date') ?? undefined, commit: meta?.getAttribute('data-commit') ?? undefined }
}
