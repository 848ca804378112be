import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { proxy, ref } from 'valtio'
import type { LegCrew, LegCrewMember } from '../../../../core/crew/leg-crew.codec'
import type { loadCrewMemberCard } from '../../../../core/crew/load-crew-member-card.use-case'
import type { loadLegCrew } from '../../../../core/crew/load-leg-crew.use-case'
import type { loadRoles } from '../../../../core/roles/load-roles.use-case'
import type { RoleInfoList } from '../../../../core/roles/roles.codec'
import type { CrmId } from '../../../../core/shared/brands'
import type { OpenCard } from './crew-member-card'

/** The leg-details view state: the roles and crew of the event shown (`eventId`), and the open crew card. */
export interface LegState {
  eventId: string | undefined
  roles: RoleInfoList | undefined
  legCrew: LegCrew | undefined
  crewFailed: boolean
  /** Held by `ref` (the card carries Temporal values). */
  card: OpenCard | undefined
}

/** The one leg-details store (valtio): read with `useSnapshot`, changed only by the actions below. */
export const legState: LegState = proxy<LegState>({ eventId: undefined, roles: undefined, legCrew: undefined, crewFailed: false, card: undefined })

/** What loading a leg's data needs: the use cases and the error channel. */
export interface LegLoadDeps {
  readonly loadLegCrew: ReturnType<typeof loadLegCrew>
  readonly loadRoles: ReturnType<typeof loadRoles>
  /** Opens the 'Service Error' dialog with a catalogue message (SPEC section 8). */
  readonly showMessage: (key: 'legDataLoadFailed' | 'roleDataLoadFailed') => void
  readonly online: () => boolean
}

/** Counts leg loads (and resets); an answer belongs to the latest one or is dropped. */
let loads = 0

/** Starts showing another event: forget the previous one's roles, crew and card. */
export const showLegOf = (eventId: string): void => {
  if (legState.eventId === eventId) return
  Object.assign(legState, { eventId, roles: undefined, legCrew: undefined, crewFailed: false, card: undefined })
}

/**
 * Loads the crew (and, when role editing is permitted, the role infos) of the leg. SPEC section 8:
 * "Leg crew failure: 'service error' dialog with content about failing to load leg data"; "Role info
 * failure: 'service error' dialog about failing to load role data". Offline no dialog shows (the
 * screen keeps its loading state: "If offline and nothing has loaded, a loading state shows").
 */
export const loadLegData = async (
  deps: LegLoadDeps,
  input: { readonly crmId: CrmId; readonly eventId: string; readonly withRoles: boolean },
): Promise<void> => {
  showLegOf(input.eventId)
  legState.crewFailed = false
  const load = ++loads
  // Only the latest load of the shown event writes: an older answer arriving late must not replace a newer one.
  const current = () => load === loads && legState.eventId === input.eventId
  const crew = deps
    .loadLegCrew({ crmId: input.crmId, eventId: input.eventId })()
    .then((result) => {
      if (!current()) return
      if (E.isRight(result)) legState.legCrew = result.right
      else {
        legState.crewFailed = true
        if (deps.online()) deps.showMessage('legDataLoadFailed')
      }
    })
  const roles = input.withRoles
    ? deps
        .loadRoles({ crmId: input.crmId, eventId: input.eventId })()
        .then((result) => {
          if (!current()) return
          if (E.isRight(result)) legState.roles = result.right
          else if (deps.online()) deps.showMessage('roleDataLoadFailed')
        })
    : Promise.resolve()
  await Promise.all([crew, roles])
}

/** Opens the crew member card of `member` (`segment`: the leg's event id) and loads it; a failure leaves it unloaded (logged by core). */
export const openCrewMemberCard = async (load: ReturnType<typeof loadCrewMemberCard>, member: LegCrewMember, segment: string): Promise<void> => {
  legState.card = ref({ member, card: O.none, loading: true })
  const result = await load({ crewMemberId: member.id, segment })()
  if (legState.card?.member !== member) return
  legState.card = ref({ member, card: E.isRight(result) ? O.some(result.right) : O.none, loading: false })
}

/** Closes the crew member card. */
export const closeCrewMemberCard = (): void => {
  legState.card = undefined
}

/** Forgets the leg shown (sign-out, tests). */
export const resetLegState = (): void => {
  loads += 1
  Object.assign(legState, { eventId: undefined, roles: undefined, legCrew: undefined, crewFailed: false, card: undefined })
}
