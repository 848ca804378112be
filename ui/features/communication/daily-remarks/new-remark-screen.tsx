import * as E from 'fp-ts/Either'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { Temporal } from 'temporal-polyfill'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { canSendRemark } from '../../../../core/remarks/new-remark.validation'
import { routeFor } from '../../../../core/access/route-paths'
import { css } from '../../../../styled-system/css'
import { Banner } from '../../../design/banner'
import { Button } from '../../../design/button'
import { Select } from '../../../design/select'
import { TextField } from '../../../design/text-field'
import { useServiceError } from '../../../app/error-channel'
import type { ScreenProps } from '../../../app/screen-props'
import { useSession } from '../../../app/session.store'
import { INFRA } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { translateValidation } from '../../../i18n/translate-message'
import { useI18n } from '../../../i18n/use-i18n'
import { useProfile } from '../../../profile/profile-context'
import { COMMUNICATION } from '../communication.tokens'
import { Card, PageFrame } from '../../../app/page-frame'
import { formatDay } from '../shared/display-format'
import { LoadingState } from '../../../app/screen-states'
import { TextAreaField } from '../../../design/text-area-field'
import { editNewRemark, newRemarkDraft, resetNewRemarkDraft, setNewRemarkSending, touchNewRemark } from './daily-remarks.state'
import { newRemarkContext, newRemarkForm, newRemarkView } from './new-remark.view-model'
import { useDailyRemarks } from './use-daily-remarks'
import { useOutbox } from '../../../app/outbox-status'
import { validateNewRemark } from '../../../../core/remarks/new-remark.validation'

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const actions = css({ display: 'flex', justifyContent: 'flex-end' })

/**
 * /daily-remarks/new (SPEC section 2 and 5): "A new remark has a date, a type and a comment." The date
 * lies between today and the roster period end (core `newRemarkDateBounds`), the type is one of the
 * server's remark types, the comment follows the shared text rule ("the error wording is not shown":
 * the field is only marked invalid). "Sending is disabled offline."
 */
export const NewRemarkScreen = (_props: ScreenProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const { crmId, access, online } = useSession()
  const remarks = useDailyRemarks()
  const createRemark = useUseCase(COMMUNICATION.createRemark)
  const clock = useUseCase(INFRA.clock)
  const { showMessage } = useServiceError()
  const draft = useSnapshot(newRemarkDraft, { sync: true })
  const [, navigate] = useLocation()
  const { reload, loadTypes, plan } = remarks
  const outbox = useOutbox()
  const [notKept, setNotKept] = useState(false)

  useEffect(() => {
    if (plan === undefined) reload()
    loadTypes(true)
  }, [plan, reload, loadTypes])

  const context = useMemo(() => (plan === undefined ? undefined : newRemarkContext(clock(), Temporal.Now.timeZoneId(), plan)), [plan, clock])
  const back = () => navigate(routeFor.dailyRemarks())

  if (context === undefined || crmId === undefined) {
    return (
      <PageFrame title={LL.dailyRemarks.newRemark.title()} variant="reading" back={{ label: LL.dailyRemarks.backToList(), onBack: back }}>
        <LoadingState />
      </PageFrame>
    )
  }

  const view = newRemarkView(draft, context)
  const canCreate = access.canCreateDailyRemark()
  // Offline (or behind remarks still waiting) the remark is kept in the outbox and sent later.
  const queued = outbox.runner.route() === 'Queue'
  const sendEnabled = canSendRemark({ online: online || queued, canCreate, valid: view.valid }) && !draft.sending
  const shown = (field: 'date' | 'remarkType') => {
    const error = view.errors[field]
    return draft.touched[field] && error !== undefined ? translateValidation(LL, error) : undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!sendEnabled) return
    setNewRemarkSending(true)
    const body = validateNewRemark(newRemarkForm(newRemarkDraft), context)
    if (queued && E.isRight(body)) {
      void outbox.runner.queue({ _tag: 'CreateRemark', body: body.right }).then((kept) => {
        setNewRemarkSending(false)
        if (E.isLeft(kept)) return setNotKept(true)
        resetNewRemarkDraft()
        navigate(routeFor.dailyRemarks())
      })
      return
    }
    void createRemark({ crmId, form: newRemarkForm(newRemarkDraft), context, online, canCreate })().then((result) => {
      setNewRemarkSending(false)
      if (E.isRight(result)) {
        resetNewRemarkDraft()
        navigate(routeFor.dailyRemarks())
        return
      }
      if (result.left._tag === 'CreateRemarkFailed') showMessage(result.left.messageKey)
      else (['date', 'remarkType', 'comment'] as const).forEach(touchNewRemark)
    })
  }

  return (
    <PageFrame title={LL.dailyRemarks.newRemark.title()} variant="reading" back={{ label: LL.dailyRemarks.backToList(), onBack: back }}>
      {online ? null : <Banner tone="offline">{queued ? LL.outbox.remarkOffline() : LL.dailyRemarks.newRemark.offline()}</Banner>}
      {notKept ? <Banner tone="danger">{LL.outbox.notKept()}</Banner> : null}
      {canCreate ? null : <Banner tone="warning">{LL.dailyRemarks.newRemark.notPermitted()}</Banner>}
      <Card title={LL.dailyRemarks.newRemark.title()}>
        <form className={form} aria-label={LL.dailyRemarks.newRemark.title()} onSubmit={submit} noValidate>
          <TextField
            type="date"
            label={LL.dailyRemarks.newRemark.date()}
            aria-required
            value={draft.date}
            min={view.bounds.min.toString()}
            max={view.bounds.max.toString()}
            hint={LL.dailyRemarks.newRemark.dateHint({
              min: formatDay(view.bounds.min, profile.display, language),
              max: formatDay(view.bounds.max, profile.display, language),
            })}
            error={shown('date')}
            onChange={(event) => editNewRemark('date', event.target.value)}
            onBlur={() => touchNewRemark('date')}
          />
          <Select
            label={LL.dailyRemarks.newRemark.type()}
            aria-required
            placeholder={remarks.typesStatus === 'loading' ? LL.dailyRemarks.newRemark.typesLoading() : LL.dailyRemarks.newRemark.selectType()}
            options={remarks.types.map((t) => ({ value: t.remarkType, label: t.text }))}
            value={draft.remarkType}
            error={shown('remarkType')}
            onChange={(event) => editNewRemark('remarkType', event.target.value)}
            onBlur={() => touchNewRemark('remarkType')}
          />
          <TextAreaField
            label={LL.dailyRemarks.newRemark.comment()}
            value={draft.comment}
            hint={LL.dailyRemarks.newRemark.commentHint()}
            invalid={view.errors.comment !== undefined}
            onChange={(event) => editNewRemark('comment', event.target.value)}
          />
          <div className={actions}>
            <Button type="submit" disabled={!sendEnabled} loading={draft.sending} loadingLabel={LL.dailyRemarks.newRemark.sending()}>
              {LL.dailyRemarks.newRemark.send()}
            </Button>
          </div>
        </form>
      </Card>
    </PageFrame>
  )
}
