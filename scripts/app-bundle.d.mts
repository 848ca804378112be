import type { BuildOptions, Metafile, Plugin } from 'esbuild'

export declare const BROWSER_TARGET: string[]
export declare const activeProfilePlugin: (root: string, profileFile: string, logoUrl: string) => Plugin
export declare const nativeTemporalPlugin: Plugin
export declare const appBundleOptions: (options: {
  readonly root: string
  readonly outdir: string
  readonly profileFile: string
  readonly logoUrl: string
  readonly extraPlugins?: ReadonlyArray<Plugin>
}) => BuildOptions & { metafile: true }
export declare const reflectMetadataPlugin: (root: string) => Plugin
export declare const SIGNED_OUT_MODULE: RegExp
export declare const SIGNED_IN_FIRST: ReadonlyArray<string>
/** What index.html names for the first view (output paths as the metafile names them), or which chunk is missing. */
export declare const firstViewChunks: (
  metafile: Metafile,
  root: string,
  fallbackLanguage: string,
) =>
  | {
      readonly preload: ReadonlyArray<string>
      readonly signedIn: ReadonlyArray<string>
      readonly dictionaries: ReadonlyArray<{ readonly language: string; readonly part: 'signed-out' | 'signed-in-home'; readonly path: string }>
    }
  | string
export declare const shellChunkPlugin: (root: string) => Plugin
