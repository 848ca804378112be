import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from '../../test/e2e/support/harness'
import { measureDecode, type DecodeMeasure } from './decode-measure'
import { rosterPayload, type RosterPayload } from './roster-payload'
import { kb, median, ms, notMeasured, times, type BenchContext, type BenchProvider, type BenchRow } from './table'

/**
 * Decoding the duty data on the client: `RosterDataEnvelope.decode` (core codecs) of a dense block month
 * (~250 events, children included) and of a year (~3,000), against `JSON.parse` of the same bytes, in Node
 * and in Debian's Chromium (through the DevTools protocol, the core code bundled with esbuild as the app is:
 * the browser's native Temporal, no CPU throttling). Goal: a year in at most 20 ms and at most 4x JSON.parse.
 */
const GOAL_YEAR_MS = 20
const GOAL_RATIO = 4

const PAYLOADS = (): ReadonlyArray<{ readonly payload: RosterPayload; readonly iterations: number; readonly goal: boolean }> => [
  { payload: rosterPayload('block month', 1), iterations: 40, goal: false },
  { payload: rosterPayload('year', 12), iterations: 8, goal: true },
]

const rowsOf = (area: string, payload: RosterPayload, goal: boolean, measures: ReadonlyArray<DecodeMeasure>): ReadonlyArray<BenchRow> => {
  const decodeMs = median(measures.map((m) => m.decodeMs))
  const parseMs = median(measures.map((m) => m.parseMs))
  const ratio = median(measures.map((m) => m.decodeMs / m.parseMs))
  const readMs = median(measures.map((m) => m.decodeAndReadMs))
  const failed = measures.some((m) => !m.decoded)
  const what = `${payload.label} (${payload.events} events, ${kb(payload.json.length)})`
  return [
    {
      area,
      measure: `RosterDataEnvelope.decode, ${what}`,
      value: failed ? 'DECODE FAILED' : `${ms(decodeMs)} = ${times(ratio)} JSON.parse (${ms(parseMs)})`,
      ...(goal ? { goal: `<= ${GOAL_YEAR_MS} ms and <= ${GOAL_RATIO}x`, holds: !failed && decodeMs <= GOAL_YEAR_MS && ratio <= GOAL_RATIO } : {}),
    },
    { area, measure: `decode, then read every event's UTC start and end, ${payload.label}`, value: failed ? 'DECODE FAILED' : ms(readMs) },
  ]
}

/** The core decode bundled for the browser as the app bundles it (`temporal-polyfill` read as the native Temporal). */
const browserBundle = async (): Promise<string> => {
  const result = await build({
    stdin: { contents: "import { measureDecode } from './decode-measure'\n(globalThis as any).measureDecode = measureDecode\n", resolveDir: new URL('.', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'native-temporal',
        setup: (b) => {
          b.onResolve({ filter: /^temporal-polyfill$/ }, () => ({ path: 'temporal', namespace: 'bench-temporal' }))
          b.onLoad({ filter: /.*/, namespace: 'bench-temporal' }, () => ({ contents: 'export const Temporal = globalThis.Temporal\n' }))
        },
      },
    ],
  })
  return result.outputFiles[0]?.text ?? ''
}

const nodeRows = (context: BenchContext, payloads: ReturnType<typeof PAYLOADS>): ReadonlyArray<BenchRow> =>
  payloads.flatMap(({ payload, iterations, goal }) => {
    context.progress(`decode (Node): ${payload.label}`)
    measureDecode(payload.json, 2)
    return rowsOf('decode, Node', payload, goal, Array.from({ length: context.runs }, () => measureDecode(payload.json, iterations)))
  })

const chromiumRows = async (context: BenchContext, payloads: ReturnType<typeof PAYLOADS>): Promise<ReadonlyArray<BenchRow>> => {
  if (!chromiumAvailable()) return [notMeasured('decode, Chromium', 'RosterDataEnvelope.decode', `no Chromium at ${CHROMIUM_PATH}`, `<= ${GOAL_YEAR_MS} ms and <= ${GOAL_RATIO}x`)]
  const script = await browserBundle()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>decode bench</title>')
    const native = await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal === 'object')
    if (!native) return [notMeasured('decode, Chromium', 'RosterDataEnvelope.decode', 'this Chromium has no native Temporal')]
    await page.addScriptTag({ content: script })
    const rows: BenchRow[] = []
    for (const { payload, iterations, goal } of payloads) {
      context.progress(`decode (Chromium): ${payload.label}`)
      const measures: DecodeMeasure[] = []
      const run = (n: number) => page.evaluate(([json, count]) => (globalThis as unknown as { measureDecode: typeof measureDecode }).measureDecode(json, count), [payload.json, n] as const)
      await run(2)
      for (let i = 0; i < context.runs; i++) measures.push(await run(iterations))
      rows.push(...rowsOf('decode, Chromium', payload, goal, measures))
    }
    return rows
  } finally {
    await browser.close()
  }
}

export const decodeBench: BenchProvider = {
  name: 'decode',
  rows: async (context) => {
    const payloads = PAYLOADS()
    return [...nodeRows(context, payloads), ...(await chromiumRows(context, payloads))]
  },
}
