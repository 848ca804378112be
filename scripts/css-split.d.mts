export interface Leaf {
  readonly context: ReadonlyArray<string>
  readonly prelude: string
  readonly body: string
}
export declare const parseSheet: (css: string) => { statements: string[]; leaves: Leaf[] }
export declare const printSheet: (statements: ReadonlyArray<string>, leaves: ReadonlyArray<Leaf>) => string
export declare const splitStylesheet: (
  full: string,
  login: string,
  options?: { readonly scripts?: ReadonlyArray<string>; readonly bySelector?: boolean },
) => { login: string; rest: string }
export declare const withDarkBeforeScripts: (css: string, themes: ReadonlyArray<string>) => string
