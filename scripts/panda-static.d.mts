/** The Panda runtime of styled-system/css, as scripts/panda-static.mjs evaluates literal calls with it. */
export function loadPandaRuntime(root: string): Promise<unknown>

/** `source` with its literal css()/cva() calls resolved; undefined when it imports nothing from styled-system/css. */
export function resolvePandaCalls(
  source: string,
  fileName: string,
  runtime: unknown,
): { readonly contents: string; readonly kept: ReadonlyArray<string> } | undefined

export function pandaStaticPlugin(root: string): import('esbuild').Plugin
