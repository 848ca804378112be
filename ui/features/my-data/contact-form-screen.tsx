import * as O from 'fp-ts/Option'
import { routeFor } from '../../../core/access/route-paths'
import { parseContactType } from '../../../core/my-data/route-params.rules'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { ContactForm } from './contact-form'
import { findContact } from './contacts.view-model'
import { EmptyEntries } from './entry-list'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { useKnownKindOrBack, useMyDataForm } from './use-my-data-form'

const TYPES = ['contacts'] as const

/**
 * `/my-data/contacts/{type}` (create) and `/my-data/contacts/{type}/{id}` (edit, `id` the priority).
 * "Contact types other than the known ones redirect back"; leaving with unsaved changes asks Yes/No.
 */
export const ContactFormScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const list = routeFor.myDataContacts()
  const { screen, save, links } = useMyDataForm(TYPES, list)
  const type = parseContactType(params['type'])
  useKnownKindOrBack(type, list)
  if (O.isNone(type)) return null
  const id = params['id']
  const contacts = screen.data.contacts ?? []
  const original = id === undefined ? undefined : findContact(contacts, type.value, id)
  const typeName = LL.myData.contacts.types[type.value]()
  const title = id === undefined ? LL.myData.contacts.newTitle({ type: typeName }) : LL.myData.contacts.editTitle({ type: typeName })
  return (
    <PageFrame title={title} variant="form" back={{ to: list, label: LL.myData.backToList({ list: LL.myData.contacts.title() }) }}>
      <MyDataContent screen={screen}>
        {() =>
          id !== undefined && original === undefined ? (
            <EmptyEntries text={LL.errors.contactNotFound()} />
          ) : (
            <ContactForm
              type={type.value}
              mode={original === undefined ? 'create' : 'edit'}
              original={original}
              contacts={contacts}
              onSubmit={(contact) => save('contact', original?.natKey, { contacts: [contact] })}
              {...links}
            />
          )
        }
      </MyDataContent>
    </PageFrame>
  )
}
