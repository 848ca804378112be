import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { bodyReader } from '../../server/http/body'
import { parseCookies } from '../../server/http/cookies'
import { parseTarget } from '../../server/http/path'
import { decodeQuery } from '../../server/http/query'
import { parseBasicAuth } from '../../server/security/basic-auth'
import { anyJson, coreCodecs, deepValue, edgeString } from '../core/shared/arbitraries'

/** Runs per codec and property, and per parser (stated here, as the fuzz report quotes them). */
const BODY_RUNS = 60
const PARSER_RUNS = 1000

const codecs = await coreCodecs()
const Bodies = suite(`server body and request decoders, fuzzed (${codecs.length} codecs x ${BODY_RUNS} runs; parsers ${PARSER_RUNS} runs)`)

/** JSON text, bytes that are not UTF-8 or not JSON, and nesting far past what any payload has. */
const anyBody: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 6, arbitrary: anyJson.map((v) => Buffer.from(JSON.stringify(v) ?? 'null', 'utf8')) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((d) => Buffer.from(`${'['.repeat(d)}${']'.repeat(d)}`)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 1000 }).map((d) => Buffer.from(JSON.stringify(deepValue(d)))) },
  { weight: 1, arbitrary: edgeString.map((s) => Buffer.from(s, 'utf8')) },
)

Bodies(`every core codec as a request body: never a throw; a refusal is a 4xx reply (${BODY_RUNS} runs per codec)`, () => {
  for (const { name, codec } of codecs) {
    fc.assert(
      fc.property(anyBody, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', undefined), (raw, type) => {
        const result = bodyReader(raw, type).json(codec)
        if (E.isLeft(result)) assert.ok(result.left.status >= 400 && result.left.status < 500, `${name}: ${result.left.status}`)
      }),
      { numRuns: BODY_RUNS },
    )
  }
})

Bodies(`query strings for every codec: never a throw, a refusal is 400 (${BODY_RUNS} runs per codec)`, () => {
  for (const { name, codec } of codecs) {
    fc.assert(
      fc.property(fc.array(fc.tuple(edgeString, edgeString), { maxLength: 5 }), (pairs) => {
        const result = decodeQuery(codec, new URLSearchParams(pairs))
        if (E.isLeft(result)) assert.is(result.left.status, 400, name)
      }),
      { numRuns: BODY_RUNS },
    )
  }
})

Bodies(`paths, Basic credentials and cookies: never a throw (${PARSER_RUNS} runs each)`, () => {
  const text = fc.oneof(edgeString, fc.string({ unit: 'binary' }), fc.webUrl().map((u) => new URL(u).pathname + new URL(u).search))
  fc.assert(fc.property(text, (s) => void parseTarget(s.startsWith('/') ? s : `/${s}`)), { numRuns: PARSER_RUNS })
  fc.assert(fc.property(text, (s) => void parseBasicAuth(`Basic ${s}`)), { numRuns: PARSER_RUNS })
  fc.assert(fc.property(fc.base64String(), (s) => void parseBasicAuth(`Basic ${s}`)), { numRuns: PARSER_RUNS })
  fc.assert(fc.property(text, (s) => void parseCookies(s)), { numRuns: PARSER_RUNS })
})

Bodies.run()
