import { useCallback } from 'react'

/**
 * "Back" of a detail screen: the previous page of this tab when there is one (a duty opened from the
 * duty list or a pairing), else `fallback` (the screen was opened directly).
 */
export const useGoBack = (fallback: () => void): (() => void) =>
  useCallback(() => {
    if (typeof window !== 'undefined' && window.history.length > 1) window.history.back()
    else fallback()
  }, [fallback])
