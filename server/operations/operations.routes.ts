import * as E from 'fp-ts/Either'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import { createNews } from '../communication/news.repo'
import { ERR } from '../http/errors'
import { failure, ok, type Reply } from '../http/reply'
import { publicRoute, type RouteModule } from '../http/router'
import { isRemarkType } from '../remarks/remarks.repo'
import { AnswerRemarkBody, NotifyRosterChangeBody, OperationResult, PublishNewsBody } from './operations.codec'
import { checkOperationsToken } from './operations-token'
import { crewMemberExists, storeRosterChange, storeSchedulerRemark } from './operations.repo'

/** The base path of the back-office calls. */
export const OPERATIONS = '/rest/pems/operations'

const unknownCrew = (crmId: string): Reply => failure(404, ERR.notFound, `No crew member ${crmId}`)

/**
 * The back office's calls (crew control and the scheduler), served only when the server has an operations
 * token (`OPS_TOKEN`): `Authorization: Bearer <token>` (wrong ones rate-limited, `operations-token.ts`), plus the `X-Requested-With` header of every
 * state-changing call. Each one writes its change and the crew member's pushes (the push outbox, server/push) in one
 * transaction and answers: any server process delivers the pushes afterwards, so the push services never hold up or
 * fail the call, and a process that dies after the commit loses no push.
 * - `POST operations/roster-changes`: a roster change notified to a crew member (a tap opens its confirmation);
 * - `POST operations/news`: a message published to crew members (a tap opens the news);
 * - `POST operations/daily-remarks`: the scheduler's answer on a day (a tap opens the daily remarks).
 */
export const operationsRoutes =
  (token: string): RouteModule =>
  (deps) => {
    const { db, push } = deps
    return [
      publicRoute('POST', `${OPERATIONS}/roster-changes`, async (ctx) => {
        const refused = await checkOperationsToken(deps, ctx, token)
        if (refused !== undefined) return refused
        const body = ctx.body.json(NotifyRosterChangeBody)
        if (E.isLeft(body)) return body.left
        const change = body.right
        if (change.days.length === 0) return failure(400, ERR.invalidBody, 'Invalid request body: days: at least one day')
        if (!(await crewMemberExists(db, change.crmId))) return unknownCrew(change.crmId)
        const owner = await db.query<{ crm_id: string }>('SELECT crm_id FROM roster_changes WHERE id = $1', [change.id])
        if (owner[0] !== undefined && owner[0].crm_id !== change.crmId) return failure(400, ERR.invalidBody, `Invalid request body: id: ${change.id} is another crew member's change`)
        await db.transaction(async (tx) => {
          await storeRosterChange(tx, change, ctx.now)
          await push.enqueue(tx, [change.crmId], {
            id: `roster-change:${change.id}:${ctx.now.epochMilliseconds}`,
            kind: 'rosterChange',
            path: `/notifications/${encodeURIComponent(change.crmId)}`,
            detail: change.days.map((d) => d.date.toString()).join(', '),
          })
        })
        return ok(OperationResult, { id: change.id })
      }),
      publicRoute('POST', `${OPERATIONS}/news`, async (ctx) => {
        const refused = await checkOperationsToken(deps, ctx, token)
        if (refused !== undefined) return refused
        const body = ctx.body.json(PublishNewsBody)
        if (E.isLeft(body)) return body.left
        const news = body.right
        const recipients = [...new Set(news.recipients)]
        if (recipients.length === 0) return failure(400, ERR.invalidBody, 'Invalid request body: recipients: at least one crew member')
        for (const crmId of recipients) if (!(await crewMemberExists(db, crmId))) return unknownCrew(crmId)
        if ((await db.query('SELECT 1 FROM news_messages WHERE id = $1', [news.id])).length > 0) return failure(400, ERR.invalidBody, `Invalid request body: id: ${news.id} exists`)
        await db.transaction(async (tx) => {
          await createNews(tx, {
            id: news.id,
            domain: DEVICE_DOMAIN,
            kind: news.kind,
            sender: news.sender,
            content: { subject: news.subject, ...(news.body === undefined ? {} : { body: news.body }) },
            createdAt: ctx.now,
            recipients: recipients.map((crmId) => ({ crmId, status: news.status ?? 'UNREAD' })),
          })
          await push.enqueue(tx, recipients, { id: `news:${news.id}`, kind: 'news', path: '/news', detail: news.subject })
        })
        return ok(OperationResult, { id: news.id })
      }),
      publicRoute('POST', `${OPERATIONS}/daily-remarks`, async (ctx) => {
        const refused = await checkOperationsToken(deps, ctx, token)
        if (refused !== undefined) return refused
        const body = ctx.body.json(AnswerRemarkBody)
        if (E.isLeft(body)) return body.left
        const remark = body.right
        if (!(await crewMemberExists(db, remark.crmId))) return unknownCrew(remark.crmId)
        if (!(await isRemarkType(db, remark.remarkType))) return failure(400, ERR.invalidBody, `Invalid request body: remarkType: ${remark.remarkType} is not a remark type`)
        const related = remark.logicalIdRelatedEvent
        if (related !== undefined && (await db.query('SELECT 1 FROM daily_remarks WHERE crm_id = $1 AND logical_id_related_event = $2', [remark.crmId, related])).length > 0) {
          return failure(400, ERR.invalidBody, `Invalid request body: logicalIdRelatedEvent: ${related} has a remark already`)
        }
        const id = await db.transaction(async (tx) => {
          const stored = await storeSchedulerRemark(tx, remark, ctx.now)
          await push.enqueue(tx, [remark.crmId], { id: `daily-remark:${stored}`, kind: 'dailyRemark', path: '/daily-remarks', detail: remark.comment })
          return stored
        })
        return ok(OperationResult, { id })
      }),
    ]
  }
