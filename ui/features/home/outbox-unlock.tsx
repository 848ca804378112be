import { useState, type FormEvent } from 'react'
import { css } from '../../../styled-system/css'
import { useOutbox } from '../../app/outbox-status'
import { Banner } from '../../design/banner'
import { Button } from '../../design/button'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'

const form = css({ display: 'flex', flexDirection: 'column', gap: '3', px: '4', py: '3', maxW: '400px' })

/**
 * Actions made offline wait on this device, but the session was resumed without the password (the app was closed
 * and opened again), so the encrypted outbox cannot be read: the crew member types the password of their last
 * sign-in here, and what waits is sent. Shown on the duty plan only while something waits.
 */
export const OutboxUnlock = () => {
  const { LL } = useI18n()
  const { runner, view } = useOutbox()
  const [password, setPassword] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const [busy, setBusy] = useState(false)
  if (view.status !== 'locked' || view.lockedWaiting === 0) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password === '' || busy) return
    setBusy(true)
    void runner.unlock(password).then((result) => {
      setBusy(false)
      setMismatch(result === 'mismatch')
      if (result === 'unlocked') setPassword('')
    })
  }

  return (
    // The explicit role: a named section is a region, said here so every accessibility tree agrees.
    <section role="region" aria-label={LL.outbox.lockedTitle()}>
      <Banner tone="warning">{LL.outbox.locked({ count: view.lockedWaiting })}</Banner>
      <form className={form} onSubmit={submit} noValidate>
        <TextField
          label={LL.outbox.lockedPassword()}
          type="password"
          autoComplete="current-password"
          value={password}
          error={mismatch ? LL.outbox.lockedMismatch() : undefined}
          onChange={(event) => {
            setPassword(event.target.value)
            setMismatch(false)
          }}
        />
        <Button type="submit" disabled={password === ''} loading={busy} loadingLabel={LL.outbox.sending()}>
          {LL.outbox.lockedSend()}
        </Button>
      </form>
    </section>
  )
}
