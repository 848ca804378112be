import * as O from 'fp-ts/Option'
import { SWIPE_THRESHOLD_PX } from '../shared/constants'

/** Where a horizontal swipe on the calendar moves the block month. */
export type SwipeMove = 'Previous' | 'Next'

/**
 * SPEC section 2: "Swiping horizontally by more than 100 px moves to the previous or next block
 * month, if allowed." A swipe to the right (positive `deltaX`) goes to the previous block month, to
 * the left to the next; exactly 100 px, or a move that is not allowed (no previous or next), is none.
 */
export const swipeMove = (
  deltaX: number,
  allowed: { readonly hasPrevious: boolean; readonly hasNext: boolean },
): O.Option<SwipeMove> => {
  if (deltaX > SWIPE_THRESHOLD_PX && allowed.hasPrevious) return O.some('Previous')
  if (deltaX < -SWIPE_THRESHOLD_PX && allowed.hasNext) return O.some('Next')
  return O.none
}
