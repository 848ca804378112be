import { lazy, Suspense } from 'react'
import { useOutbox } from '../../app/outbox-status'
import { loadScreenStyles } from '../../app/signed-in-styles'

// Rare (an outbox left waiting by a session resumed without its key): its form and the stylesheet that holds its
// rules (the other screens' one) are fetched only when it shows, not with every first view.
const OutboxUnlock = lazy(async () => {
  const [form] = await Promise.all([import('./outbox-unlock'), loadScreenStyles().catch(() => undefined)])
  return { default: form.OutboxUnlock }
})

/** The outbox's unlock form on the duty plan, only while something waits locked (outbox-unlock.tsx). */
export const OutboxUnlockOnDemand = () => {
  const { view } = useOutbox()
  if (view.status !== 'locked' || view.lockedWaiting === 0) return null
  return (
    <Suspense fallback={null}>
      <OutboxUnlock />
    </Suspense>
  )
}
