import * as E from 'fp-ts/Either'
import { ContainerModule } from 'inversify'
import { decideSignedIn } from '../../core/access/signed-in-routes.rules'
import { loadSignedInLanguage } from '../../core/settings/load-signed-in-language.use-case'
import { createApplicationLockRunner } from './application-lock.runner'
import { createAutoRefreshRunner } from './auto-refresh.runner'
import { createDutiesStore } from './duties.store'
import { createKeepAliveRunner } from './keep-alive.runner'
import { createOutboxRunner } from './outbox.runner'
import { connectDeviceCopy } from './device-copy.runner'
import { connectSessionLifecycle } from './session-lifecycle'
import { session } from './session.store'
import { SESSION_SHELL_PARTS } from '../shell/session-shell'
import { SIGNED_IN_VIEWS } from './signed-in-screens'
import { INFRA, PORTS, provide, resolve, SHELL, USE_CASES } from './tokens'

/**
 * Binds the running services of a signed-in session, one each per container, over the ports and INFRA: keep-alive,
 * the application lock, the duty plan, auto-refresh, the outbox, the signed-in language, and the life cycle that
 * starts and stops them, and the signed-in table's route decisions and screens, the shell's signed-in parts. Loaded with the session
 * runtime (ui/app/session-runtime.ts), after the login form.
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  provide(bind, SHELL.sessionLifecycle).toConstantValue(connectSessionLifecycle)
  // The copy is shown once home's code is in (`preloadHome`): home then draws it at once, with no loading fallback.
  provide(bind, SHELL.deviceCopy).toConstantValue((deps) => connectDeviceCopy({ ...deps, screenReady: SIGNED_IN_VIEWS.preloadHome }))
  // The router decides signed-in routes only once this runtime is bound (ui/app/route-view.tsx).
  provide(bind, SHELL.signedInRoutes).toConstantValue(decideSignedIn)
  provide(bind, SHELL.signedInScreens).toConstantValue(SIGNED_IN_VIEWS)
  provide(bind, SHELL.sessionShell).toConstantValue(SESSION_SHELL_PARTS)
  provide(bind, SHELL.keepAlive)
    .toDynamicValue((ctx) =>
      createKeepAliveRunner({
        auth: resolve(ctx, PORTS.auth),
        clock: resolve(ctx, INFRA.clock),
        scheduler: resolve(ctx, INFRA.scheduler),
        page: resolve(ctx, INFRA.browserPage),
        sessionExpired: () => resolve(ctx, SHELL.auth).dispatch({ type: 'SESSION_EXPIRED' }),
      }),
    )
    .inSingletonScope()
  provide(bind, SHELL.applicationLock)
    .toDynamicValue((ctx) =>
      createApplicationLockRunner({
        clock: resolve(ctx, INFRA.clock),
        scheduler: resolve(ctx, INFRA.scheduler),
        page: resolve(ctx, INFRA.browserPage),
        lock: () => resolve(ctx, SHELL.auth).dispatch({ type: 'APPLICATION_LOCKED' }),
      }),
    )
    .inSingletonScope()
  provide(bind, SHELL.duties)
    .toDynamicValue((ctx) =>
      createDutiesStore({ loadDuties: resolve(ctx, USE_CASES.loadDuties), clock: resolve(ctx, INFRA.clock), crmId: () => session.crmId }),
    )
    .inSingletonScope()
  provide(bind, SHELL.autoRefresh)
    .toDynamicValue((ctx) =>
      createAutoRefreshRunner({
        refresh: resolve(ctx, PORTS.refresh),
        scheduler: resolve(ctx, INFRA.scheduler),
        preferences: resolve(ctx, INFRA.preferences),
        reloadDuties: () => void resolve(ctx, SHELL.duties).load(),
        autoRefreshByDefault: resolve(ctx, INFRA.profile).display.autoRefreshByDefault,
      }),
    )
    .inSingletonScope()
  provide(bind, SHELL.outbox)
    .toDynamicValue((ctx) => {
      const duties = resolve(ctx, SHELL.duties)
      const runner = createOutboxRunner({
        store: resolve(ctx, INFRA.outboxStore),
        sender: {
          confirmRosterChanges: (crmId, body) => resolve(ctx, PORTS.rosterChanges).confirmRosterChanges(crmId, body),
          createRemark: (crmId, body) => resolve(ctx, PORTS.remarks).createRemark(crmId, body),
        },
        cache: resolve(ctx, INFRA.cache),
        clock: resolve(ctx, INFRA.clock),
        online: resolve(ctx, INFRA.online),
        enabled: resolve(ctx, INFRA.profile).features.offlineOutbox,
        dutiesLoaded: duties.onLoaded,
        log: (message) => resolve(ctx, INFRA.log).log('WARNING', message),
        prepare: (crmId) => resolve(ctx, PORTS.remarks).fetchRemarkTypes(crmId)(),
        unlockCache: async (password) => {
          const userName = session.user?.userName
          if (userName === undefined) return false
          const verdict = await resolve(ctx, PORTS.offlineCredentials).compareWithStoredHash(userName, password)()
          return E.isRight(verdict) && verdict.right === 'match'
        },
      })
      // A confirmation sent from the outbox changed the roster: the duty plan loads again.
      runner.onSettled((items) => {
        if (items.some((i) => i.action._tag === 'ConfirmRosterChange' && i.state._tag === 'Sent')) void duties.load()
      })
      return runner
    })
    .inSingletonScope()
  provide(bind, USE_CASES.loadSignedInLanguage).toDynamicValue((ctx) =>
    loadSignedInLanguage({ loadPreferredLanguage: () => resolve(ctx, PORTS.settings).loadPreferredLanguage() }),
  )
})
