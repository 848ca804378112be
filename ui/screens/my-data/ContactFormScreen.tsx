import * as O from 'fp-ts/Option'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { routeFor } from '../../../core/features/route-paths'
import { parseContactType } from '../../../core/my-data/route-params.rules'
import type { ScreenProps } from '../../app/route-table'
import { useUnsavedChangesGuard, withoutGuard } from '../../app/unsaved-changes'
import { useI18n } from '../../i18n/use-i18n'
import { ContactForm } from './ContactForm'
import { findContact } from './contacts.view-model'
import { EmptyEntries } from './entry-list'
import { setNotice } from './my-data.state'
import { MyDataContent, MyDataPage } from './MyDataPage'
import { useMyData, useMyDataWrites } from './use-my-data'

const TYPES = ['contacts'] as const

/**
 * `/my-data/contacts/{type}` (create) and `/my-data/contacts/{type}/{id}` (edit, `id` the priority).
 * "Contact types other than the known ones redirect back"; leaving with unsaved changes asks Yes/No.
 */
export const ContactFormScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  const screen = useMyData(TYPES)
  const writes = useMyDataWrites()
  const [dirty, setDirty] = useState(false)
  useUnsavedChangesGuard(dirty)
  const type = parseContactType(params['type'])
  const list = routeFor.myDataContacts()
  useEffect(() => {
    if (O.isNone(type)) withoutGuard(() => navigate(list, { replace: true }))
  }, [type._tag, navigate, list])
  if (O.isNone(type)) return null
  const id = params['id']
  const contacts = screen.data.contacts ?? []
  const original = id === undefined ? undefined : findContact(contacts, type.value, id)
  const typeName = LL.myData.contacts.types[type.value]()
  const title = id === undefined ? LL.myData.contacts.newTitle({ type: typeName }) : LL.myData.contacts.editTitle({ type: typeName })
  return (
    <MyDataPage title={title} back={{ to: list, label: LL.myData.backToList({ list: LL.myData.contacts.title() }) }}>
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
              online={screen.online}
              onSubmit={(contact) =>
                original === undefined
                  ? writes.create('contact', { contacts: [contact] })
                  : writes.update('contact', { originalNatKey: original.natKey, updatedData: { contacts: [contact] } })
              }
              onSaved={() => {
                setNotice('saved')
                withoutGuard(() => navigate(list))
              }}
              onCancel={() => navigate(list)}
              onDirtyChange={setDirty}
            />
          )
        }
      </MyDataContent>
    </MyDataPage>
  )
}
