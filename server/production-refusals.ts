/**
 * What `NODE_ENV=production` refuses to start with (issue 25 item 11): demo and unsafe settings that are fine
 * for a demo or a test and wrong for an airline. Each rule reads the environment `server/main.ts` reads and
 * answers a one-line reason naming the variable, or undefined. To add a rule, append it to
 * {@link PRODUCTION_RULES}; server/README.md ("Running it in production") lists them.
 */
export type ProductionRule = (env: NodeJS.ProcessEnv) => string | undefined

/** The shortest operations token production accepts: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_OPS_TOKEN_LENGTH = 32

const set = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export const PRODUCTION_RULES: ReadonlyArray<ProductionRule> = [
  (env) =>
    set(env, 'SEED_DEMO') !== undefined && set(env, 'SEED_DEMO') !== '0' && set(env, 'SEED_DEMO') !== 'false'
      ? 'SEED_DEMO is set: the demo users have published passwords'
      : undefined,
  (env) => (set(env, 'CREW_NOW') !== undefined ? 'CREW_NOW is set: the server clock must be real time' : undefined),
  (env) => {
    const token = env['OPS_TOKEN']
    if (token === undefined || token === '') return undefined
    return token.length < MIN_OPS_TOKEN_LENGTH ? `OPS_TOKEN is shorter than ${MIN_OPS_TOKEN_LENGTH} characters: use a random token (openssl rand -hex 32)` : undefined
  },
  (env) =>
    set(env, 'SAML_ENTRY_POINT') !== undefined && set(env, 'PUBLIC_URL') === undefined
      ? 'PUBLIC_URL is not set while SAML is configured (SAML_ENTRY_POINT): the SAML endpoints must not follow the Host header'
      : undefined,
]

/** Every reason production refuses `env` (empty when it may start, or when NODE_ENV is not `production`). */
export const productionRefusals = (env: NodeJS.ProcessEnv): ReadonlyArray<string> =>
  env['NODE_ENV'] !== 'production' ? [] : PRODUCTION_RULES.flatMap((rule) => rule(env) ?? [])
