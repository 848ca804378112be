import { useState } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Button } from '../../../ui/design/button'
import { ConfirmDialog } from '../../../ui/design/confirm-dialog'
import { Dialog } from '../../../ui/design/dialog'
import { TextField } from '../../../ui/design/text-field'
import { accessibleDescription, cleanup, fire, render, screen } from '../harness'

const DialogHost = ({ dismissible = true, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Dialog
        open={open}
        title="Unsaved changes"
        dismissible={dismissible}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>First action</Button>
            <Button onClick={() => setOpen(false)}>Last action</Button>
          </>
        }
      >
        <TextField label="Comment" />
      </Dialog>
    </>
  )
}

const Modal = suite('Dialog')
Modal.after.each(cleanup)

Modal('is a modal dialog named by its title: role dialog, aria-modal, aria-labelledby', () => {
  render(<DialogHost />)
  assert.is(screen.queryByRole('dialog'), null)
  fire.click(screen.getByRole('button', { name: 'Open settings' }))
  const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' })
  assert.is(dialog.getAttribute('aria-modal'), 'true')
  assert.ok(accessibleDescription(dialog).includes('Comment'))
})

Modal('moves focus into the dialog, to its first focusable control', () => {
  render(<DialogHost />)
  fire.click(screen.getByRole('button', { name: 'Open settings' }))
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Comment' }))
})

Modal('traps Tab: from the last control focus wraps to the first, Shift+Tab from the first to the last', () => {
  render(<DialogHost />)
  fire.click(screen.getByRole('button', { name: 'Open settings' }))
  const first = screen.getByRole('textbox', { name: 'Comment' })
  const last = screen.getByRole('button', { name: 'Last action' })
  fire.focus(last)
  fire.keyDown(last, 'Tab')
  assert.is(document.activeElement, first)
  fire.keyDown(first, 'Tab', { shiftKey: true })
  assert.is(document.activeElement, last)
})

Modal('Escape closes it and focus returns to the button that opened it', () => {
  let closed = 0
  render(<DialogHost onClose={() => (closed += 1)} />)
  const opener = screen.getByRole('button', { name: 'Open settings' })
  fire.focus(opener)
  fire.click(opener)
  fire.keyDown(screen.getByRole('textbox', { name: 'Comment' }), 'Escape')
  assert.is(closed, 1)
  assert.is(screen.queryByRole('dialog'), null)
  assert.is(document.activeElement, opener)
})

Modal('a dialog that is not dismissible ignores Escape', () => {
  let closed = 0
  render(<DialogHost dismissible={false} onClose={() => (closed += 1)} />)
  fire.click(screen.getByRole('button', { name: 'Open settings' }))
  fire.keyDown(screen.getByRole('textbox', { name: 'Comment' }), 'Escape')
  assert.is(closed, 0)
  assert.ok(screen.getByRole('dialog', { name: 'Unsaved changes' }))
})

const Confirm = suite('ConfirmDialog')
Confirm.after.each(cleanup)

Confirm('"A confirm dialog (Yes/No) when leaving with unsaved changes": an alertdialog with both answers, focus on the safe one', () => {
  const answers: string[] = []
  render(
    <ConfirmDialog
      open
      title="Stop editing?"
      message="You have unsaved changes."
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => answers.push('yes')}
      onCancel={() => answers.push('no')}
    />,
  )
  const dialog = screen.getByRole('alertdialog', { name: 'Stop editing?' })
  assert.is(accessibleDescription(dialog), 'You have unsaved changes.')
  assert.is(document.activeElement, screen.getByRole('button', { name: 'No' }))
  fire.click(screen.getByRole('button', { name: 'Yes' }))
  fire.keyDown(dialog, 'Escape')
  assert.equal(answers, ['yes', 'no'])
})

Modal.run()
Confirm.run()
