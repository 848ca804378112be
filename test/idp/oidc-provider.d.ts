// The few parts of oidc-provider 9 (which ships no type declarations) that test/idp/oidc-identity-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Grant {
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }
  export interface Interaction {
    readonly uid: string
    readonly prompt: { readonly name: string }
    readonly params: Readonly<Record<string, unknown>>
    readonly session?: { readonly accountId?: string }
  }
  export interface KoaContextLike {
    body: unknown
    readonly oidc: {
      readonly client?: { readonly clientId: string }
      readonly session: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined }
      readonly result?: { readonly consent?: { readonly grantId?: string } }
      readonly provider: Provider
    }
  }
  export interface Session {
    destroy(): Promise<void>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Readonly<Record<string, unknown>>)
    readonly Grant: { new (input: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> }
    readonly Session: { find(id: string): Promise<Session | undefined> }
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Readonly<Record<string, unknown>>,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
