import { isDoneEnabled, roleRows } from '../../../../core/roles/role-editing.rules'
import type { RoleEditingState } from '../../../../core/roles/role-editing.machine'
import { css } from '../../../../styled-system/css'
import { Pill } from '../../../design/badge'
import { Button } from '../../../design/button'
import { MinusIcon, PlusIcon } from '../../../design/icons/edit-icons'
import { List, ListItem, ListRow } from '../../../design/list'
import { useI18n } from '../../../i18n/use-i18n'
import { PageFrame } from '../../../app/page-frame'
import { FailedState, LoadingState } from '../../../app/screen-states'

const code = css({ display: 'inline-flex', justifyContent: 'center', minW: '52px', flexShrink: 0 })
const listWrap = css({ px: { base: '0', sm: '0' } })

export interface RoleEditingProps {
  readonly state: RoleEditingState
  readonly onToggle: (roleId: number) => void
  readonly onDone: () => void
  readonly onBack: () => void
  readonly onRetry: () => void
}

/**
 * Role editing (SPEC section 2): "Title 'editing roles', a back arrow, and a list of roles each with
 * add/remove. A Done button, disabled when editing is not permitted or nothing changed" (core
 * `isDoneEnabled`); only roles the crew member may update have a working add/remove (core `roleRows`).
 */
export const RoleEditing = ({ state, onToggle, onDone, onBack, onRetry }: RoleEditingProps) => {
  const { LL } = useI18n()
  const saving = state.phase === 'saving'
  const done = (
    <Button onClick={onDone} disabled={!isDoneEnabled(state.featureEnabled, state.roles, state.edits)} loading={saving} loadingLabel={LL.roles.saving()}>
      {LL.roles.done()}
    </Button>
  )
  return (
    <PageFrame title={LL.roles.title()} variant="details" back={{ label: LL.roles.back(), onBack: onBack }} actions={state.phase === 'ready' || saving ? done : undefined}>
      {state.phase === 'loading' ? (
        <LoadingState />
      ) : state.phase === 'loadFailed' ? (
        <FailedState message={LL.errors.roleDataFetchFailed()} onRetry={onRetry} />
      ) : (
        <div className={listWrap}>
          <List aria-label={LL.roles.title()}>
            {roleRows(state.roles, state.edits).map((row) => {
              const name = row.role.name
              const label = row.action === 'add' ? LL.roles.add({ role: name }) : LL.roles.remove({ role: name })
              return (
                <ListItem key={row.role.id}>
                  <ListRow
                    leading={
                      <span className={code}>
                        <Pill tone={row.set ? 'brand' : 'neutral'}>{row.role.shortName}</Pill>
                      </span>
                    }
                    title={name}
                    subtitle={row.togglable ? (row.set ? LL.roles.assigned() : LL.roles.notAssigned()) : LL.roles.notEditable()}
                    meta={
                      <Button
                        variant={row.action === 'add' ? 'solid' : 'outline'}
                        tone={row.action === 'add' ? 'brand' : 'danger'}
                        aria-label={label}
                        title={label}
                        icon={row.action === 'add' ? <PlusIcon size={18} /> : <MinusIcon size={18} />}
                        disabled={!row.togglable || saving}
                        onClick={() => onToggle(row.role.id)}
                      >
                        {row.action === 'add' ? LL.roles.addShort() : LL.roles.removeShort()}
                      </Button>
                    }
                  />
                </ListItem>
              )
            })}
          </List>
        </div>
      )}
    </PageFrame>
  )
}
