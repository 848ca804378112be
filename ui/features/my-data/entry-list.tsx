import { useEffect, useId, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { ValidationError } from '../../../core/shared/validation/validation-error'
import { css, cx } from '../../../styled-system/css'
import { Banner } from '../../design/banner'
import { Button } from '../../design/button'
import { ConfirmDialog } from '../../design/confirm-dialog'
import { ChevronRightIcon } from '../../design/icons/chevron-icons'
import { TrashIcon } from '../../design/icons/edit-icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../design/list'
import { translateValidation } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'
import { askDelete, cancelDelete, clearListStatus, deleteEnded, deleteStarted, myDataState } from './my-data.state'
import { myDataErrorText } from './my-data-error.text'

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})
const sectionHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: { base: '4', sm: '0' } })
const sectionTitle = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' })
const empty = css({ px: '4', py: '4', color: 'fg.muted', fontSize: 'sm', bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default', sm: { borderXWidth: '1px', borderRadius: 'lg' } })
const rowLine = css({ display: 'flex', alignItems: 'center', gap: '1', pe: '2', flexWrap: { base: 'wrap', sm: 'nowrap' } })
// On a phone the entry takes the whole width (its name, owner, expiry and status are not squeezed into a third of
// the screen) and Delete goes on a line of its own below it, at the end; from `sm` they share one line.
const rowMain = css({ flex: '1', flexBasis: { base: '100%', sm: '0' }, minW: '0', display: 'block', borderRadius: 'md' })
const deleteWrap = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.5', ms: 'auto', ps: { base: '4', sm: '0' }, pb: { base: '2', sm: '0' } })
const blockedHint = css({ fontSize: 'xs', color: 'fg.muted', maxW: '28ch', textAlign: 'end' })

/** A titled group of entries: a `<section>` named by its `<h2>`, with actions (Add) beside the title. */
export const EntrySection = ({ title, actions, children }: { readonly title: string; readonly actions?: ReactNode; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className={section}>
      <div className={sectionHead}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

/** The "There are no …" line of an empty list. */
export const EmptyEntries = ({ text }: { readonly text: string }) => <p className={empty}>{text}</p>

/** A list of entries (`<ul>` named by `label`). */
export const EntryList = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => <List aria-label={label}>{children}</List>

export interface EntryRowProps {
  readonly title: ReactNode
  readonly subtitle?: ReactNode
  readonly meta?: ReactNode
  /** Edit access: the row opens the entry's form. View only: a plain row. */
  readonly href?: string
  /** The Delete control (edit access only). */
  readonly remove?: ReactNode
}

/** One entry row: a link to its form when editable, else a read-only row; the Delete control after it. */
export const EntryRow = ({ title, subtitle, meta, href, remove }: EntryRowProps) => {
  const row = (
    <ListRow
      title={title}
      subtitle={subtitle}
      meta={
        href === undefined ? (
          meta
        ) : (
          <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            {meta}
            <ChevronRightIcon size={18} />
          </span>
        )
      }
    />
  )
  return (
    <ListItem>
      <div className={rowLine}>
        {href === undefined ? (
          <div className={rowMain}>{row}</div>
        ) : (
          <Link href={href} className={cx(rowMain, listRowInteractive)}>
            {row}
          </Link>
        )}
        {remove}
      </div>
    </ListItem>
  )
}

export interface DeleteEntryButtonProps {
  /** Unique within the screen: which entry's Yes/No dialog is open. */
  readonly entryKey: string
  /** Names the entry in the button's accessible name ("Delete E-mail anna@example.com"). */
  readonly entryName: string
  /** Why deleting is not allowed: SPEC section 5 "The last remaining entry cannot be deleted". */
  readonly blocked: ValidationError | undefined
  readonly online: boolean
  readonly onDelete: () => Promise<MyDataError | undefined>
}

/**
 * Delete with a Yes/No confirmation. Disabled, with the reason beside it, for the last remaining
 * entry of its list, while offline, and while another delete runs.
 */
export const DeleteEntryButton = ({ entryKey, entryName, blocked, online, onDelete }: DeleteEntryButtonProps) => {
  const { LL } = useI18n()
  const snap = useSnapshot(myDataState, { sync: true })
  const hintId = useId()
  const confirm = async () => {
    deleteStarted()
    deleteEnded(await onDelete())
  }
  return (
    <div className={deleteWrap}>
      <Button
        variant="ghost"
        tone="danger"
        icon={<TrashIcon size={18} />}
        aria-label={LL.myData.deleteEntry({ entry: entryName })}
        aria-describedby={blocked === undefined ? undefined : hintId}
        disabled={blocked !== undefined || !online || snap.deleting}
        onClick={() => askDelete(entryKey)}
      >
        {LL.myData.delete()}
      </Button>
      {blocked === undefined ? null : (
        <p id={hintId} className={blockedHint}>
          {translateValidation(LL, blocked)}
        </p>
      )}
      <ConfirmDialog
        open={snap.pendingDelete === entryKey}
        tone="danger"
        title={LL.myData.deleteDialog.title()}
        message={
          <>
            <strong>{entryName}</strong>
            <br />
            {LL.myData.deleteDialog.message()}
          </>
        }
        confirmLabel={LL.myData.deleteDialog.yes()}
        cancelLabel={LL.myData.deleteDialog.no()}
        onConfirm={() => void confirm()}
        onCancel={cancelDelete}
      />
    </div>
  )
}

/**
 * The list's status lines: the offline message, the result of the last delete (the server's refusal
 * or error, "Failed my-data ... delete show the error from the server") and the saved/deleted notice.
 */
export const ListStatus = ({ online, editable }: { readonly online: boolean; readonly editable: boolean }) => {
  const { LL } = useI18n()
  const snap = useSnapshot(myDataState, { sync: true })
  // The error is held by `ref`: the snapshot tracks it, the state gives it with its own type.
  const deleteError = snap.deleteError === undefined ? undefined : myDataState.deleteError
  useEffect(() => clearListStatus, [])
  return (
    <>
      {!online && editable ? <Banner tone="warning">{LL.errors.offlineEditOnlyOnline()}</Banner> : null}
      {deleteError === undefined ? null : <Banner tone="danger">{myDataErrorText(LL, deleteError)}</Banner>}
      {snap.notice === undefined ? null : <Banner tone="success">{snap.notice === 'saved' ? LL.myData.saved() : LL.myData.deleted()}</Banner>}
    </>
  )
}
