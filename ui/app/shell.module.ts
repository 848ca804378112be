import { ContainerModule } from 'inversify'
import { createAuthRunner } from './auth.runner'
import { INFRA, PORTS, provide, resolve, SHELL } from './tokens'

/**
 * Binds the auth flow, the one running service the shell needs before anyone signs in (the signed-in services are
 * `sessionModule`'s, loaded with the session runtime).
 */
export const shellModule = new ContainerModule(({ bind }) => {
  provide(bind, SHELL.auth)
    .toDynamicValue((ctx) =>
      createAuthRunner({
        auth: resolve(ctx, PORTS.auth),
        offline: resolve(ctx, PORTS.offlineCredentials),
        preferences: resolve(ctx, INFRA.preferences),
        cache: resolve(ctx, INFRA.cache),
        profile: resolve(ctx, INFRA.profile),
        page: resolve(ctx, INFRA.browserPage),
        log: resolve(ctx, INFRA.log),
        online: resolve(ctx, INFRA.online),
        sso: resolve(ctx, INFRA.sso),
        serverEntry: () => resolve(ctx, INFRA.serverConfig).load().selected,
      }),
    )
    .inSingletonScope()
})
