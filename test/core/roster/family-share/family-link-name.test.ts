import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { familyLinkNameOf, isFamilyLinkName } from '../../../../core/roster/family-share/family-share.codec'

const Name = suite('family link name: what the form may send')

Name('a typed name is trimmed and becomes a link name', () => {
  assert.equal(familyLinkNameOf('  Mum  '), O.some('Mum'))
  assert.ok(isFamilyLinkName(' Mum'))
})

Name('empty, only spaces, over 40 characters or with a control character: none', () => {
  for (const typed of ['', '   ', 'x'.repeat(41), 'Mum\u0007', 'a\nb']) {
    assert.equal(familyLinkNameOf(typed), O.none, JSON.stringify(typed))
    assert.not.ok(isFamilyLinkName(typed))
  }
})

Name('40 characters counted as characters, not UTF-16 units: an emoji name of 40 fits', () => {
  assert.ok(O.isSome(familyLinkNameOf('👪'.repeat(40))))
  assert.ok(O.isNone(familyLinkNameOf('👪'.repeat(41))))
})

Name.run()
