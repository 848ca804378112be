import { proxy } from 'valtio'
import type { ServerForm } from '../../../core/servers/server-form.rules'

/** View state of the server-selection screen: the list or the new-server form, the chosen server, the form. */
export interface ServersViewState {
  mode: 'list' | 'new'
  selectedIndex: number
  form: ServerForm
  /** The form was tested at least once (its errors show from then on). */
  tested: boolean
}

/** An empty new-server form (path `/`, the reference server's port 8080 as a start). */
export const EMPTY_SERVER_FORM: ServerForm = { name: '', origin: '', path: '/', port: '' }

/** The screen's state (one screen at a time). */
export const serversState = proxy<ServersViewState>({ mode: 'list', selectedIndex: 0, form: { ...EMPTY_SERVER_FORM }, tested: false })

/** Back to the list with an empty form. */
export const resetServersState = (selectedIndex = 0): void => {
  serversState.mode = 'list'
  serversState.selectedIndex = selectedIndex
  serversState.form = { ...EMPTY_SERVER_FORM }
  serversState.tested = false
}
