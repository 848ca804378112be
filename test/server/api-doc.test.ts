import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { apiDoc } from '../../scripts/api/api-doc'
import { startServer } from './helpers'
import { isProbe } from './route-samples'

const Doc = suite('docs/api.md')

const page = (): string => readFileSync(join(process.cwd(), 'docs', 'api.md'), 'utf8')

Doc('lists every endpoint of the server with the core codecs its handler uses (regenerate: node --import tsx scripts/api/api-doc.ts)', async () => {
  const generated = await apiDoc()
  assert.ok(generated.includes('| GET | `/rest/pems/security/config` | public | `SecurityConfig`'), 'the security config is documented with its codec')
  assert.fixture(page(), generated)
})

Doc('every route a running server mounts (operations token, SAML2 and push on, logout by POST) has its row', async () => {
  const server = await startServer({
    operationsToken: 'api-doc-test',
    saml: { entryPoint: 'https://idp.invalid/sso', idpCert: 'api-doc-test', idpIssuer: 'https://idp.invalid' },
    logoutMethod: 'POST',
  })
  try {
    const rows = page()
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split('|').map((cell) => cell.trim()))
    const missing = server.server.routes
      .filter((route) => !isProbe(route))
      .filter((route) => !rows.some((cells) => cells[2] === `\`${route.path}\`` && (cells[1] ?? '').split(/\s+/).includes(route.method)))
      .map((route) => `${route.method} ${route.path}`)
    assert.equal(missing, [], 'mounted routes missing from docs/api.md')
  } finally {
    await server.close()
  }
})

Doc.run()
