import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { AddressList } from './address-list'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { useMyData, useRemoveEntry } from './use-my-data'

const TYPES = ['addresses'] as const

/** `/my-data/addresses`: the address list (view-only or with add, edit and delete). */
export const AddressesScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const remove = useRemoveEntry(screen, 'address', 'addresses')
  return (
    <PageFrame title={LL.myData.addresses.title()} variant="form" back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <AddressList
            addresses={screen.data.addresses ?? []}
            actions={screen.actions}
            online={screen.online}
            onDelete={remove}
          />
        )}
      </MyDataContent>
    </PageFrame>
  )
}
