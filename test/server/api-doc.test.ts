import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { apiDoc } from '../../scripts/api/api-doc'

const Doc = suite('docs/api.md')

Doc('lists every endpoint of the server with the core codecs its handler uses (regenerate: node --import tsx scripts/api/api-doc.ts)', async () => {
  const generated = await apiDoc()
  assert.ok(generated.includes('| GET | `/rest/pems/security/config` | public | `SecurityConfig`'), 'the security config is documented with its codec')
  assert.fixture(readFileSync(join(process.cwd(), 'docs', 'api.md'), 'utf8'), generated)
})

Doc.run()
