// A case found by mutation testing (docs/testing.md, issue 31): a copy read again while one is showing changes nothing.
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { reduceDeviceCopy, type DeviceCopyState } from '../../../core/auth/device-copy.machine'
import type { CrmId } from '../../../core/shared/brands'

interface Copy {
  readonly crmId: CrmId
  readonly roster: string
}
const annasCopy: Copy = { crmId: 'anna-crm' as CrmId, roster: 'anna roster' }

const Showing = suite('device copy: while showing')

Showing('a second read (the same copy or another) leaves the shown copy on the screen and asks for nothing', () => {
  const showing: DeviceCopyState<Copy> = { _tag: 'Showing', copy: annasCopy }
  for (const copy of [O.some(annasCopy), O.some({ ...annasCopy, roster: 'newer' }), O.none]) {
    const step = reduceDeviceCopy(showing, { _tag: 'CopyRead', copy })
    assert.is(step.state, showing)
    assert.equal(step.effects, [])
  }
})

Showing.run()
