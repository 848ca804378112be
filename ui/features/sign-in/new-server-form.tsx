import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { canAddServer, toServerEntry, validateServerForm, type ServerFormField } from '../../../core/servers/server-form.rules'
import { css } from '../../../styled-system/css'
import { Button } from '../../design/button'
import { TextField } from '../../design/text-field'
import { translateValidation } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'
import type { Reachability } from './use-reachability'
import { serversState } from './servers.state'
import { ServerStatusPanel } from './server-status'
import type { ServerEntry } from '../../../core/access/profile.codec'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const FIELDS: ReadonlyArray<ServerFormField> = ['name', 'origin', 'path', 'port']

/**
 * "The new-server form has name, origin, path and port fields, a Test button, an Add server button
 * (enabled only when the test shows available) and Back" (SPEC section 2; core `canAddServer`).
 */
export const NewServerForm = ({ reachability, onAdd, onBack }: { readonly reachability: Reachability; readonly onAdd: (entry: ServerEntry) => void; readonly onBack: () => void }) => {
  const { LL } = useI18n()
  const view = useSnapshot(serversState, { sync: true })
  const errors = validateServerForm(view.form)
  const valid = Object.keys(errors).length === 0
  const addable = canAddServer({ form: view.form, status: reachability.state.status, checkedEntry: reachability.state.checkedEntry })
  const labels: Readonly<Record<ServerFormField, string>> = {
    name: LL.servers.newServer.name(),
    origin: LL.servers.newServer.origin(),
    path: LL.servers.newServer.path(),
    port: LL.servers.newServer.port(),
  }
  const test = (event: FormEvent) => {
    event.preventDefault()
    serversState.tested = true
    if (valid) reachability.check(toServerEntry(serversState.form))
  }
  return (
    <form className={form} onSubmit={test} noValidate aria-label={LL.servers.newServer.title()}>
      {FIELDS.map((field) => {
        const error = errors[field]
        return (
          <TextField
            key={field}
            label={labels[field]}
            required
            inputMode={field === 'port' ? 'numeric' : undefined}
            value={view.form[field]}
            error={view.tested && error !== undefined ? translateValidation(LL, error) : undefined}
            onChange={(e) => {
              serversState.form = { ...serversState.form, [field]: e.target.value }
            }}
          />
        )
      })}
      <ServerStatusPanel reachability={reachability.state} />
      <div className={actions}>
        <Button type="submit" variant="outline" loading={reachability.state.status === 'PENDING'} loadingLabel={LL.servers.newServer.testing()}>
          {LL.servers.newServer.test()}
        </Button>
        <Button disabled={!addable} title={addable ? undefined : LL.servers.newServer.testFirst()} onClick={() => onAdd(toServerEntry(serversState.form))}>
          {LL.servers.newServer.addServer()}
        </Button>
        <Button variant="ghost" tone="neutral" onClick={onBack}>
          {LL.servers.newServer.back()}
        </Button>
      </div>
    </form>
  )
}
