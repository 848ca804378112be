import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { MyDataContent, MyDataPage } from './my-data-page'
import { TravelDocumentList } from './travel-document-list'
import { useMyData, useMyDataWrites, useToday } from './use-my-data'

const TYPES = ['passports', 'visas'] as const

/** `/my-data/traveldocs`: travel documents with their status and visas (view-only or with add, edit and delete). */
export const TravelDocumentsScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const writes = useMyDataWrites()
  const today = useToday()
  return (
    <MyDataPage title={LL.myData.travelDocuments.title()} back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <TravelDocumentList
            documents={screen.data.passports ?? []}
            visas={screen.data.visas ?? []}
            today={today}
            actions={screen.actions}
            online={screen.online}
            onDelete={async (doc) => {
              const error = await writes.remove('travelDocument', { dataType: 'passports', natKey: doc.natKey })
              if (error === undefined) await screen.reload()
              return error
            }}
          />
        )}
      </MyDataContent>
    </MyDataPage>
  )
}
