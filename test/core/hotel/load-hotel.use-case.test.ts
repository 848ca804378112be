import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { loadHotel } from '../../../core/hotel/load-hotel.use-case'
import { aCrmId, aHotelEvent, aHotelPort } from './fixtures'

const crmId = aCrmId()
const Load = suite('loadHotel')

Load('a loaded hotel event is returned as is and nothing is logged', async () => {
  const logged: string[] = []
  const event = aHotelEvent()
  const result = await loadHotel({ hotel: aHotelPort(E.right(event)), logError: (m) => logged.push(m) })({ crmId, hotelId: 'H1' })()
  assert.equal(result, E.right(event))
  assert.equal(logged, [])
})

Load('"Hotel load failure: \'service error\' dialog with the translated server error; also logged"', async () => {
  const logged: string[] = []
  const cause = { _tag: 'Service', errors: [{ errId: 'ERR_HOTEL', errMessage: 'no hotel' }] } as const
  const result = await loadHotel({ hotel: aHotelPort(E.left(cause)), logError: (m) => logged.push(m) })({ crmId, hotelId: 'H1' })()
  assert.equal(result, E.left({ _tag: 'HotelLoadFailed', hotelId: 'H1', cause }))
  assert.is(logged.length, 1)
  assert.match(logged[0] ?? '', /H1.*Service/)
})

Load.run()
