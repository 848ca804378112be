import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { HEADER_SHOWN, headerOnScroll, type HeaderScrollState } from '../../../core/access/header-scroll.rules'

const ON = { hideHeaderOnScroll: true, headerHeight: 56 }
const scroll = (ys: ReadonlyArray<number>, options = ON): HeaderScrollState => ys.reduce((s, y) => headerOnScroll(s, y, options), HEADER_SHOWN)

const Header = suite('headerOnScroll (hideHeaderOnScroll)')
Header('scrolling down past the header hides it; scrolling up shows it again', () => {
  assert.ok(scroll([100, 300]).hidden)
  assert.not.ok(scroll([100, 300, 200]).hidden)
})
Header('within the header height it always shows; tiny movements change nothing', () => {
  assert.not.ok(scroll([20, 50]).hidden)
  assert.ok(scroll([100, 300, 298]).hidden)
})
Header('with the option off the header never hides', () => {
  assert.not.ok(scroll([100, 300, 900], { ...ON, hideHeaderOnScroll: false }).hidden)
})
Header.run()
