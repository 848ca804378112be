import * as O from 'fp-ts/Option'
import * as E from 'fp-ts/Either'
import { useCallback, useEffect, useState } from 'react'
import { familyLinkNameOf, MAX_FAMILY_LINKS, type FamilyLink, type ShareLevel } from '../../../../core/roster/family-share/family-share.codec'
import { useSession } from '../../../app/session.store'
import { PORTS } from '../../../app/tokens'
import { useUseCase } from '../../../app/use-use-case'

export type FamilyShareNotice = 'revoked' | 'failed' | 'copied' | 'copyFailed' | undefined

/** A question waiting for a yes: replacing or revoking a link stops the old URL at once. */
export interface PendingFamilyAction {
  readonly kind: 'replace' | 'revoke'
  readonly link: FamilyLink
}

export interface FamilyShareModel {
  /** undefined while loading; 'failed' when the list could not be loaded. */
  readonly links: ReadonlyArray<FamilyLink> | undefined | 'failed'
  /** The URL just made or replaced, and whose it is: shown once, never stored. */
  readonly shown: { readonly linkId: string; readonly url: string } | undefined
  readonly busy: boolean
  readonly online: boolean
  readonly notice: FamilyShareNotice
  readonly atLimit: boolean
  readonly pending: PendingFamilyAction | undefined
  readonly create: (name: string, level: ShareLevel) => boolean
  readonly rename: (link: FamilyLink, name: string) => boolean
  readonly ask: (action: PendingFamilyAction | undefined) => void
  readonly confirm: () => void
  readonly copy: () => void
}

/** Settings → Share with family over `PORTS.familyShare`: the list on open, create, rename, replace and revoke (each confirmed), copy. */
export const useFamilyShare = (): FamilyShareModel => {
  const { crmId, online } = useSession()
  const port = useUseCase(PORTS.familyShare)
  const [links, setLinks] = useState<ReadonlyArray<FamilyLink> | undefined | 'failed'>(undefined)
  const [shown, setShown] = useState<FamilyShareModel['shown']>(undefined)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<FamilyShareNotice>(undefined)
  const [pending, setPending] = useState<PendingFamilyAction | undefined>(undefined)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (crmId === undefined || !online) return
    let live = true
    void port.list(crmId)().then((result) => {
      if (live) setLinks(E.isLeft(result) ? 'failed' : result.right)
    })
    return () => {
      live = false
    }
  }, [crmId, online, port, version])

  const run = useCallback(
    (work: (crmId: string) => Promise<boolean>) => {
      if (crmId === undefined || busy) return
      setBusy(true)
      setNotice(undefined)
      void work(crmId).then((ok) => {
        setBusy(false)
        if (!ok) setNotice('failed')
        setVersion((v) => v + 1)
      })
    },
    [crmId, busy],
  )

  const create = useCallback(
    (name: string, level: ShareLevel): boolean => {
      const decoded = familyLinkNameOf(name)
      if (O.isNone(decoded)) return false
      run(async (id) => {
        const result = await port.create(id, decoded.value, level)()
        if (E.isLeft(result)) return false
        setShown({ linkId: result.right.link.id, url: result.right.url })
        return true
      })
      return true
    },
    [port, run],
  )

  const rename = useCallback(
    (link: FamilyLink, name: string): boolean => {
      const decoded = familyLinkNameOf(name)
      if (O.isNone(decoded)) return false
      run(async (id) => E.isRight(await port.rename(id, link.id, decoded.value)()))
      return true
    },
    [port, run],
  )

  const confirm = useCallback(() => {
    const action = pending
    setPending(undefined)
    if (action === undefined) return
    if (action.kind === 'replace') {
      run(async (id) => {
        const result = await port.replace(id, action.link.id)()
        if (E.isLeft(result)) return false
        setShown({ linkId: action.link.id, url: result.right.url })
        return true
      })
    } else {
      run(async (id) => {
        const result = await port.revoke(id, action.link.id)()
        if (E.isLeft(result)) return false
        setShown((current) => (current?.linkId === action.link.id ? undefined : current))
        setNotice('revoked')
        return true
      })
    }
  }, [pending, port, run])

  const copy = useCallback(() => {
    if (shown === undefined) return
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (clipboard === undefined) {
      setNotice('copyFailed')
      return
    }
    clipboard.writeText(shown.url).then(
      () => setNotice('copied'),
      () => setNotice('copyFailed'),
    )
  }, [shown])

  const atLimit = links !== undefined && links !== 'failed' && links.length >= MAX_FAMILY_LINKS
  return { links, shown, busy, online, notice, atLimit, pending, create, rename, ask: setPending, confirm, copy }
}
