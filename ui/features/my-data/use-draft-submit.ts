import { useEffect } from 'react'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import { saveEnded, saveStarted, type FormDraft } from './form-draft.state'

/** What every my-data form takes from its screen besides its data: connectivity, and what saving, cancelling and editing do. */
export interface DraftFormProps {
  readonly online: boolean
  /** After a successful save (the screen shows "saved" and goes back to its list). */
  readonly onSaved: () => void
  readonly onCancel: () => void
  /** Told whenever the form becomes dirty or clean (the unsaved-changes question). */
  readonly onDirtyChange?: ((dirty: boolean) => void) | undefined
}

/** The props of the `MyDataForm` frame that come from the draft and the screen rather than from the form's own rules. */
export interface DraftFrameProps {
  readonly online: boolean
  readonly saving: boolean
  readonly saveError: MyDataError | undefined
  readonly dirty: boolean
  readonly onCancel: () => void
}

/**
 * What every my-data form does with its draft: tells the screen whether it is dirty (for the unsaved-changes
 * question), locks its fields offline or while saving, and submits: `save` runs between "saving" and its outcome;
 * a success clears the dirty flag and calls `onSaved`. `frame` is what the form hands to its `MyDataForm`.
 */
export const useDraftSubmit = (
  draft: FormDraft<object>,
  state: { readonly dirty: boolean; readonly saving: boolean; readonly saveError: MyDataError | undefined },
  props: DraftFormProps,
): {
  readonly locked: boolean
  readonly submit: (save: () => Promise<MyDataError | undefined>) => Promise<void>
  readonly frame: DraftFrameProps
} => {
  const { online, onSaved, onCancel, onDirtyChange } = props
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
  return {
    locked: !online || state.saving,
    submit,
    frame: { online, saving: state.saving, saveError: state.saveError, dirty: state.dirty, onCancel },
  }
}
