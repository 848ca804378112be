import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { ContainerModule } from 'inversify'
import { performCheckIn } from '../../../core/check-in/check-in.use-case'
import { loadCrewMemberCard } from '../../../core/crew/load-crew-member-card.use-case'
import { loadLegCrew } from '../../../core/crew/load-leg-crew.use-case'
import { loadHotel } from '../../../core/hotel/load-hotel.use-case'
import { markConfirmedChangeNews } from '../../../core/news/mark-confirmed-change-news.use-case'
import { loadRoles } from '../../../core/roles/load-roles.use-case'
import type { RoleUpdateFailed } from '../../../core/roles/save-roles.use-case'
import { confirmRosterChanges } from '../../../core/roster-changes/confirm-roster-changes.use-case'
import { loadChangeEffects } from '../../../core/roster/load-change-effects.use-case'
import { loadRosterChanges } from '../../../core/roster-changes/load-roster-changes.use-case'
import { loadDuties } from '../../../core/roster/load-duties.use-case'
import { INFRA, PORTS, provide, resolve } from '../../app/tokens'
import { DETAILS } from './details.tokens'

/** Binds the detail screens' use cases to their ports (ARCHITECTURE.md section 6, rule 5). */
export const detailsModule = new ContainerModule(({ bind }) => {
  const logError = (ctx: Parameters<typeof resolve>[0]) => (message: string) => resolve(ctx, INFRA.log).log('ERROR', message)
  provide(bind, DETAILS.loadEvent).toDynamicValue((ctx) => (input) => resolve(ctx, PORTS.roster).loadEventById(input.crmId, input.logicalId))
  provide(bind, DETAILS.loadRoles).toDynamicValue((ctx) => loadRoles({ roles: resolve(ctx, PORTS.roles) }))
  provide(bind, DETAILS.updateRoles).toDynamicValue(
    (ctx) => (input) =>
      pipe(
        resolve(ctx, PORTS.roles).updateRoles(input.crmId, input.body),
        TE.mapLeft((cause): RoleUpdateFailed => ({ _tag: 'RoleUpdateFailed', cause })),
      ),
  )
  provide(bind, DETAILS.loadLegCrew).toDynamicValue((ctx) => loadLegCrew({ crew: resolve(ctx, PORTS.crew) }))
  provide(bind, DETAILS.loadCrewMemberCard).toDynamicValue((ctx) => loadCrewMemberCard({ crew: resolve(ctx, PORTS.crew), logError: logError(ctx) }))
  provide(bind, DETAILS.loadHotel).toDynamicValue((ctx) => loadHotel({ hotel: resolve(ctx, PORTS.hotel), logError: logError(ctx) }))
  provide(bind, DETAILS.loadCheckIn).toDynamicValue((ctx) => (input) => resolve(ctx, PORTS.checkIn).loadCheckIn(input.crmId, input.logicalId))
  provide(bind, DETAILS.loadCheckInConfiguration).toDynamicValue((ctx) => (crmId) => resolve(ctx, PORTS.checkIn).loadConfiguration(crmId))
  provide(bind, DETAILS.performCheckIn).toDynamicValue((ctx) => {
    const source = resolve(ctx, INFRA.devicePosition)
    return performCheckIn({ port: resolve(ctx, PORTS.checkIn), ...(source._tag === 'device' ? { devicePosition: source.position } : {}) })
  })
  provide(bind, DETAILS.loadRosterChanges).toDynamicValue((ctx) => loadRosterChanges({ port: resolve(ctx, PORTS.rosterChanges) }))
  provide(bind, DETAILS.confirmRosterChanges).toDynamicValue((ctx) => confirmRosterChanges({ port: resolve(ctx, PORTS.rosterChanges) }))
  provide(bind, DETAILS.loadChangeEffects).toDynamicValue((ctx) => loadChangeEffects({ port: resolve(ctx, PORTS.changeEffects) }))
  provide(bind, DETAILS.markConfirmedChangeNews).toDynamicValue((ctx) => markConfirmedChangeNews({ port: resolve(ctx, PORTS.news) }))
  provide(bind, DETAILS.loadDutiesAfterConfirm).toDynamicValue((ctx) => (input) => {
    const roster = resolve(ctx, PORTS.roster)
    // core loadDuties over the after-confirm call: the same preparation, the POST of SPEC section 7.
    return loadDuties({ roster: { ...roster, loadDuties: (crmId) => roster.loadDutiesAfterConfirm(crmId, input.confirmed) } })(input)
  })
})
