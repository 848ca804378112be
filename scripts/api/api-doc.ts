// docs/api.md, generated from the server's route table and the core codecs each route's handler uses.
// `node --import tsx scripts/api/api-doc.ts` rewrites it; test/server/api-doc.test.ts fails when it is out of date.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mountedRouteModules } from '../../server/app'
import { resolveConfig } from '../../server/config'
import type { RouteDeps } from '../../server/deps'
import type { Route } from '../../server/http/router'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.routes.ts') ? [full] : []
  })

const walkAll = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walkAll(full) : name.endsWith('.ts') ? [full] : []
  })

/**
 * Route modules only keep their dependencies for later; building the table needs none of them but the
 * configuration, which decides a route's method (`security/logout` answers the configured `logoutMethod`).
 */
const docDeps = (logoutMethod: 'GET' | 'POST'): RouteDeps => {
  // SAML settings mount the SAML2 routes, as a server configured for SAML2 does (they are never contacted here).
  const config = resolveConfig({ logoutMethod, saml: { entryPoint: 'https://idp.invalid/sso', idpCert: 'documentation', idpIssuer: 'https://idp.invalid' } })
  const anything: unknown = new Proxy(() => undefined, { get: () => anything, apply: () => anything })
  const deps: unknown = new Proxy({}, { get: (_, name) => (name === 'config' ? config : anything) })
  return deps as RouteDeps
}

/** The token the operations calls are mounted with here (they exist only with OPS_TOKEN). */
const DOC_OPERATIONS_TOKEN = 'documentation'

/**
 * Every route a server mounts (`mountedRouteModules` of server/app.ts, the operations calls included), built once with
 * each configurable method: a route whose method differs between the two builds takes it from the configuration.
 */
export const documentedRoutes = (): ReadonlyArray<{ readonly route: Route; readonly methods: string }> => {
  const build = (logoutMethod: 'GET' | 'POST') => mountedRouteModules({ operationsToken: DOC_OPERATIONS_TOKEN }).flatMap((module) => module(docDeps(logoutMethod)))
  const asGet = build('GET')
  const asPost = build('POST')
  return asGet.map((route, i) => {
    const other = asPost[i]?.method
    return { route, methods: other === undefined || other === route.method ? route.method : `${route.method} or ${other} (\`logoutMethod\`, LOGOUT_METHOD)` }
  })
}

interface CoreImport {
  readonly name: string
  readonly module: string
}

/** The names a route file imports from core, with the core module each comes from. */
const coreImports = (file: string, src: string): ReadonlyArray<CoreImport> =>
  [...src.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*\/core\/[^']*)'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((s) => s.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop() ?? '')
      .filter((s) => s !== '')
      .map((name) => ({ name, module: resolve(dirname(file), m[2] ?? '') })),
  )

const isCodec = async (c: CoreImport): Promise<boolean> => {
  const mod: Record<string, unknown> = await import(`${c.module}.ts`)
  const value = mod[c.name]
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'decode') === 'function' && typeof Reflect.get(value, 'encode') === 'function'
}

/** A route declaration in a route file: `sessionRoute('GET', '/rest/...'`, `publicRoute(config.x, \`${BASE}/x\``, `formPostRoute('/...'`. */
const ROUTE_CALL = /\b(?:sessionRoute|publicRoute|formPostRoute)\(\s*(?:'([A-Z]+)'\s*,\s*|([\w.]+)\s*,\s*)?(?:(['`])([^'`]*)\3|([A-Z][A-Z0-9_]*)\s*,)/g

/** `const NAME = 'text'` or a template, in any server file: a path constant a route declaration names. */
const CONSTANT = /\bconst ([A-Z][A-Z0-9_]*)(?::\s*string)?\s*=\s*(['`])([^'`]*)\2/g

interface Declaration {
  readonly file: string
  readonly src: string
  /** The literal method, or undefined when the method is an expression (the configuration's). */
  readonly method: string | undefined
  readonly path: RegExp
  readonly text: string
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Every route declaration of the route files, with its handler text (up to the next declaration). */
const declarationsOf = (files: ReadonlyArray<{ readonly file: string; readonly src: string }>, constants: ReadonlyMap<string, string>): ReadonlyArray<Declaration> =>
  files.flatMap(({ file, src }) => {
    const found = [...src.matchAll(ROUTE_CALL)]
    return found.map((m, i) => {
      // A template path matches whatever its `${PREFIX}` parts stand for; a constant, what it holds.
      const written = m[4] ?? (m[5] === undefined ? undefined : constants.get(m[5])) ?? '${unknown}'
      const pattern = written.split(/\$\{[^}]*\}/).map(escapeRegExp).join('.*')
      const start = m.index
      const end = found[i + 1]?.index ?? src.length
      return { file, src, method: m[1], path: new RegExp(`^${pattern}$`), text: src.slice(start, end) }
    })
  })

export const apiDoc = async (): Promise<string> => {
  const files = walk(join(ROOT, 'server')).map((file) => ({ file, src: readFileSync(file, 'utf8') }))
  const constants = new Map<string, string>()
  for (const file of walkAll(join(ROOT, 'server'))) for (const m of readFileSync(file, 'utf8').matchAll(CONSTANT)) if (m[1] !== undefined && m[3] !== undefined && !constants.has(m[1])) constants.set(m[1], m[3])
  const declarations = declarationsOf(files, constants)
  const rows: string[] = []
  for (const { route, methods } of documentedRoutes()) {
    const candidates = declarations.filter((d) => d.path.test(route.path) && (d.method === undefined || d.method === route.method))
    const declaration = candidates.find((d) => d.method === route.method) ?? candidates[0]
    const home = declaration
    const text = declaration?.text
    const codecs: string[] = []
    if (home !== undefined && text !== undefined) {
      for (const c of coreImports(home.file, home.src)) {
        if (new RegExp(`\\b${c.name}\\b`).test(text) && (await isCodec(c))) codecs.push(`\`${c.name}\` (${relative(ROOT, c.module)})`)
      }
    }
    const where = home === undefined ? '' : `\`${relative(ROOT, home.file)}\``
    rows.push(`| ${methods} | \`${route.path}\` | ${route.access === 'public' ? 'public' : 'session'} | ${codecs.join(', ')} | ${where} |`)
  }
  return [
    '# The server\'s endpoints',
    '',
    'Generated by `node --import tsx scripts/api/api-doc.ts` from the reference server\'s route table',
    '(`server/routes.ts`) and the core codecs named in each route\'s handler (helpers it calls are not followed);',
    '`test/server/api-doc.test.ts` (part of `npm test`) fails when this page is out of date. Every answer is the envelope',
    '`{ success, result?, error? }` (`core/errors/envelope.rules.ts`). A session route needs the session cookie (or an OIDC',
    'bearer token) and, when its path holds `{crmId}`, that crmId must be the signed-in crew member\'s (403 otherwise);',
    'state-changing calls carry `X-Requested-With: XMLHttpRequest`. The table is the route table a server mounts',
    '(`mountedRouteModules` in `server/app.ts`): the operations calls (`/rest/pems/operations/...`) exist only when the',
    'server has an operations token (OPS_TOKEN), the SAML2 calls (`security/saml2/...`) only with SAML2 settings, and',
    '`security/logout` answers the method the configuration names.',
    '',
    '| method | path | access | core codecs used | route module |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(join(ROOT, 'docs', 'api.md'), await apiDoc())
}
