import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import { CreatedFamilyLink, CreateFamilyLinkBody, FamilyLinks, RenameFamilyLinkBody } from '../../core/roster/family-share/family-share.codec'
import type { FamilySharePort } from '../../core/roster/family-share/family-share.port'
import { feedUrlOf } from './calendar-subscription.http'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/** The family-share calls; never cached (the links are secrets). */
export const createFamilyShareHttp = (client: HttpClient): FamilySharePort => ({
  list: (crmId) =>
    pipe(
      client.request({ method: 'GET', base: 'pems', path: encodePath`family/${crmId}/links`, flags: { ignoreErrors: true }, read: readEnvelope(FamilyLinks) }),
      TE.map((answer) => answer.links),
    ),
  create: (crmId, name, level) =>
    pipe(
      client.request({
        method: 'POST',
        base: 'pems',
        path: encodePath`family/${crmId}/links`,
        body: CreateFamilyLinkBody.encode({ name: name, level }),
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(CreatedFamilyLink),
      }),
      TE.map((created) => ({ link: created.link, url: feedUrlOf(client, created.path) })),
    ),
  rename: (crmId, linkId, name) =>
    pipe(
      client.request({
        method: 'PUT',
        base: 'pems',
        path: encodePath`family/${crmId}/links/${linkId}`,
        body: RenameFamilyLinkBody.encode({ name: name }),
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(FamilyLinks),
      }),
      TE.map(() => undefined),
    ),
  replace: (crmId, linkId) =>
    pipe(
      client.request({
        method: 'POST',
        base: 'pems',
        path: encodePath`family/${crmId}/links/${linkId}/replace`,
        body: {},
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(CreatedFamilyLink),
      }),
      TE.map((created) => ({ link: created.link, url: feedUrlOf(client, created.path) })),
    ),
  revoke: (crmId, linkId) =>
    client.request({ method: 'DELETE', base: 'pems', path: encodePath`family/${crmId}/links/${linkId}`, flags: { showProgress: true, ignoreErrors: true }, read: readEmptyEnvelope }),
})
