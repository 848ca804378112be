import { useLocation } from 'wouter'
import type { MyDataActions } from '../../../core/access/feature-access.rules'
import { routeFor } from '../../../core/access/route-paths'
import type { Address } from '../../../core/my-data/address.codec'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import { css } from '../../../styled-system/css'
import { Button } from '../../design/button'
import { PlusIcon } from '../../design/icons/edit-icons'
import { useI18n } from '../../i18n/use-i18n'
import { addressDeletionBlock, addressId, addressPlace, sortedAddresses } from './addresses.view-model'
import { DeleteEntryButton, EmptyEntries, EntryList, EntryRow, EntrySection, ListStatus } from './entry-list'

export interface AddressListProps {
  readonly addresses: ReadonlyArray<Address>
  /** From core `myDataActionsOf`: add, delete and submit with edit access only. */
  readonly actions: MyDataActions
  readonly online: boolean
  readonly onDelete: (address: Address) => Promise<MyDataError | undefined>
}

const sections = css({ display: 'flex', flexDirection: 'column', gap: '6' })

/** The address list by priority, with Add and Delete for edit access ("The last remaining entry cannot be deleted"). */
export const AddressList = ({ addresses, actions, online, onDelete }: AddressListProps) => {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  const title = LL.myData.addresses.title()
  return (
    <div className={sections}>
      <ListStatus online={online} editable={actions.canAdd || actions.canDelete} />
      <EntrySection
        title={title}
        actions={
          actions.canAdd ? (
            <Button variant="outline" icon={<PlusIcon size={18} />} disabled={!online} onClick={() => navigate(routeFor.myDataNewAddress())}>
              {LL.myData.addresses.add()}
            </Button>
          ) : undefined
        }
      >
        {addresses.length === 0 ? (
          <EmptyEntries text={LL.myData.addresses.empty()} />
        ) : (
          <EntryList label={title}>
            {sortedAddresses(addresses).map((address) => {
              const subtitle = [addressPlace(address), `${LL.myData.addresses.priority()} ${address.natKey.prio}`, LL.myData.access[address.access]()].join(' · ')
              return (
                <EntryRow
                  key={addressId(address)}
                  title={address.street}
                  subtitle={subtitle}
                  {...(actions.canSubmit ? { href: routeFor.myDataAddress(addressId(address)) } : {})}
                  remove={
                    actions.canDelete ? (
                      <DeleteEntryButton
                        entryKey={`address/${addressId(address)}`}
                        entryName={`${address.street}, ${address.cityName}`}
                        blocked={addressDeletionBlock(addresses)}
                        online={online}
                        onDelete={() => onDelete(address)}
                      />
                    ) : undefined
                  }
                />
              )
            })}
          </EntryList>
        )}
      </EntrySection>
    </div>
  )
}
