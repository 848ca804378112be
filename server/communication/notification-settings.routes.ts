import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { NewsMasterData, NewsMasterDataQuery } from '../../core/news/news.codec'
import { ContactInformation, ContactInformationBody, LanguageCode, PreferredLanguageResponse } from '../../core/settings/contact-information.codec'
import { NotificationMasterData, NotificationSettings, TagSettings, type NewsSubscription, type SubscriptionTag } from '../../core/settings/tag-settings.codec'
import { FALLBACK_LANGUAGE } from '../../core/shared/constants'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { validateNotificationEmail } from '../../core/shared/validation/email.rules'
import { parseLanguageCode } from '../../core/shared/validation/language.rules'
import { validateNotificationPhone } from '../../core/shared/validation/phone.rules'
import { ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { fieldErrorMessage, validationText, type FieldError } from '../my-data/validation-message'
import { checkDomain, COMMUNICATION } from './communication.http'
import * as repo from './notification-settings.repo'
import { contactFields, recordSettingsChange, subscriptionFields } from './notification-settings.history'

/**
 * The answer of `GET crm/notification/masterData`: core `NewsMasterData` (news categories, read by
 * the news list) and core `NotificationMasterData` (news subscriptions, read by the notification
 * settings) are two codecs of the same call, so the result is both.
 */
export const MasterDataResult = t.intersection([NewsMasterData, NotificationMasterData], 'MasterDataResult')

const invalid = (fieldError: FieldError): Reply => failure(400, ERR.invalidBody, `Invalid request body: ${fieldErrorMessage(fieldError)}`)

const domainQuery = (query: URLSearchParams): E.Either<Reply, string> => {
  const names = [...query.keys()]
  const unknown = names.filter((n) => n !== 'domain')
  if (unknown.length > 0) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter(s): ${[...new Set(unknown)].slice(0, 10).join(', ')}`))
  if (query.getAll('domain').length !== 1) return E.left(failure(400, ERR.invalidQuery, 'The query must hold exactly one domain'))
  const decoded = decodeWith(NewsMasterDataQuery)({ domain: query.get('domain') })
  if (E.isLeft(decoded)) return E.left(failure(400, ERR.invalidQuery, `Invalid query: ${describeDecodeError(decoded.left)}`))
  return checkDomain(decoded.right.domain, 'query')
}

/**
 * SPEC section 5, Notification settings: "At least one news subscription must be selected when
 * saving"; each tag must be one the domain offers; a subscription that is not `editable` keeps its
 * `defaultSelected` state (it "cannot be toggled"). Duplicates are dropped.
 */
export const checkSubscriptions = (offered: ReadonlyArray<NewsSubscription>, selected: ReadonlyArray<SubscriptionTag>): E.Either<FieldError, ReadonlyArray<SubscriptionTag>> => {
  if (selected.length === 0) return E.left({ path: 'subscriptions', error: { key: 'subscriptionRequired' } })
  const unknown = selected.findIndex((tag) => !offered.some((o) => o.tagValue === tag))
  if (unknown !== -1) return E.left({ path: `subscriptions[${unknown}]`, error: { key: 'notInList' } })
  const fixed = offered.find((o) => !o.editable && selected.includes(o.tagValue) !== o.defaultSelected)
  if (fixed !== undefined) return E.left({ path: 'subscriptions', error: { key: 'cannotBeChanged', params: { label: fixed.label } } })
  return E.right(offered.filter((o) => selected.includes(o.tagValue)).map((o) => o.tagValue))
}

/**
 * SPEC section 5, Notification settings: "E-mail required ('E-mail address is required!'), must be
 * valid ('E-mail address is not valid!'), and must pass the shared text rule"; the phone "must be a
 * plus followed by 6 to 14 digits". Whether SMS is checked is the client's form state, so the
 * server does not require the phone. Right: the normalised e-mail and phone.
 */
export const checkContactInformation = (body: ContactInformationBody): E.Either<FieldError, { readonly email: string; readonly phone: string }> => {
  const email = validateNotificationEmail(body.email)
  if (E.isLeft(email)) return E.left({ path: 'email', error: email.left })
  const phone = validateNotificationPhone(body.phone ?? '', { required: false })
  if (E.isLeft(phone)) return E.left({ path: 'phone', error: phone.left })
  return E.right({ email: email.right, phone: phone.right })
}

/**
 * The notification settings calls of SPEC section 7 under `/api/communication/v2`, for the
 * signed-in crew member: master data (`MasterDataResult`), tag settings (core `NotificationSettings`;
 * PUT core `TagSettings`), contact information (core `ContactInformation`; PUT core
 * `ContactInformationBody`), preferred language (core `PreferredLanguageResponse`; PUT checked with
 * core `parseLanguageCode` and `LanguageCode`). Writes answer the empty envelope; each one that changed something
 * is recorded in the crew member's change history (before -> after per field) in its transaction.
 */
export const notificationSettingsRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', `${COMMUNICATION}/crm/notification/masterData`, async (ctx) => {
    const domain = domainQuery(ctx.query)
    if (E.isLeft(domain)) return domain.left
    const [categories, newsSubscriptions] = await Promise.all([repo.newsCategories(db, domain.right), repo.offeredSubscriptions(db, domain.right)])
    return ok(MasterDataResult, { categories: [...categories], newsSubscriptions: [...newsSubscriptions] })
  }),
  sessionRoute('GET', `${COMMUNICATION}/notification-tag-settings/{domain}`, async (ctx) => {
    const domain = checkDomain(ctx.params.domain, 'path')
    if (E.isLeft(domain)) return domain.left
    return ok(NotificationSettings, await repo.notificationSettings(db, ctx.session.crmId, domain.right))
  }),
  sessionRoute('PUT', `${COMMUNICATION}/notification-tag-settings/{domain}`, async (ctx) => {
    const domain = checkDomain(ctx.params.domain, 'path')
    if (E.isLeft(domain)) return domain.left
    const body = ctx.body.json(TagSettings)
    if (E.isLeft(body)) return body.left
    const checked = checkSubscriptions(await repo.offeredSubscriptions(db, domain.right), body.right.subscriptions)
    if (E.isLeft(checked)) return invalid(checked.left)
    const { usePrimaryEmail, usePrimaryPhone, useAllDevice } = body.right
    const crmId = ctx.session.crmId
    await db.transaction(async (tx) => {
      const before = await repo.notificationSettings(tx, crmId, domain.right)
      await repo.saveSubscriptions(tx, crmId, domain.right, checked.right, { usePrimaryEmail, usePrimaryPhone, useAllDevice }, ctx.now)
      await recordSettingsChange(tx, crmId, ctx.now, 'subscriptions', domain.right, subscriptionFields(before), subscriptionFields(await repo.notificationSettings(tx, crmId, domain.right)))
    })
    return okEmpty()
  }),
  sessionRoute('GET', `${COMMUNICATION}/contactinformation`, async (ctx) => ok(ContactInformation, (await repo.contactInformation(db, ctx.session.crmId)).info)),
  sessionRoute('PUT', `${COMMUNICATION}/contactinformation`, async (ctx) => {
    const body = ctx.body.json(ContactInformationBody)
    if (E.isLeft(body)) return body.left
    const checked = checkContactInformation(body.right)
    if (E.isLeft(checked)) return invalid(checked.left)
    const crmId = ctx.session.crmId
    await db.transaction(async (tx) => {
      const before = (await repo.contactInformation(tx, crmId)).info
      await repo.saveContactInformation(tx, crmId, checked.right.email, checked.right.phone, ctx.now)
      const after = (await repo.contactInformation(tx, crmId)).info
      await recordSettingsChange(tx, crmId, ctx.now, 'contactInformation', '', contactFields(before), contactFields(after))
    })
    return okEmpty()
  }),
  sessionRoute('GET', `${COMMUNICATION}/preferredLanguage`, async (ctx) =>
    ok(PreferredLanguageResponse, (await repo.contactInformation(db, ctx.session.crmId)).language ?? FALLBACK_LANGUAGE),
  ),
  sessionRoute('PUT', `${COMMUNICATION}/preferredLanguage/{languageCode}`, async (ctx) => {
    const parsed = parseLanguageCode(ctx.params.languageCode)
    const code = E.isRight(parsed) ? parsed.right : ''
    // SPEC section 5: "accepted only if they are 2 characters after trim and lowercase"; stored as two letters.
    if (E.isLeft(parsed) || !LanguageCode.is(code)) {
      return failure(400, ERR.badPath, validationText({ key: 'invalidLanguageCode', params: { code: ctx.params.languageCode.slice(0, 16) } }))
    }
    const crmId = ctx.session.crmId
    await db.transaction(async (tx) => {
      const before = (await repo.contactInformation(tx, crmId)).language
      await repo.savePreferredLanguage(tx, crmId, code, ctx.now)
      await recordSettingsChange(tx, crmId, ctx.now, 'preferredLanguage', '', { preferredLanguage: before }, { preferredLanguage: code })
    })
    return okEmpty()
  }),
]
