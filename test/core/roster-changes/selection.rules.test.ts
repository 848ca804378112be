import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { ConfirmRosterChangeBody } from '../../../core/roster-changes/roster-change.codec'
import {
  checkConfirm,
  confirmBody,
  initialSelection,
  toggleSelection,
} from '../../../core/roster-changes/selection.rules'
import { aRosterChange, day } from './fixtures'

const iso = (dates: ReadonlyArray<{ toString(): string }>): string[] => dates.map(String)

const Toggle = suite('toggleSelection')

Toggle('"Changes can be selected, then \'confirm selected\'": toggling selects, toggling again deselects', () => {
  const change = aRosterChange()
  const once = toggleSelection(change, { selected: [], fullSelection: false }, day('2026-03-18'))
  assert.equal(iso(once), ['2026-03-18'])
  const twice = toggleSelection(change, { selected: once, fullSelection: false }, day('2026-03-16'))
  assert.equal(iso(twice), ['2026-03-16', '2026-03-18'])
  assert.equal(iso(toggleSelection(change, { selected: twice, fullSelection: false }, day('2026-03-18'))), ['2026-03-16'])
})

Toggle('a day that is not confirmable cannot be selected', () => {
  assert.equal(toggleSelection(aRosterChange(), { selected: [], fullSelection: false }, day('2026-03-17')), [])
  assert.equal(toggleSelection(aRosterChange(), { selected: [], fullSelection: false }, day('2026-03-30')), [])
})

Toggle('in full-selection mode every confirmable day is selected on load and stays selected', () => {
  const change = aRosterChange()
  const all = initialSelection(change, true)
  assert.equal(iso(all), ['2026-03-16', '2026-03-18'])
  assert.equal(iso(toggleSelection(change, { selected: all, fullSelection: true }, day('2026-03-16'))), ['2026-03-16', '2026-03-18'])
  assert.equal(initialSelection(change, false), [])
})

Toggle.run()

const Confirm = suite('checkConfirm')

Confirm('"Confirm requires a selection": nothing selected gives the warning \'scroll down before confirm\'', () => {
  assert.equal(checkConfirm({ selected: [], fullSelection: false, scrolledToBottom: true }), E.left('scrollDownBeforeConfirm'))
})

Confirm('"In full-selection mode the list must also be scrolled to the bottom"', () => {
  const selected = [day('2026-03-16'), day('2026-03-18')]
  assert.equal(checkConfirm({ selected, fullSelection: true, scrolledToBottom: false }), E.left('scrollDownBeforeConfirm'))
  const ok = checkConfirm({ selected, fullSelection: true, scrolledToBottom: true })
  assert.ok(E.isRight(ok) && ok.right.length === 2)
})

Confirm('outside full-selection mode a selection is enough, scrolled or not', () => {
  assert.ok(E.isRight(checkConfirm({ selected: [day('2026-03-16')], fullSelection: false, scrolledToBottom: false })))
})

Confirm.run()

const Body = suite('confirmBody')

Body('the confirm call sends "body id and changes (list of dates)" as ISO dates', () => {
  const body = confirmBody(aRosterChange(), [day('2026-03-16'), day('2026-03-18')])
  assert.equal(ConfirmRosterChangeBody.encode(body), { id: 'RC-42', changes: ['2026-03-16', '2026-03-18'] })
})

Body.run()
