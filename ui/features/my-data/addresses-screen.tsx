import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { AddressList } from './address-list'
import { MyDataContent, MyDataPage } from './my-data-page'
import { useMyData, useMyDataWrites } from './use-my-data'

const TYPES = ['addresses'] as const

/** `/my-data/addresses`: the address list (view-only or with add, edit and delete). */
export const AddressesScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const writes = useMyDataWrites()
  return (
    <MyDataPage title={LL.myData.addresses.title()} back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <AddressList
            addresses={screen.data.addresses ?? []}
            actions={screen.actions}
            online={screen.online}
            onDelete={async (address) => {
              const error = await writes.remove('address', { dataType: 'addresses', natKey: address.natKey })
              if (error === undefined) await screen.reload()
              return error
            }}
          />
        )}
      </MyDataContent>
    </MyDataPage>
  )
}
