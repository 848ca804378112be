import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { ContactList } from './contact-list'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { useMyData, useRemoveEntry } from './use-my-data'

const TYPES = ['contacts'] as const

/** `/my-data/contacts`: the contact list (view-only or with add, edit and delete). */
export const ContactsScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const remove = useRemoveEntry(screen, 'contact', 'contacts')
  return (
    <PageFrame title={LL.myData.contacts.title()} variant="form" back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <ContactList
            contacts={screen.data.contacts ?? []}
            actions={screen.actions}
            online={screen.online}
            onDelete={remove}
          />
        )}
      </MyDataContent>
    </PageFrame>
  )
}
