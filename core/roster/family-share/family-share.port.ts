import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../errors/app-error'
import type { FamilyLink, FamilyLinkName, ShareLevel } from './family-share.codec'

/** A link just made or replaced: its absolute URL, shown once (the server keeps only its hash). */
export interface NewFamilyLink {
  readonly link: FamilyLink
  readonly url: string
}

/** The family-share calls under `rest/pems/family/{crmId}/links` (ours; docs/api.md). */
export interface FamilySharePort {
  readonly list: (crmId: string) => TE.TaskEither<TransportError, ReadonlyArray<FamilyLink>>
  readonly create: (crmId: string, name: FamilyLinkName, level: ShareLevel) => TE.TaskEither<TransportError, NewFamilyLink>
  readonly rename: (crmId: string, linkId: string, name: FamilyLinkName) => TE.TaskEither<TransportError, void>
  /** A new URL for the link; the old one stops at once. */
  readonly replace: (crmId: string, linkId: string) => TE.TaskEither<TransportError, NewFamilyLink>
  readonly revoke: (crmId: string, linkId: string) => TE.TaskEither<TransportError, void>
}
