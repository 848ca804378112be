// What a person finds on the roster-change screen and around it in the demo (English), shared by journeys 5 and 22:
// the list of changes, the "Your roster has changed" news item, and anna's duty of 18 March in the duty list.
import type { Page } from 'playwright-core'
import { words } from './support/words'

const w = words('en')

/** The list of pending changes ("Changes to confirm"). */
export const changesRegion = (page: Page) => page.getByRole('region', { name: w.rosterChanges.listLabel })

/** The news item that opens the roster-change screen. */
export const rosterChangeNews = (page: Page) => page.getByRole('button', { name: /^Your roster has changed/ })

/** The duty of 18 March in the duty list (the row button's name: kind, title, date, then a change mark and times). */
export const dutyOn18March = (page: Page, kind: string) =>
  page.getByRole('list', { name: w.home.dutyList }).getByRole('button', { name: new RegExp(`^${kind}: .*, 18 Mar 2026(,|$)`) })
