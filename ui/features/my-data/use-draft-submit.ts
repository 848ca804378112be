import { useEffect } from 'react'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import { saveEnded, saveStarted, type FormDraft } from './form-draft.state'

/**
 * What every my-data form does with its draft: tells the screen whether it is dirty (for the unsaved-changes
 * question), locks its fields offline or while saving, and submits: `save` runs between "saving" and its outcome;
 * a success clears the dirty flag and calls `onSaved`.
 */
export const useDraftSubmit = (
  draft: FormDraft<object>,
  state: { readonly dirty: boolean; readonly saving: boolean; readonly online: boolean },
  on: { readonly onSaved: () => void; readonly onDirtyChange?: ((dirty: boolean) => void) | undefined },
): { readonly locked: boolean; readonly submit: (save: () => Promise<MyDataError | undefined>) => Promise<void> } => {
  const { onDirtyChange, onSaved } = on
  useEffect(() => {
    onDirtyChange?.(state.dirty)
  }, [state.dirty, onDirtyChange])
  const submit = async (save: () => Promise<MyDataError | undefined>): Promise<void> => {
    saveStarted(draft)
    const error = await save()
    saveEnded(draft, error)
    if (error === undefined) {
      onDirtyChange?.(false)
      onSaved()
    }
  }
  return { locked: !state.online || state.saving, submit }
}
