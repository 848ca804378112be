import type * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../../core/errors/app-error'
import { profileWith } from '../../../../core/access/profiles.rules'
import { ConfirmRosterChangeResult, type ConfirmRosterChangeBody, type RosterChange } from '../../../../core/roster-changes/roster-change.codec'
import { RosterData } from '../../../../core/roster/roster.codec'
import { SHELL } from '../../../../ui/app/tokens'
import { RosterChangesScreen } from '../../../../ui/features/details/roster-changes/roster-changes-screen'
import { anAirline, fromContainer, renderScreen } from '../../app-harness'
import { cleanup, fire, flush, screen, waitFor, within } from '../../harness'
import { aLegWire, aRosterChange, left, must, right, serviceError } from './fixtures'

const STATE = { fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-18T23:59:59+00:00', redirectTo: '/check-in/C1001/C1001%3AP123-CI' }
const RESULT = must(ConfirmRosterChangeResult, { periods: [{ fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T23:59:59+00:00' }] })
const DUTIES = must(RosterData, {
  events: [aLegWire({ name: 'AF010', eventHeader: 'AF010 CDG-LHR' })],
  rosterPeriod: { from: '2026-03-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00' },
  blockMonthList: [{ id: 'BM03', name: 'March', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' }],
})

interface Setup {
  readonly load?: ReadonlyArray<RosterChange | TransportError>
  readonly confirm?: 'ok' | 'some' | 'fail' | 'fail-plain'
  readonly fullSelection?: boolean
  readonly dutyLimits?: 'EASA' | 'off'
}

const render = async (setup: Setup = {}) => {
  const calls = { loads: 0, confirms: [] as ConfirmRosterChangeBody[], afterConfirm: [] as unknown[], news: [] as string[], effects: [] as string[] }
  const loads = setup.load ?? [aRosterChange()]
  const app = await renderScreen(<RosterChangesScreen params={{ crmId: 'C1001' }} />, {
    path: '/notifications/C1001',
    navigationState: STATE,
    ...(setup.fullSelection === true || setup.dutyLimits !== undefined
      ? { airline: anAirline(profileWith({ display: { rosterChangeFullSelection: setup.fullSelection === true, ...(setup.dutyLimits === undefined ? {} : { dutyLimits: setup.dutyLimits }) } })) }
      : {}),
    ports: {
      changeEffects: {
        loadChangeEffects: (crmId) => {
          calls.effects.push(crmId)
          return left({ _tag: 'Offline' })
        },
      },
      rosterChanges: {
        fetchRosterChanges: (): TE.TaskEither<TransportError, RosterChange> => {
          const next = loads[Math.min(calls.loads, loads.length - 1)] ?? aRosterChange()
          calls.loads += 1
          return '_tag' in next ? left(next) : right(next)
        },
        confirmRosterChanges: (_crmId, body) => {
          calls.confirms.push(body)
          switch (setup.confirm ?? 'ok') {
            case 'some':
              return right(must(ConfirmRosterChangeResult, { periods: [], failed: [{ date: '2026-03-17', errMessage: 'Locked' }] }))
            case 'fail':
              return left(serviceError('', 'Confirmation window closed'))
            case 'fail-plain':
              return left({ _tag: 'Network', request: { method: 'POST', url: '/notif' }, message: 'down', timedOut: false })
            default:
              return right(RESULT)
          }
        },
      },
      news: {
        // "Your roster has changed" for 16-18 March, unread, beside an unread broadcast.
        fetchMessages: () =>
          right({
            messages: [
              { id: 'N-B', category: 'BROADCAST', internalMessage: JSON.stringify({ subject: 'Winter', body: 'Rest rules' }), recipients: [{ status: 'NEW' }] },
              {
                id: 'N-RC',
                category: 'ROSTERCHANGE',
                internalMessage: JSON.stringify({ subject: 'Your roster has changed', body: 'Please confirm.', properties: { fromDateTimeUTC: STATE.fromDateTimeUTC, toDateTimeUTC: STATE.toDateTimeUTC } }),
                recipients: [{ status: 'NEW' }],
              },
            ],
          }),
        updateStatus: (id, status) => {
          calls.news.push(`${id} ${status}`)
          return right(undefined)
        },
      },
      roster: {
        loadDutiesAfterConfirm: (_crmId, confirmed) => {
          calls.afterConfirm.push(ConfirmRosterChangeResult.encode(confirmed))
          return right(DUTIES)
        },
      },
    },
  })
  await flush()
  return { app, calls }
}

const day = (name: string) => screen.getByRole('article', { name })
const confirm = () => screen.getByRole('button', { name: 'Confirm selected' })
const region = () => screen.getByRole('region', { name: 'Changes to confirm' })

// happy-dom has no layout: the changes list is given a height so "scrolled to the end" is observable.
let tall = true
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
const layout = () => {
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return this.hasAttribute('data-scroll-region') ? (tall ? 2000 : 300) : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.hasAttribute('data-scroll-region') ? 500 : 0
    },
  })
}
const restore = () => {
  if (scrollHeight !== undefined) Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight)
  if (clientHeight !== undefined) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight)
}
const scrollToEnd = () => {
  const el = region()
  el.scrollTop = 1500
  el.dispatchEvent(new Event('scroll', { bubbles: true }))
}

const Changes = suite('roster-change confirmation (/notifications/{crmId})')
Changes.before(layout)
Changes.before.each(() => {
  tall = true
})
Changes.after.each(cleanup)
Changes.after(restore)

Changes('"Each change shows old duty, new duty and the scheduler message"', async () => {
  await render()
  const first = await waitFor(() => day('16 Mar 2026'))
  assert.ok(within(first).getByText('AF006 CDG-LHR'))
  assert.ok(within(first).getByText('AF010 CDG-LHR'))
  assert.ok(within(first).getByText('Message from the scheduler: Aircraft change, sorry.'))
  assert.ok(within(day('17 Mar 2026')).getByText('No duty'))
  assert.ok(within(day('18 Mar 2026')).getByText('Cannot be confirmed'))
  assert.is(within(day('18 Mar 2026')).queryByRole('checkbox'), null)
})

Changes('"Changes can be selected, then \'confirm selected\'": returns to redirectTo and reloads the duties with the confirm result', async () => {
  const { app, calls } = await render()
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 17 Mar 2026' })))
  await waitFor(() => assert.is((screen.getByRole('checkbox', { name: 'Select the changes of 17 Mar 2026' }) as HTMLInputElement).checked, true))
  fire.click(confirm())
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  assert.equal(
    calls.confirms.map((b) => ({ id: b.id, changes: b.changes.map(String) })),
    [{ id: 'RC-1', changes: ['2026-03-17'] }],
  )
  await waitFor(() => assert.equal(calls.afterConfirm, [ConfirmRosterChangeResult.encode(RESULT)]))
  const duties = fromContainer(app.di, SHELL.duties)
  await waitFor(() => assert.is(duties.state.plan?.events[0]?.name, 'AF010'))
})

Changes('once its change is confirmed, the "Your roster has changed" message is marked read before returning', async () => {
  const { app, calls } = await render()
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 17 Mar 2026' })))
  fire.click(confirm())
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  assert.equal(calls.news, ['N-RC READ'])
})

Changes('a confirmation that confirmed nothing leaves the message unread', async () => {
  const { calls } = await render({ confirm: 'fail' })
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 17 Mar 2026' })))
  fire.click(confirm())
  await waitFor(() => screen.getByRole('alertdialog'))
  await flush()
  assert.equal(calls.news, [])
})

Changes('"Confirm with nothing selected": warning \'scroll down before confirm\'', async () => {
  const { calls } = await render()
  fire.click(await waitFor(confirm))
  const warning = await waitFor(() => screen.getByRole('alertdialog', { name: 'Warning' }))
  assert.ok(within(warning).getByText('Please scroll down before confirming.'))
  fire.click(within(warning).getByRole('button', { name: 'OK' }))
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null))
  assert.equal(calls.confirms, [])
})

Changes('confirm warns until scrolled to the end in full-selection mode', async () => {
  const { app, calls } = await render({ fullSelection: true })
  const box = (await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' }))) as HTMLInputElement
  assert.is(box.checked, true)
  assert.is(box.disabled, true)
  assert.ok(screen.getByText('Scroll to the end of the list to confirm.'))
  fire.click(confirm())
  await waitFor(() => screen.getByRole('alertdialog', { name: 'Warning' }))
  fire.click(screen.getByRole('button', { name: 'OK' }))
  assert.equal(calls.confirms, [])
  scrollToEnd()
  await waitFor(() => assert.is(screen.queryByText('Scroll to the end of the list to confirm.'), null))
  fire.click(confirm())
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  assert.equal(
    calls.confirms.map((b) => b.changes.map(String)),
    [['2026-03-16', '2026-03-17']],
  )
})

Changes('in full-selection mode a list that fits on the screen counts as scrolled to the end', async () => {
  tall = false
  const { app } = await render({ fullSelection: true })
  await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' }))
  await waitFor(() => assert.is(screen.queryByText('Scroll to the end of the list to confirm.'), null))
  fire.click(confirm())
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
})

Changes('"Load failure: dialog titled info, with the first server error ..., and a reload button"', async () => {
  const { calls } = await render({ load: [serviceError('', 'Roster locked'), aRosterChange()] })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Info' }))
  assert.ok(within(dialog).getByText('Roster locked'))
  fire.click(within(dialog).getByRole('button', { name: 'Reload' }))
  await waitFor(() => day('16 Mar 2026'))
  assert.is(calls.loads, 2)
})

Changes('"... or \'unable to retrieve roster changes\'"; closing the dialog goes back', async () => {
  const { app } = await render({ load: [{ _tag: 'Offline' }] })
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Info' }))
  assert.ok(within(dialog).getByText('Unable to retrieve roster changes.'))
  fire.click(within(dialog).getByRole('button', { name: 'Back' }))
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
})

Changes('"Confirm failure: dialog \'unsuccessful notification confirmation\' with the server message"; then returns without loading duties', async () => {
  const { app, calls } = await render({ confirm: 'fail' })
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' })))
  fire.click(confirm())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Unsuccessful notification confirmation' }))
  assert.ok(within(dialog).getByText('Confirmation window closed'))
  assert.is(app.location(), '/notifications/C1001')
  fire.click(within(dialog).getByRole('button', { name: 'OK' }))
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  assert.equal(calls.afterConfirm, [])
})

Changes('"... or \'confirmation failed\'" without a server message', async () => {
  await render({ confirm: 'fail-plain' })
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' })))
  fire.click(confirm())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Unsuccessful notification confirmation' }))
  assert.ok(within(dialog).getByText('Confirmation failed.'))
})

Changes('"Some confirmations failing gives \'some notification confirmations failed\'"', async () => {
  const { app, calls } = await render({ confirm: 'some' })
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' })))
  fire.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 17 Mar 2026' })))
  fire.click(confirm())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Unsuccessful notification confirmation' }))
  assert.ok(within(dialog).getByText('Some notification confirmations failed.'))
  fire.click(within(dialog).getByRole('button', { name: 'OK' }))
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  await waitFor(() => assert.is(calls.afterConfirm.length, 1))
})

Changes('"otherwise goes back": the back arrow returns to redirectTo without confirming', async () => {
  const { app, calls } = await render()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Back' })))
  await waitFor(() => assert.is(app.location(), STATE.redirectTo))
  assert.equal(calls.confirms, [])
})

Changes('with duty-limit counters on, the effects of the change are asked for the crew member; with them off, never', async () => {
  const on = await render({ dutyLimits: 'EASA' })
  await waitFor(() => day('16 Mar 2026'))
  assert.equal(on.calls.effects, ['C1001'])
  cleanup()
  const off = await render({ dutyLimits: 'off' })
  await waitFor(() => day('16 Mar 2026'))
  assert.equal(off.calls.effects, [])
})

Changes('no roster change to confirm shows the empty text', async () => {
  await render({ load: [aRosterChange({ changes: [] })] })
  await waitFor(() => screen.getByText('There are no roster changes to confirm.'))
})

Changes.run()
