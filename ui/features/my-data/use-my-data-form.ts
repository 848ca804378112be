import * as O from 'fp-ts/Option'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { MyDataEntity, MyDataError } from '../../../core/my-data/my-data-error'
import type { BasicDataType, MyData } from '../../../core/my-data/my-data.codec'
import type { NatKey } from '../../../core/my-data/natural-key.codec'
import { useUnsavedChangesGuard, withoutGuard } from '../../app/unsaved-changes'
import { setNotice } from './my-data.state'
import type { DraftFormProps } from './use-draft-submit'
import { useMyData, useMyDataWrites, type MyDataScreen } from './use-my-data'

/**
 * The props every my-data form takes from its screen; `onSaved` shows the "saved" notice and goes back to the list
 * without the unsaved-changes question.
 */
export type MyDataFormLinks = Required<DraftFormProps>

/**
 * Saves the form's entry: a new one (`original` absent) is created, an edited one is updated under its loaded
 * natural key (SPEC section 7: "originalNatKey, updatedData"). Resolves to the failure or `undefined`.
 */
export type SaveEntry = (entity: MyDataEntity, original: NatKey | undefined, data: MyData) => Promise<MyDataError | undefined>

/**
 * What every my-data form screen shares: the loaded parts of the bundle, the save, the unsaved-changes guard
 * ("leaving with unsaved changes asks Yes/No") and the way back to its list.
 */
export const useMyDataForm = (
  types: ReadonlyArray<BasicDataType>,
  list: string,
): { readonly screen: MyDataScreen; readonly save: SaveEntry; readonly links: MyDataFormLinks } => {
  const [, navigate] = useLocation()
  const screen = useMyData(types)
  const writes = useMyDataWrites()
  const [dirty, setDirty] = useState(false)
  useUnsavedChangesGuard(dirty)
  return {
    screen,
    save: (entity, original, data) =>
      original === undefined ? writes.create(entity, data) : writes.update(entity, { originalNatKey: original, updatedData: data }),
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
