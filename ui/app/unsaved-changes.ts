import { useEffect, useId } from 'react'
import { proxy, ref } from 'valtio'
import type { BaseLocationHook } from 'wouter'

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void

/** Screens with unsaved edits, and the navigation waiting for the Yes/No answer. */
export interface UnsavedChangesState {
  dirty: string[]
  pending: { readonly go: () => void } | undefined
}

/** The unsaved-changes guard (SPEC section 4, Forms: "Unsaved edits prompt a stop-editing Yes/No confirmation on leaving"). */
export const unsavedChanges = proxy<UnsavedChangesState>({ dirty: [], pending: undefined })

let bypass = false

/** Runs `navigate` without asking (route guards' redirects, a confirmed leave). */
export const withoutGuard = (navigate: () => void): void => {
  bypass = true
  try {
    navigate()
  } finally {
    bypass = false
  }
}

/**
 * Keeps the calling screen's unsaved state: while `dirty` is true, leaving it through any in-app
 * navigation (links, buttons, the bottom navigation) first asks the shell's Yes/No dialog; closing
 * or reloading the tab asks the browser's own question.
 */
export const useUnsavedChangesGuard = (dirty: boolean): void => {
  const id = useId()
  useEffect(() => {
    if (!dirty) return
    unsavedChanges.dirty.push(id)
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      unsavedChanges.dirty = unsavedChanges.dirty.filter((d) => d !== id)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty, id])
}

/** The Yes answer: forget the edits and go. */
export const confirmLeave = (): void => {
  const pending = unsavedChanges.pending
  unsavedChanges.pending = undefined
  unsavedChanges.dirty = []
  if (pending !== undefined) withoutGuard(pending.go)
}

/** The No answer: stay. */
export const cancelLeave = (): void => {
  unsavedChanges.pending = undefined
}

/**
 * Wraps a wouter location hook so that every navigation through it waits for the unsaved-changes
 * answer while a screen is dirty (the router's links and `useLocation` all go through the hook).
 */
export const guardLocationHook = (hook: BaseLocationHook): BaseLocationHook => {
  const guarded = (...args: unknown[]) => {
    const [location, navigate] = hook(...args) as [string, Navigate]
    const guardedNavigate: Navigate = (to, options) => {
      if (bypass || unsavedChanges.dirty.length === 0 || to === location) return navigate(to, options)
      unsavedChanges.pending = ref({ go: () => navigate(to, options) })
    }
    return [location, guardedNavigate] as [string, Navigate]
  }
  if (hook.searchHook !== undefined) guarded.searchHook = hook.searchHook
  if (hook.hrefs !== undefined) guarded.hrefs = hook.hrefs
  return guarded
}
