import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import { PROFILES } from '../../../../profiles'
import { HomeScreen } from '../../../../ui/features/home/home-screen'
import { resetHomeState } from '../../../../ui/features/home/home.state'
import { anAirline, renderScreen } from '../../app-harness'
import { act, cleanup, fire, screen, waitFor, within } from '../../harness'
import { aRoster, aWireEvent, rosterPorts } from './fixtures'

const alpine = PROFILES['alpine']
if (alpine === undefined) throw new Error('alpine profile missing')

const Home = suite('home screen')
Home.after.each(() => {
  cleanup()
  resetHomeState(undefined)
})

/** The demo airline with its calendar open on phones too (these tests are about the calendar); see 'Next' below for the demo as it is. */
const calendarOnPhones = () => anAirline(profileWith({ display: { showCalendarAfterLoginOnPhones: true } }, anAirline().profile))
const show = (roster = aRoster(), options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(<HomeScreen params={{}} />, { ports: rosterPorts(roster), airline: calendarOnPhones(), ...options })

Home('the block month containing today is active, with both arrows when there is a previous and a next one', async () => {
  await show()
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  assert.ok(screen.getByRole('button', { name: 'Previous block month' }))
  assert.ok(screen.getByRole('button', { name: 'Next block month' }))
})

Home('"The arrows are hidden when there is no previous or next block month"', async () => {
  await show()
  fire.click(await waitFor(() => screen.getByRole('button', { name: 'Next block month' })))
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: April 2026/ }))
  assert.is(screen.queryByRole('button', { name: 'Next block month' }), null)
  fire.click(screen.getByRole('button', { name: 'Previous block month' }))
  fire.click(screen.getByRole('button', { name: 'Previous block month' }))
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: February 2026/ }))
  assert.is(screen.queryByRole('button', { name: 'Previous block month' }), null)
})

Home('a block-month switch renders the calendar header and body only: the rest of home (which reads the clock when it renders) is not rendered again', async () => {
  const { world } = await show()
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  const list = await waitFor(() => screen.getByRole('list', { name: 'Duty list' }))
  await waitFor(() => assert.is(list.getAttribute('aria-busy'), null))
  // Home's own render reads the clock (today, the list's start); the calendar header and body do not.
  const clock = world.time.clock as { now: () => ReturnType<typeof world.time.clock.now> }
  const now = clock.now
  let reads = 0
  clock.now = () => {
    reads += 1
    return now()
  }
  const rowsBefore = within(list).getAllByRole('listitem')
  fire.click(screen.getByRole('button', { name: 'Next block month' }))
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: April 2026/ }))
  fire.click(screen.getByRole('button', { name: 'Previous block month' }))
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  clock.now = now
  assert.is(reads, 0, 'home rendered again by a switch')
  assert.ok(screen.getByRole('list', { name: 'Duty list' }) === list, 'the same duty list')
  assert.equal(within(list).getAllByRole('listitem'), rowsBefore)
})

Home("the print button prints the block month: the browser's print starts once the sheet is on the page, and the sheet is what prints", async () => {
  await show()
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  const prints: Array<{ sheet: string | undefined }> = []
  const original = window.print
  // The browser's print as Chromium runs it: beforeprint, the page laid out for paper, afterprint.
  window.print = () => {
    window.dispatchEvent(new Event('beforeprint'))
    prints.push({ sheet: document.querySelector('[data-print-month]')?.textContent ?? undefined })
    window.dispatchEvent(new Event('afterprint'))
  }
  try {
    assert.is(document.querySelector('[data-print-month]'), null, 'no sheet on screen')
    // The button comes with the open calendar's chunk.
    const button = await waitFor(() => screen.getByRole('button', { name: 'Print this block month' }))
    await act(async () => fire.click(button))
    await waitFor(() => assert.is(prints.length, 1))
    assert.ok(prints[0]?.sheet?.includes('Demo Airline'), `the printed sheet, not the screen: ${prints[0]?.sheet?.slice(0, 80)}`)
    assert.is(document.querySelector('[data-print-month]'), null, 'after printing, no sheet on screen')
    await act(async () => fire.click(screen.getByRole('button', { name: 'Print this block month' })))
    await waitFor(() => assert.is(prints.length, 2, 'a second press prints again'))
  } finally {
    window.print = original
  }
})

Home('"An empty text shows when there are no events"', async () => {
  await show(aRoster([]))
  await waitFor(() => screen.getByText('You have no duties in your roster.'))
})

Home('every duty kind shows with its name and icon in the list', async () => {
  const events = [
    aWireEvent({ id: 'P1', type: 'PAR', eventHeader: 'J406 CDG-JFK-CDG', fromDateTimeUTC: '2026-03-15T09:00:00+00:00', toDateTimeUTC: '2026-03-17T11:00:00+00:00' }),
    aWireEvent({ id: 'S1', type: 'SBY', name: 'Home standby', fromDateTimeUTC: '2026-03-18T04:00:00+00:00', toDateTimeUTC: '2026-03-18T16:00:00+00:00' }),
    aWireEvent({ id: 'V1', type: 'VAC', name: 'Annual leave', fromDateTimeUTC: '2026-03-20T00:00:00+00:00', toDateTimeUTC: '2026-03-22T00:00:00+00:00' }),
  ]
  await show(aRoster(events))
  const list = await waitFor(() => screen.getByRole('list', { name: 'Duty list' }))
  // The rows are drawn in steps after the calendar; the list is busy until the last.
  await waitFor(() => assert.is(list.getAttribute('aria-busy'), null))
  const buttons = within(list).getAllByRole('button')
  const names = buttons.map((b) => b.getAttribute('aria-label') ?? '')
  assert.equal(names.map((n) => n.split(', ').slice(0, 2).join(', ')), ['Pairing: J406 CDG-JFK-CDG, 15 Mar 2026 – 17 Mar 2026', 'Standby: Home standby, 18 Mar 2026', 'Vacation: Annual leave, 20 Mar 2026 – 21 Mar 2026'])
  // WCAG 2.5.3 label in name: every word shown on the row is in its name, in the same order (as axe compares them).
  const curated = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim()
  const shown = (el: Element): string => [...el.childNodes].map((n) => (n.nodeType === 3 ? (n.textContent ?? '') : n instanceof Element ? shown(n) : '')).join(' ')
  buttons.forEach((button, i) => assert.ok(curated(names[i] ?? '').includes(curated(shown(button))), `${names[i]} holds "${shown(button)}"`))
  assert.is(list.querySelectorAll('[data-duty-kind]').length, 3)
})

Home('a long roster: every duty is in the list once its rows are drawn (after the calendar), and the list is then not busy', async () => {
  // 62 duties, one a day from 1 February: the rows are drawn in a background render after the calendar.
  const events = Array.from({ length: 62 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 1, 1 + i))
    const next = new Date(Date.UTC(2026, 1, 2 + i))
    return aWireEvent({ id: `S${i}`, logicalId: `C1001:S${i}`, type: 'SBY', name: `Standby ${i}`, fromDateTimeUTC: day.toISOString().replace('.000Z', '+00:00'), toDateTimeUTC: next.toISOString().replace('.000Z', '+00:00') })
  })
  await show(aRoster(events))
  const list = await waitFor(() => screen.getByRole('list', { name: 'Duty list' }))
  await waitFor(() => assert.is(within(list).getAllByRole('listitem').length, 62))
  assert.ok(within(list).getByRole('button', { name: /^Standby: Standby 0, 01 Feb 2026/ }), 'the first duty')
  assert.ok(within(list).getByRole('button', { name: /^Standby: Standby 61, 03 Apr 2026/ }), 'the last duty')
  assert.is(list.getAttribute('aria-busy'), null)
})

Home('"Clicking an event collapses all blocks except it": a calendar tag opens its duty and closes the open one', async () => {
  const events = [
    aWireEvent({ id: 'A', type: 'SBY', name: 'Standby A', fromDateTimeUTC: '2026-03-10T04:00:00+00:00', toDateTimeUTC: '2026-03-10T10:00:00+00:00' }),
    aWireEvent({ id: 'B', type: 'SIM', name: 'Simulator B', fromDateTimeUTC: '2026-03-12T06:00:00+00:00', toDateTimeUTC: '2026-03-12T10:00:00+00:00' }),
  ]
  await show(aRoster(events))
  const rowA = await waitFor(() => screen.getByRole('button', { name: /^Standby: Standby A/ }))
  fire.click(rowA)
  assert.is(rowA.getAttribute('aria-expanded'), 'true')
  fire.click(screen.getByRole('button', { name: /^SIM: Simulator B/ }))
  assert.is(rowA.getAttribute('aria-expanded'), 'false')
  assert.is(screen.getByRole('button', { name: /^Simulator: Simulator B/ }).getAttribute('aria-expanded'), 'true')
})

Home('"Suspension events fill the whole day with an icon"', async () => {
  await show(aRoster([aWireEvent({ id: 'X', type: 'SUSP', name: 'Suspension', fromDateTimeUTC: '2026-03-05T00:00:00+00:00', toDateTimeUTC: '2026-03-06T00:00:00+00:00' })]))
  await waitFor(() => screen.getByRole('img', { name: 'Suspended' }))
})

Home('display option "large suspension icon": the suspended day\'s icon is drawn large (26 px) instead of small (14 px)', async () => {
  const susp = aRoster([aWireEvent({ id: 'X', type: 'SUSP', name: 'Suspension', fromDateTimeUTC: '2026-03-05T00:00:00+00:00', toDateTimeUTC: '2026-03-06T00:00:00+00:00' })])
  const glyphWidth = (icon: HTMLElement): string | null => icon.querySelector('svg')?.getAttribute('width') ?? null
  await show(susp, { airline: anAirline(profileWith({ display: { largeSuspensionIcon: false } })) })
  assert.is(glyphWidth(await waitFor(() => screen.getByRole('img', { name: 'Suspended' }))), '14')
  cleanup()
  await show(susp, { airline: anAirline(profileWith({ display: { largeSuspensionIcon: true } })) })
  assert.is(glyphWidth(await waitFor(() => screen.getByRole('img', { name: 'Suspended' }))), '26')
})

Home('calendar tags: a whole-day kind says its day only (no "00:00"), a duty its start time, in English and French', async () => {
  const roster = aRoster([
    aWireEvent({ id: 'OFF1', type: 'OFF', name: 'Day off', fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' }),
    aWireEvent({ id: 'VAC1', logicalId: 'C1001:VAC1', type: 'VAC', name: 'Holiday', fromDateTimeUTC: '2026-03-18T00:00:00+00:00', toDateTimeUTC: '2026-03-20T00:00:00+00:00' }),
    aWireEvent({ id: 'SBY1', logicalId: 'C1001:SBY1', type: 'SBY', name: 'Home standby', fromDateTimeUTC: '2026-03-17T06:00:00+00:00', toDateTimeUTC: '2026-03-17T14:00:00+00:00' }),
  ])
  for (const language of ['en', 'fr'] as const) {
    await show(roster, { language })
    const calendar = await waitFor(() => screen.getByRole('table'))
    const labels = within(calendar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '')
      .filter((l) => /Day off|Holiday|Home standby/.test(l))
    const off = labels.filter((l) => l.includes('Day off'))
    const holiday = labels.filter((l) => l.includes('Holiday'))
    assert.ok(off.length === 1 && holiday.length === 2, `${language}: one OFF tag, two holiday days (${labels.join(' | ')})`)
    for (const label of [...off, ...holiday]) assert.not.match(label, /\d{2}:\d{2}|,\s*$/, `${language}: "${label}" has no time and no dangling comma`)
    assert.ok(labels.some((l) => l.includes('Home standby') && l.includes('06:00')), `${language}: the standby says when it starts`)
    cleanup()
    resetHomeState(undefined)
  }
})

Home('the roster-tags dropdown shows only with the roster-tags filter, and hides the RTG tags', async () => {
  const rtg = aWireEvent({ id: 'R', type: 'RTG', name: 'Reserve', eventDescription: { rosterTagCode: 'RSV' }, fromDateTimeUTC: '2026-03-10T00:00:00+00:00', toDateTimeUTC: '2026-03-11T00:00:00+00:00' })
  await show(aRoster([rtg]))
  const dropdown = await waitFor(() => screen.getByRole('combobox', { name: 'Roster tags' }))
  assert.ok(screen.getByRole('button', { name: /^RSV: Reserve/ }))
  fire.input(dropdown, 'hide')
  assert.is(screen.queryByRole('button', { name: /^RSV: Reserve/ }), null)
  cleanup()
  await show(aRoster([rtg]), { airline: anAirline(alpine.profile) })
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  assert.is(screen.queryByRole('combobox', { name: 'Roster tags' }), null)
})

Home('the summary link shows only when the summary view is enabled', async () => {
  await show()
  await waitFor(() => screen.getByRole('link', { name: 'Summary' }))
  cleanup()
  const noSummary = profileWith({ features: { viewSummary: false } }, alpine.profile)
  await show(aRoster(), { airline: anAirline(noSummary) })
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
  assert.is(screen.queryByRole('link', { name: 'Summary' }), null)
})

Home('issue 26: every week of the calendar shows whole (no inner maximum height that cut the last week off); home\'s column scrolls instead', async () => {
  await show(aRoster())
  const table = await waitFor(() => screen.getByRole('table', { name: 'Calendar' }))
  assert.is(table.parentElement?.style.maxHeight, '')
})

Home('narrow screens: the handle collapses and expands the calendar; "shown or hidden after login per showCalendarAfterLogin"', async () => {
  const hidden = profileWith({ display: { showCalendarAfterLogin: false } }, alpine.profile)
  await show(aRoster(), { airline: anAirline(hidden) })
  const handle = await waitFor(() => screen.getByRole('button', { name: 'Expand calendar' }))
  assert.is(screen.queryByRole('table', { name: 'Calendar' }), null)
  fire.click(handle)
  assert.ok(screen.getByRole('table', { name: 'Calendar' }))
  fire.click(screen.getByRole('button', { name: 'Collapse calendar' }))
  assert.is(screen.queryByRole('table', { name: 'Calendar' }), null)
})

Home('wide screens follow showCalendarAfterLogin too: hidden after login, the handle shows it; shown by default', async () => {
  const hidden = profileWith({ display: { showCalendarAfterLogin: false } }, alpine.profile)
  const width = window.innerWidth
  // happy-dom's media queries follow the window size: 1280 px is the wide two-column layout.
  const happy = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM
  happy?.setViewport({ width: 1280, height: 900 })
  try {
    await show(aRoster(), { airline: anAirline(hidden) })
    const expand = await waitFor(() => screen.getByRole('button', { name: 'Expand calendar' }))
    assert.ok(screen.getByRole('heading', { name: 'Duty plan' }), 'the wide layout')
    assert.is(screen.queryByRole('table', { name: 'Calendar' }), null, 'hidden after login on a wide screen')
    fire.click(expand)
    assert.ok(screen.getByRole('table', { name: 'Calendar' }))
    cleanup()
    resetHomeState(undefined)
    await show(aRoster())
    await waitFor(() => screen.getByRole('table', { name: 'Calendar' }))
  } finally {
    happy?.setViewport({ width, height: 844 })
  }
})

Home('a leg row links to its leg details, URL-encoding the logicalId', async () => {
  const leg = aWireEvent({ id: 'L1', logicalId: 'C1001:AF006-20260316', type: 'LEG', eventDescription: { flightNumber: 'AF006' }, departure: { airportCode: 'CDG' }, arrival: { airportCode: 'JFK' }, fromDateTimeUTC: '2026-03-16T10:00:00+00:00', toDateTimeUTC: '2026-03-16T18:00:00+00:00' })
  await show(aRoster([leg]))
  fire.click(await waitFor(() => screen.getByRole('button', { name: /^Flight: AF006 CDG – JFK/ })))
  assert.is(screen.getByRole('link', { name: 'Flight details' }).getAttribute('href'), '/leg/C1001/C1001%3AAF006-20260316')
})

Home('a failed load shows its message and a retry', async () => {
  const { TE } = await import('./te')
  await renderScreen(<HomeScreen params={{}} />, { ports: { roster: { loadDuties: () => TE.left({ _tag: 'Http', status: 500, request: { method: 'GET', url: '/x' }, isJson: false }) }, refresh: { loadUpdates: () => TE.right({}) } } })
  await waitFor(() => screen.getByText('Your duties could not be loaded.'))
  assert.ok(screen.getByRole('button', { name: 'Try again' }))
})

const Changes = suite('home screen: changed duties and SIM sessions')
Changes.after.each(() => {
  cleanup()
  resetHomeState(undefined)
})
const changed = aWireEvent({ id: 'L9', logicalId: 'L9', type: 'LEG', rosterChangeType: ['NEW'], eventDescription: { flightNumber: 'AF010' }, departure: { airportCode: 'CDG' }, arrival: { airportCode: 'LHR' }, fromDateTimeUTC: '2026-03-16T10:00:00+00:00', toDateTimeUTC: '2026-03-16T11:30:00+00:00' })
const unchanged = aWireEvent({ id: 'L8', logicalId: 'L8', type: 'LEG', eventDescription: { flightNumber: 'AF011' }, departure: { airportCode: 'LHR' }, arrival: { airportCode: 'CDG' }, fromDateTimeUTC: '2026-03-17T10:00:00+00:00', toDateTimeUTC: '2026-03-17T11:30:00+00:00' })

Changes('a changed duty carries an icon naming its change in the list and in the calendar; an unchanged one none', async () => {
  await show(aRoster([changed, unchanged]))
  const row = await waitFor(() => screen.getByRole('button', { name: /^Flight: AF010 CDG – LHR/ }))
  assert.match(row.getAttribute('aria-label') ?? '', /, Roster change: new duty(,|$)/)
  assert.ok(within(row).getByRole('img', { name: 'Roster change: new duty' }))
  assert.not.match(screen.getByRole('button', { name: /^Flight: AF011/ }).getAttribute('aria-label') ?? '', /Roster change/)
  const calendar = screen.getByRole('table', { name: 'Calendar' })
  assert.ok(within(calendar).getByRole('button', { name: /AF010 CDG – LHR.*Roster change: new duty$/ }))
  assert.not.match(within(calendar).getByRole('button', { name: /AF011/ }).getAttribute('aria-label') ?? '', /Roster change/)
})

Changes('no marker when the profile turns roster changes off', async () => {
  const off = profileWith({ display: { showRosterChanges: false } }, alpine.profile)
  await show(aRoster([changed]), { airline: anAirline(off) })
  const row = await waitFor(() => screen.getByRole('button', { name: /^Flight: AF010 CDG – LHR/ }))
  assert.not.match(row.getAttribute('aria-label') ?? '', /Roster change/)
  assert.is(screen.queryByRole('img', { name: /Roster change/ }), null)
})

Changes('a SIM duty shows its briefing and debriefing times when opened', async () => {
  const sim = aWireEvent({ id: 'S7', logicalId: 'S7', type: 'SIM', name: 'A320 simulator', fromDateTimeUTC: '2026-03-18T08:00:00+00:00', toDateTimeUTC: '2026-03-18T12:00:00+00:00', simBriefingDateTimeUTC: '2026-03-18T07:00:00+00:00', simDebriefingDateTimeUTC: '2026-03-18T12:30:00+00:00' })
  await show(aRoster([sim]))
  fire.click(await waitFor(() => screen.getByRole('button', { name: /^Simulator: A320 simulator/ })))
  await waitFor(() => screen.getByText(/^Briefing: .*07:00/))
  assert.ok(screen.getByText(/^Debriefing: .*12:30/))
})

const Next = suite('home screen on a phone: the next duty first')
Next.after.each(() => {
  cleanup()
  resetHomeState(undefined)
})

// The clock of the harness is 2026-03-15T08:00Z: the pairing reports at 09:30Z (its check-in), 90 minutes ahead.
const pairing = aWireEvent({
  id: 'P1',
  logicalId: 'P1',
  type: 'PAR',
  originalEventType: 'LEG',
  name: 'J406/1',
  eventHeader: 'J406/1 CDG-JFK',
  rosterChangeType: ['CHANGED'],
  fromDateTimeUTC: '2026-03-15T09:30:00+00:00',
  toDateTimeUTC: '2026-03-16T18:00:00+00:00',
  events: [
    aWireEvent({ id: 'C1', logicalId: 'C1', type: 'C_I', fromDateTimeUTC: '2026-03-15T09:30:00+00:00', toDateTimeUTC: '2026-03-15T10:30:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T10:30:00+01:00', toDateTimeLtAtAirport: '2026-03-15T11:30:00+01:00' }),
    aWireEvent({ id: 'L1', logicalId: 'L1', type: 'LEG', eventDescription: { flightNumber: 'J406' }, departure: { airportCode: 'CDG' }, arrival: { airportCode: 'JFK' }, fromDateTimeUTC: '2026-03-15T10:30:00+00:00', toDateTimeUTC: '2026-03-15T18:30:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T11:30:00+01:00', toDateTimeLtAtAirport: '2026-03-15T14:30:00-04:00' }),
  ],
})

Next('the demo profile on a phone: the calendar starts closed, home leads with the next duty (report local and UTC, time until, first flight, check-in, changed mark)', async () => {
  await renderScreen(<HomeScreen params={{}} />, { ports: rosterPorts(aRoster([aWireEvent(), pairing])) })
  const card = (await waitFor(() => screen.getByRole('heading', { name: 'Next duty' }))).closest('section') as HTMLElement
  assert.is(screen.queryByRole('table', { name: 'Calendar' }), null, 'the calendar starts closed on a phone')
  assert.ok(screen.getByRole('button', { name: 'Expand calendar' }), 'one tap away')
  const text = card.textContent ?? ''
  assert.match(text, /J406\/1 CDG-JFK/)
  assert.match(text, /10:30 LT/, 'the report time, local')
  assert.match(text, /09:30 UTC/, 'the report time, UTC')
  assert.match(text, /in 1 h 30 min/)
  assert.match(text, /J406 CDG – JFK · 11:30 LT/, 'the first flight')
  assert.match(text, /Check-in open/)
  assert.ok(within(card).getByRole('img', { name: 'Roster change: changed duty' }))
  assert.ok(screen.getByRole('heading', { name: 'Duty plan' }), 'one home title on phones and desktops')
  // "Show in the list" opens the duty in the list.
  fire.click(within(card).getByRole('button', { name: 'Show in the list' }))
  await waitFor(() => assert.is(screen.getByRole('button', { name: /^Pairing: J406\/1 CDG-JFK/ }).getAttribute('aria-expanded'), 'true'))
})

Next('in French', async () => {
  await renderScreen(<HomeScreen params={{}} />, { ports: rosterPorts(aRoster([pairing])), language: 'fr' })
  const card = (await waitFor(() => screen.getByRole('heading', { name: 'Prochaine activité' }))).closest('section') as HTMLElement
  assert.match(card.textContent ?? '', /dans 1 h 30 min/)
  assert.match(card.textContent ?? '', /Présentation ouverte/)
})

/**
 * Home shown again on a plan already loaded (as a reopened session's copy is): whether a busy indicator was drawn
 * before the next duty (every node React added is recorded, even one replaced within the same flush).
 */
const spinnerBeforeNextDuty = async (airline?: ReturnType<typeof anAirline>): Promise<boolean> => {
  const { rerender } = await renderScreen(<HomeScreen params={{}} />, { ports: rosterPorts(aRoster([aWireEvent(), pairing])), ...(airline === undefined ? {} : { airline }) })
  await waitFor(() => screen.getByRole('heading', { name: 'Next duty' }))
  await act(async () => rerender(<p>elsewhere</p>))
  let spinner = false
  let card = false
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue
        if (!card && [node, ...node.querySelectorAll('[role="status"]')].some((e) => e.getAttribute('role') === 'status' && e.textContent === 'Loading…')) spinner = true
        if ([node, ...node.querySelectorAll('h2, h3')].some((e) => e.textContent === 'Next duty')) card = true
      }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  await act(async () => rerender(<HomeScreen params={{}} />))
  await waitFor(() => screen.getByRole('heading', { name: 'Next duty' }))
  observer.disconnect()
  return spinner
}

Next('the calendar closed (a phone\'s start): a plan already loaded is drawn in home\'s first frame, with no busy indicator before it; open, the calendar comes in a background render after one', async () => {
  assert.is(await spinnerBeforeNextDuty(), false, 'closed: drawn at once')
  cleanup()
  resetHomeState(undefined)
  assert.is(await spinnerBeforeNextDuty(calendarOnPhones()), true, 'open: the calendar waits for a background render')
})

Home.run()
Changes.run()
Next.run()

const pointer = (el: Element, type: 'pointerdown' | 'pointerup', clientX: number) =>
  act(() => {
    el.dispatchEvent(new PointerEvent(type, { clientX, bubbles: true }))
  })

const Gestures = suite('home gestures and memory')
Gestures.after.each(() => {
  cleanup()
  resetHomeState(undefined)
})

Gestures('"Swiping horizontally by more than 100 px moves to the previous or next block month"; exactly 100 px does not', async () => {
  await show()
  const calendar = await waitFor(() => screen.getByRole('table', { name: 'Calendar' }))
  const swipe = (from: number, to: number) => {
    pointer(calendar, 'pointerdown', from)
    pointer(calendar, 'pointerup', to)
  }
  swipe(300, 200)
  assert.ok(screen.getByRole('heading', { name: /^Block month: March 2026/ }), '100 px is not enough')
  swipe(300, 150)
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: April 2026/ }))
  swipe(100, 250)
  await waitFor(() => screen.getByRole('heading', { name: /^Block month: March 2026/ }))
})

Gestures('"Scroll position is remembered" when the user comes back to the duties', async () => {
  const app = await show()
  const list = await waitFor(() => screen.getByRole('list', { name: 'Duty list' }))
  // Scrolled once its rows are drawn (the list is busy and empty before).
  await waitFor(() => assert.is(list.getAttribute('aria-busy'), null))
  const scroller = list.closest('section')?.parentElement
  if (scroller === null || scroller === undefined) throw new Error('no scroller')
  // The crew member's scroll: an input (the wheel here), then the new position.
  act(() => void scroller.dispatchEvent(new Event('wheel')))
  scroller.scrollTop = 120
  act(() => void scroller.dispatchEvent(new Event('scroll')))
  app.unmount()
  cleanup()
  await show()
  const again = (await waitFor(() => screen.getByRole('list', { name: 'Duty list' }))).closest('section')?.parentElement
  await waitFor(() => assert.is(again?.scrollTop, 120))
})

Gestures.run()
