import { useEffect, useState } from 'react'
import { INFRA } from './tokens'
import { useUseCase } from './use-use-case'

/** `value`, but turning true only after it has stayed true for `delayMs` (on the app's scheduler); false at once. */
export const useDelayedFlag = (value: boolean, delayMs: number): boolean => {
  const scheduler = useUseCase(INFRA.scheduler)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!value) {
      setShown(false)
      return
    }
    return scheduler.setTimeout(delayMs, () => setShown(true))
  }, [value, delayMs, scheduler])
  return shown
}
