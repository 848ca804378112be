import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import {
  isFromScheduler,
  isUnread,
  openRemark,
  remarkKey,
  remarkLists,
  remarkText,
  unreadRemarkCount,
} from '../../../core/remarks/remark.rules'
import { aRemark, anOwnRemark } from './fixtures'

const Sender = suite('isFromScheduler / remarkLists')

Sender('"remarkSender SCHED or CRM means from the scheduler, otherwise from the crew member"', () => {
  assert.ok(isFromScheduler(aRemark({ remarkSender: 'SCHED' })))
  assert.ok(isFromScheduler(aRemark({ remarkSender: 'CRM' })))
  assert.not.ok(isFromScheduler(aRemark({ remarkSender: 'C1' })))
  assert.not.ok(isFromScheduler(aRemark({ remarkSender: 'SCHEDULER' })))
})

Sender('"Remarks by crew members are shown only if that feature is enabled at value Q. Scheduler remarks always show."', () => {
  const remarks = [aRemark(), anOwnRemark(), aRemark({ remarkSender: 'CRM' })]
  const withQ = remarkLists(remarks, 'Q')
  assert.is(withQ.fromScheduler.length, 2)
  assert.is(withQ.fromMe.length, 1)
  for (const value of ['YES', 'R', undefined]) {
    const lists = remarkLists(remarks, value)
    assert.is(lists.fromScheduler.length, 2, String(value))
    assert.is(lists.fromMe.length, 0, String(value))
  }
})

Sender('the text of a remark is its "comment or text"', () => {
  assert.is(remarkText(aRemark({ comment: 'C', text: 'T' })), 'C')
  const { comment: _c, ...withoutComment } = aRemark({ text: 'T' })
  assert.is(remarkText(withoutComment), 'T')
})

Sender.run()

const Read = suite('isUnread / openRemark')

Read('"A remark is unread until opened. Opening marks it read."', () => {
  const remark = aRemark()
  assert.ok(isUnread(remark, new Set()))
  const opened = openRemark(remark, new Set())
  assert.not.ok(isUnread(remark, opened.readKeys))
  assert.equal(opened.markRead, O.some('DREM#2026-03-16'))
  assert.equal(openRemark(remark, opened.readKeys).markRead, O.none)
})

Read('"The user\'s own remarks are never shown as unread."', () => {
  assert.not.ok(isUnread(anOwnRemark({ read: false }), new Set()))
  assert.equal(openRemark(anOwnRemark(), new Set()).markRead, O.none)
})

Read('a remark the server reports read is not unread; the red dot counts the unread ones', () => {
  const { logicalIdRelatedEvent: _l, ...readByServer } = aRemark({ read: true })
  const remarks = [aRemark(), readByServer, anOwnRemark()]
  assert.is(unreadRemarkCount(remarks, new Set()), 1)
  assert.is(unreadRemarkCount(remarks, new Set([remarkKey(aRemark())])), 0)
})

Read('remarks without a related event are keyed by date, type and time stamp', () => {
  const { logicalIdRelatedEvent: _l, ...plain } = aRemark()
  assert.is(remarkKey(plain), '2026-03-16|INFO|2026-03-15T07:00:00Z')
  assert.equal(openRemark(plain, new Set()).markRead, O.none)
})

Read.run()
