import { token } from '../../app/tokens'
import type { createMyDataItem } from '../../../core/my-data/create-my-data-item.use-case'
import type { deleteMyDataItem } from '../../../core/my-data/delete-my-data-item.use-case'
import type { loadMyData } from '../../../core/my-data/load-my-data.use-case'
import type { updateMyDataItem } from '../../../core/my-data/update-my-data-item.use-case'

/** The use cases of the my-data screens, each bound by `myDataModule` to `PORTS.myData`. */
export const MY_DATA = {
  load: token<ReturnType<typeof loadMyData>>('MY_DATA.load'),
  create: token<ReturnType<typeof createMyDataItem>>('MY_DATA.create'),
  update: token<ReturnType<typeof updateMyDataItem>>('MY_DATA.update'),
  remove: token<ReturnType<typeof deleteMyDataItem>>('MY_DATA.remove'),
} as const
