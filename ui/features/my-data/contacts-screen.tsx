import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { ContactList } from './contact-list'
import { MyDataContent, MyDataPage } from './my-data-page'
import { useMyData, useMyDataWrites } from './use-my-data'

const TYPES = ['contacts'] as const

/** `/my-data/contacts`: the contact list (view-only or with add, edit and delete). */
export const ContactsScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const writes = useMyDataWrites()
  return (
    <MyDataPage title={LL.myData.contacts.title()} back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <ContactList
            contacts={screen.data.contacts ?? []}
            actions={screen.actions}
            online={screen.online}
            onDelete={async (contact) => {
              const error = await writes.remove('contact', { dataType: 'contacts', natKey: contact.natKey })
              if (error === undefined) await screen.reload()
              return error
            }}
          />
        )}
      </MyDataContent>
    </MyDataPage>
  )
}
