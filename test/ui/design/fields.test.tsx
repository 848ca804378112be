import { useState } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BASE_TEXT_FIELD_MAX_WIDTH_PX } from '../../../core/shared/constants'
import { Checkbox, Switch } from '../../../ui/design/checkbox'
import { Select } from '../../../ui/design/select'
import { TextField } from '../../../ui/design/text-field'
import { accessibleDescription, cleanup, fire, render, screen } from '../harness'

const Text = suite('TextField')
Text.after.each(cleanup)

Text('the label names the input', () => {
  render(<TextField label="User name" />)
  assert.is(screen.getByRole('textbox', { name: 'User name' }).tagName, 'INPUT')
})

Text('an error is shown, marks the input invalid and is associated with it by aria-describedby', () => {
  render(<TextField label="E-mail" error="E-mail address is not valid!" hint="Work address" />)
  const input = screen.getByRole('textbox', { name: 'E-mail' })
  assert.is(input.getAttribute('aria-invalid'), 'true')
  assert.is(accessibleDescription(input), 'E-mail address is not valid! Work address')
  assert.ok(screen.getByText('E-mail address is not valid!'))
})

Text('without an error the input is not invalid and only the hint describes it', () => {
  render(<TextField label="E-mail" hint="Work address" />)
  const input = screen.getByRole('textbox', { name: 'E-mail' })
  assert.is(input.getAttribute('aria-invalid'), null)
  assert.is(accessibleDescription(input), 'Work address')
})

Text('"Base text field max width 400": the field column is capped at 400 px', () => {
  const { container } = render(<TextField label="City" />)
  assert.ok((container.firstElementChild?.className ?? '').includes(`max-w_${BASE_TEXT_FIELD_MAX_WIDTH_PX}px`))
})

Text('typing updates a controlled field; a required field says so to assistive technology', () => {
  const Host = () => {
    const [value, setValue] = useState('')
    return <TextField label="Street" required value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
  }
  render(<Host />)
  const input = screen.getByRole('textbox', { name: 'Street' }) as HTMLInputElement
  fire.input(input, 'rue de la paix')
  assert.is(input.value, 'RUE DE LA PAIX')
  assert.ok(input.required)
})

const Choice = suite('Select')
Choice.after.each(cleanup)

Choice('a labelled combobox with its options and placeholder; picking one calls onChange', () => {
  const picked: string[] = []
  render(
    <Select
      label="Language"
      placeholder="Select…"
      options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }]}
      onChange={(e) => picked.push(e.target.value)}
      error="This field is required"
    />,
  )
  const select = screen.getByRole('combobox', { name: 'Language' })
  assert.equal(screen.getAllByRole('option').map((o) => o.textContent), ['Select…', 'English', 'Français'])
  assert.is(accessibleDescription(select), 'This field is required')
  fire.input(select, 'fr')
  assert.equal(picked, ['fr'])
})

const Toggles = suite('Checkbox and Switch')
Toggles.after.each(cleanup)

Toggles('a checkbox is named by its label, described by its description, and toggles on click', () => {
  render(<Checkbox label="SMS" description="Standard message rates may apply." />)
  const box = screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement
  assert.is(accessibleDescription(box), 'Standard message rates may apply.')
  assert.is(box.checked, false)
  fire.click(box)
  assert.is(box.checked, true)
})

Toggles('a switch has role switch and reports its state', () => {
  const Host = () => {
    const [on, setOn] = useState(true)
    return <Switch label="Refresh duties automatically" checked={on} onChange={(e) => setOn(e.target.checked)} />
  }
  render(<Host />)
  const toggle = screen.getByRole('switch', { name: 'Refresh duties automatically' }) as HTMLInputElement
  assert.is(toggle.checked, true)
  fire.click(toggle)
  assert.is(toggle.checked, false)
})

Text.run()
Choice.run()
Toggles.run()
