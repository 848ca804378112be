import * as O from 'fp-ts/Option'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { ServerEntry } from '../../../core/access/profile.codec'
import { routeFor } from '../../../core/access/route-paths'
import { canStartApplication, sameAddress, shownAddress } from '../../../core/servers/server-selection.rules'
import { css } from '../../../styled-system/css'
import { ScreenHeader } from '../../app/frame'
import type { ScreenProps } from '../../app/screen-props'
import { INFRA } from '../../app/tokens'
import { useUseCase } from '../../app/use-use-case'
import { Button } from '../../design/button'
import { PlusIcon } from '../../design/icons/edit-icons'
import { Select } from '../../design/select'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { AuthCard } from './auth-card'
import { NewServerForm } from './new-server-form'
import { resetServersState, serversState } from './servers.state'
import { ServerStatusPanel } from './server-status'
import { useReachability } from './use-reachability'

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr 1fr' }, gap: '3' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

/** The page's own origin and port, shown for the profile's entry of the app's own server (core `shownAddress`). */
const pageAddress = (): { readonly origin: string; readonly port: string } => ({
  origin: `${window.location.protocol}//${window.location.hostname}`,
  port: window.location.port === '' ? (window.location.protocol === 'https:' ? '443' : '80') : window.location.port,
})

/**
 * / when more than one server is configured (SPEC section 2, Server selection screen): a dropdown,
 * read-only origin, path and port, the URL state and, once reachable, the security configuration;
 * "Start application (enabled only when the server is available; stores the choice and goes to
 * /login), Add new server, and Back".
 */
export const ServerSelectionScreen = (_props: ScreenProps) => {
  const { LL } = useI18n()
  const { profile } = useProfile()
  const store = useUseCase(INFRA.serverConfig)
  const page = useUseCase(INFRA.browserPage)
  const [, navigate] = useLocation()
  const view = useSnapshot(serversState, { sync: true })
  const reachability = useReachability()
  const servers: ReadonlyArray<ServerEntry> = useMemo(() => [...profile.servers, ...store.load().added], [profile.servers, store, view.mode])
  const selected = servers[view.selectedIndex] ?? servers[0]
  const shown = selected === undefined ? undefined : shownAddress(selected, pageAddress())
  const { check } = reachability

  useEffect(() => {
    const stored = O.toUndefined(store.selected())
    const index = stored === undefined ? 0 : servers.findIndex((s) => sameAddress(s, stored))
    resetServersState(Math.max(0, index))
    // Once per visit: the stored choice is the starting point.
  }, [store])

  useEffect(() => {
    if (view.mode === 'list' && selected !== undefined) check(selected)
  }, [view.mode, selected, check])

  const start = () => {
    if (selected === undefined || !canStartApplication(reachability.state.status)) return
    store.select(selected)
    navigate(routeFor.login())
    // The security configuration and session checks start over against the chosen server.
    page.reload(false)
  }
  const add = (entry: ServerEntry) => {
    store.add(entry)
    const index = [...profile.servers, ...store.load().added].findIndex((s) => sameAddress(s, entry))
    resetServersState(Math.max(0, index))
  }

  return (
    <>
      <ScreenHeader title={LL.servers.title()} />
      <AuthCard title={view.mode === 'new' ? LL.servers.newServer.title() : LL.servers.title()} labelledBy="servers-title">
        {view.mode === 'new' ? (
          <NewServerForm reachability={reachability} onAdd={add} onBack={() => resetServersState(view.selectedIndex)} />
        ) : (
          <div className={body}>
            <Select
              label={LL.servers.server()}
              value={String(view.selectedIndex)}
              options={servers.map((s, i) => ({ value: String(i), label: s.name }))}
              onChange={(e) => {
                serversState.selectedIndex = Number(e.target.value)
              }}
            />
            <div className={fields}>
              <TextField label={LL.servers.origin()} value={shown?.origin ?? ''} readOnly />
              <TextField label={LL.servers.path()} value={shown?.path ?? ''} readOnly />
              <TextField label={LL.servers.port()} value={shown === undefined ? '' : String(shown.port)} readOnly />
            </div>
            <ServerStatusPanel reachability={reachability.state} />
            <div className={actions}>
              <Button disabled={!canStartApplication(reachability.state.status)} onClick={start}>
                {LL.servers.startApplication()}
              </Button>
              <Button variant="outline" icon={<PlusIcon />} onClick={() => {
                reachability.cancel()
                serversState.mode = 'new'
              }}>
                {LL.servers.addNewServer()}
              </Button>
              <Button variant="ghost" tone="neutral" onClick={() => navigate(routeFor.login())}>
                {LL.servers.back()}
              </Button>
            </div>
          </div>
        )}
      </AuthCard>
    </>
  )
}
