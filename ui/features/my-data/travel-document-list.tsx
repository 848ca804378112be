import type { Temporal } from 'temporal-polyfill'
import { useLocation } from 'wouter'
import type { MyDataActions } from '../../../core/access/feature-access.rules'
import { routeFor } from '../../../core/access/route-paths'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { TravelDocument, Visa } from '../../../core/my-data/travel-documents.codec'
import { formatDate } from '../../../core/roster/date-format.rules'
import { css } from '../../../styled-system/css'
import { Pill } from '../../design/badge'
import { Button } from '../../design/button'
import { PlusIcon } from '../../design/icons/edit-icons'
import { useI18n } from '../../i18n/use-i18n'
import { useProfile } from '../../profile/profile-context'
import { DeleteEntryButton, EmptyEntries, EntryList, EntryRow, EntrySection, ListStatus } from './entry-list'
import { DOC_TYPES, documentDeletionBlock, documentId, travelDocumentRows } from './travel-documents.view-model'

export interface TravelDocumentListProps {
  readonly documents: ReadonlyArray<TravelDocument>
  readonly visas: ReadonlyArray<Visa>
  /** The user's current date: "Travel documents show 'expired' if past expiry, otherwise 'active'." */
  readonly today: Temporal.PlainDate
  /** From core `myDataActionsOf`: add, delete and submit with edit access only. */
  readonly actions: MyDataActions
  readonly online: boolean
  readonly onDelete: (doc: TravelDocument) => Promise<MyDataError | undefined>
}

const sections = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const addBar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', px: { base: '4', sm: '0' } })

/** Passports, identity cards, driving licences and alien resident cards with their status and visas. */
export const TravelDocumentList = ({ documents, visas, today, actions, online, onDelete }: TravelDocumentListProps) => {
  const { LL, language } = useI18n()
  const { profile } = useProfile()
  const [, navigate] = useLocation()
  const T = LL.myData.travelDocuments
  const title = T.title()
  return (
    <div className={sections}>
      <ListStatus online={online} editable={actions.canAdd || actions.canDelete} />
      {actions.canAdd ? (
        <div className={addBar}>
          {DOC_TYPES.map((type) => (
            <Button key={type} variant="outline" icon={<PlusIcon size={18} />} disabled={!online} onClick={() => navigate(routeFor.myDataNewTravelDoc(type))}>
              {T.addOfType({ type: T.types[type]() })}
            </Button>
          ))}
        </div>
      ) : null}
      <EntrySection title={title}>
        {documents.length === 0 ? (
          <EmptyEntries text={T.empty()} />
        ) : (
          <EntryList label={title}>
            {travelDocumentRows(documents, visas, today).map(({ doc, status, visas: docVisas }) => {
              const typeName = T.types[doc.natKey.docType]()
              const name = `${typeName} ${doc.natKey.number}`
              const subtitle = [
                `${doc.firstName} ${doc.lastName}`,
                T.expires({ date: formatDate(doc.expiryDate, profile.display.dateFormats.DATE, language) }),
                T.visaCount({ count: docVisas.length }),
              ].join(' · ')
              return (
                <EntryRow
                  key={`${doc.natKey.docType}/${documentId(doc)}`}
                  title={name}
                  subtitle={subtitle}
                  meta={<Pill tone={status === 'expired' ? 'danger' : 'success'}>{T.status[status]()}</Pill>}
                  {...(actions.canSubmit ? { href: routeFor.myDataTravelDoc(doc.natKey.docType, documentId(doc)) } : {})}
                  remove={
                    actions.canDelete ? (
                      <DeleteEntryButton
                        entryKey={`doc/${doc.natKey.docType}/${documentId(doc)}`}
                        entryName={name}
                        blocked={documentDeletionBlock(documents)}
                        online={online}
                        onDelete={() => onDelete(doc)}
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
