import { useLocation } from 'wouter'
import type { MyDataActions } from '../../../core/access/feature-access.rules'
import { routeFor } from '../../../core/access/route-paths'
import type { Contact } from '../../../core/my-data/contact.codec'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import { contactTypeRouteParam } from '../../../core/my-data/route-params.rules'
import { css } from '../../../styled-system/css'
import { Button } from '../../design/button'
import { PlusIcon } from '../../design/icons/edit-icons'
import { useI18n } from '../../i18n/use-i18n'
import { contactDeletionBlock, contactGroups, contactId, contactText } from './contacts.view-model'
import { DeleteEntryButton, EmptyEntries, EntryList, EntryRow, EntrySection, ListStatus } from './entry-list'
import { phoneTypeLabel } from './labels'

export interface ContactListProps {
  readonly contacts: ReadonlyArray<Contact>
  /** From core `myDataActionsOf`: "Edit enabled gives add, delete and submit. View only gives read-only lists." */
  readonly actions: MyDataActions
  readonly online: boolean
  readonly onDelete: (contact: Contact) => Promise<MyDataError | undefined>
}

const sections = css({ display: 'flex', flexDirection: 'column', gap: '6' })

/** The contact list: phones, mobile phones and e-mail addresses, each by priority, with Add and Delete for edit access. */
export const ContactList = ({ contacts, actions, online, onDelete }: ContactListProps) => {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  return (
    <div className={sections}>
      <ListStatus online={online} editable={actions.canAdd || actions.canDelete} />
      {contacts.length === 0 ? <EmptyEntries text={LL.myData.contacts.empty()} /> : null}
      {contactGroups(contacts).map((group) => {
        const typeName = LL.myData.contacts.types[group.type]()
        return (
          <EntrySection
            key={group.type}
            title={LL.myData.contacts.group({ type: typeName, count: group.contacts.length })}
            actions={
              actions.canAdd ? (
                <Button variant="outline" icon={<PlusIcon size={18} />} disabled={!online} onClick={() => navigate(routeFor.myDataNewContact(contactTypeRouteParam(group.type)))}>
                  {LL.myData.contacts.addOfType({ type: typeName })}
                </Button>
              ) : undefined
            }
          >
            {group.contacts.length === 0 ? null : (
              <EntryList label={typeName}>
                {group.contacts.map((contact) => {
                  const text = contactText(contact)
                  const subtitle = [
                    contact.phoneTypeCode === undefined ? undefined : phoneTypeLabel(LL, contact.phoneTypeCode),
                    `${LL.myData.contacts.priority()} ${contact.natKey.prio}`,
                    LL.myData.access[contact.access](),
                    contact.remark,
                  ]
                    .filter((s) => s !== undefined && s !== '')
                    .join(' · ')
                  return (
                    <EntryRow
                      key={contactId(contact)}
                      title={text}
                      subtitle={subtitle}
                      {...(actions.canSubmit ? { href: routeFor.myDataContact(contactTypeRouteParam(group.type), contactId(contact)) } : {})}
                      remove={
                        actions.canDelete ? (
                          <DeleteEntryButton
                            entryKey={`${group.type}/${contactId(contact)}`}
                            entryName={`${typeName} ${text}`}
                            blocked={contactDeletionBlock(contacts, contact)}
                            online={online}
                            onDelete={() => onDelete(contact)}
                          />
                        ) : undefined
                      }
                    />
                  )
                })}
              </EntryList>
            )}
          </EntrySection>
        )
      })}
    </div>
  )
}
