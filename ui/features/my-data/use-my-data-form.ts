import * as O from 'fp-ts/Option'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { BasicDataType } from '../../../core/my-data/my-data.codec'
import { useUnsavedChangesGuard, withoutGuard } from '../../app/unsaved-changes'
import { setNotice } from './my-data.state'
import { useMyData, useMyDataWrites, type MyDataScreen, type MyDataWrites } from './use-my-data'

/** The props every my-data form takes from its screen: connectivity, and what saving, cancelling and editing do. */
export interface MyDataFormLinks {
  readonly online: boolean
  /** After a successful save: the "saved" notice, and back to the list without the unsaved-changes question. */
  readonly onSaved: () => void
  readonly onCancel: () => void
  readonly onDirtyChange: (dirty: boolean) => void
}

/**
 * What every my-data form screen shares: the loaded parts of the bundle, the writes, the unsaved-changes guard
 * ("leaving with unsaved changes asks Yes/No") and the way back to its list.
 */
export const useMyDataForm = (
  types: ReadonlyArray<BasicDataType>,
  list: string,
): { readonly screen: MyDataScreen; readonly writes: MyDataWrites; readonly links: MyDataFormLinks } => {
  const [, navigate] = useLocation()
  const screen = useMyData(types)
  const writes = useMyDataWrites()
  const [dirty, setDirty] = useState(false)
  useUnsavedChangesGuard(dirty)
  return {
    screen,
    writes,
    links: {
      online: screen.online,
      onSaved: () => {
        setNotice('saved')
        withoutGuard(() => navigate(list))
      },
      onCancel: () => navigate(list),
      onDirtyChange: setDirty,
    },
  }
}

/** A route parameter naming a kind (contact type, document type): an unknown one goes back to the list at once. */
export const useKnownKindOrBack = (kind: O.Option<unknown>, list: string): void => {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (O.isNone(kind)) withoutGuard(() => navigate(list, { replace: true }))
  }, [kind._tag, navigate, list])
}
