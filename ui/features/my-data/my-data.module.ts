import { ContainerModule } from 'inversify'
import { PORTS, provide, resolve } from '../../app/tokens'
import { createMyDataItem } from '../../../core/my-data/create-my-data-item.use-case'
import { deleteMyDataItem } from '../../../core/my-data/delete-my-data-item.use-case'
import { loadMyData } from '../../../core/my-data/load-my-data.use-case'
import { MY_DATA } from './my-data.tokens'
import { updateMyDataItem } from '../../../core/my-data/update-my-data-item.use-case'

/** Binds the my-data use cases (load, create, update, delete) to the my-data port. */
export const myDataModule = new ContainerModule(({ bind }) => {
  provide(bind, MY_DATA.load).toDynamicValue((ctx) => loadMyData({ port: resolve(ctx, PORTS.myData) }))
  provide(bind, MY_DATA.create).toDynamicValue((ctx) => createMyDataItem({ port: resolve(ctx, PORTS.myData) }))
  provide(bind, MY_DATA.update).toDynamicValue((ctx) => updateMyDataItem({ port: resolve(ctx, PORTS.myData) }))
  provide(bind, MY_DATA.remove).toDynamicValue((ctx) => deleteMyDataItem({ port: resolve(ctx, PORTS.myData) }))
})
