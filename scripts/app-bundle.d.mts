import type { BuildOptions, Plugin } from 'esbuild'

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
export declare const shellChunkPlugin: (root: string) => Plugin
