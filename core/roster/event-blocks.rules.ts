/** Whether an event block of the duty list is expanded. */
export type BlockStatus = 'open' | 'closed'

/** The open/closed status of each event block, by event id. A block not listed is closed. */
export type EventBlocks = Readonly<Record<string, BlockStatus>>

/** The status of one block; closed unless set. */
export const blockStatus = (blocks: EventBlocks, id: string): BlockStatus =>
  Object.hasOwn(blocks, id) && blocks[id] === 'open' ? 'open' : 'closed'

const flip = (status: BlockStatus): BlockStatus => (status === 'open' ? 'closed' : 'open')

/** SPEC section 4, Event blocks: "Toggle flips open/closed". */
export const toggleBlock = (blocks: EventBlocks, id: string): EventBlocks => ({ ...blocks, [id]: flip(blockStatus(blocks, id)) })

/** SPEC section 4, Event blocks: "an explicit status sets it". */
export const setBlock = (blocks: EventBlocks, id: string, status: BlockStatus): EventBlocks => ({ ...blocks, [id]: status })

/**
 * SPEC section 4, Event blocks: "'collapse all but toggle current' closes all others and flips the
 * current one" (used when an event is clicked in the calendar).
 */
export const collapseAllButToggle = (blocks: EventBlocks, id: string): EventBlocks => ({
  ...Object.fromEntries(Object.keys(blocks).map((key) => [key, 'closed' as const])),
  [id]: flip(blockStatus(blocks, id)),
})
