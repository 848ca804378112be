import * as E from 'fp-ts/Either'
import { useCallback, useEffect, useState } from 'react'
import type { CalendarLanguage } from '../../../../core/roster/calendar-feed/calendar-entry.codec'
import { useSession } from '../../../app/session.store'
import { PORTS } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'
import { useI18n } from '../../../i18n/use-i18n'

/** What the calendar-subscription section shows. */
export type CalendarSubscriptionView =
  | { readonly _tag: 'Loading' }
  | { readonly _tag: 'LoadFailed' }
  | { readonly _tag: 'Inactive' }
  | { readonly _tag: 'Active'; readonly createdAt: string | undefined }
  /** Just created or rotated: the only time the URL is known to the app. */
  | { readonly _tag: 'Created'; readonly feedUrl: string; readonly createdAt: string }

/** Outcome of the last action, for the status line. */
export type CalendarSubscriptionNotice = 'revoked' | 'failed' | 'copied' | 'copyFailed' | undefined

export interface CalendarSubscriptionModel {
  readonly view: CalendarSubscriptionView
  readonly busy: boolean
  readonly online: boolean
  readonly notice: CalendarSubscriptionNotice
  /** Creates the URL, or replaces it (the old one stops at once). */
  readonly create: () => void
  readonly revoke: () => void
  readonly copy: () => void
}

/**
 * The calendar subscription of Settings over `PORTS.calendarSubscription`: the status on open,
 * create or rotate (the URL is kept in this component's state only, never stored: it is shown once), revoke,
 * and copying the URL to the clipboard. The feed's titles take the language the app shows when it is created.
 */
export const useCalendarSubscription = (): CalendarSubscriptionModel => {
  const { crmId, online } = useSession()
  const { language } = useI18n()
  const port = useUseCase(PORTS.calendarSubscription)
  const [view, setView] = useState<CalendarSubscriptionView>({ _tag: 'Loading' })
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<CalendarSubscriptionNotice>(undefined)

  // Offline nothing is asked (the section says it works online only); the status loads when the connection returns.
  useEffect(() => {
    if (crmId === undefined || !online) return
    let live = true
    void port.loadStatus(crmId)().then((result) => {
      if (!live) return
      if (E.isLeft(result)) setView({ _tag: 'LoadFailed' })
      else setView(result.right.active ? { _tag: 'Active', createdAt: result.right.createdAt } : { _tag: 'Inactive' })
    })
    return () => {
      live = false
    }
  }, [crmId, online, port])

  const create = useCallback(() => {
    if (crmId === undefined || busy) return
    setBusy(true)
    setNotice(undefined)
    const feedLanguage: CalendarLanguage = language === 'fr' ? 'fr' : 'en'
    void port.create(crmId, feedLanguage)().then((result) => {
      setBusy(false)
      if (E.isLeft(result)) setNotice('failed')
      else setView({ _tag: 'Created', feedUrl: result.right.feedUrl, createdAt: result.right.createdAt })
    })
  }, [crmId, busy, language, port])

  const revoke = useCallback(() => {
    if (crmId === undefined || busy) return
    setBusy(true)
    setNotice(undefined)
    void port.revoke(crmId)().then((result) => {
      setBusy(false)
      if (E.isLeft(result)) setNotice('failed')
      else {
        setView({ _tag: 'Inactive' })
        setNotice('revoked')
      }
    })
  }, [crmId, busy, port])

  const copy = useCallback(() => {
    if (view._tag !== 'Created') return
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (clipboard === undefined) {
      setNotice('copyFailed')
      return
    }
    clipboard.writeText(view.feedUrl).then(
      () => setNotice('copied'),
      () => setNotice('copyFailed'),
    )
  }, [view])

  return { view, busy, online, notice, create, revoke, copy }
}
