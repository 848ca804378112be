import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { AddressForm } from './address-form'
import { findAddress } from './addresses.view-model'
import { EmptyEntries } from './entry-list'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { useMyDataForm } from './use-my-data-form'

const TYPES = ['addresses'] as const

/** `/my-data/addresses/details` (create) and `/my-data/addresses/details/{id}` (edit, `id` the priority). */
export const AddressFormScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const list = routeFor.myDataAddresses()
  const { screen, save, links } = useMyDataForm(TYPES, list)
  const id = params['id']
  const addresses = screen.data.addresses ?? []
  const original = id === undefined ? undefined : findAddress(addresses, id)
  const A = LL.myData.addresses
  return (
    <PageFrame title={id === undefined ? A.newTitle() : A.editTitle()} variant="form" back={{ to: list, label: LL.myData.backToList({ list: A.title() }) }}>
      <MyDataContent screen={screen}>
        {() =>
          id !== undefined && original === undefined ? (
            <EmptyEntries text={LL.errors.addressNotFound()} />
          ) : (
            <AddressForm
              mode={original === undefined ? 'create' : 'edit'}
              original={original}
              addresses={addresses}
              onSubmit={(address) => save('address', original?.natKey, { addresses: [address] })}
              {...links}
            />
          )
        }
      </MyDataContent>
    </PageFrame>
  )
}
