import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { TravelDocumentList } from './travel-document-list'
import { useMyData, useRemoveEntry, useToday } from './use-my-data'

const TYPES = ['passports', 'visas'] as const

/** `/my-data/traveldocs`: travel documents with their status and visas (view-only or with add, edit and delete). */
export const TravelDocumentsScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  const remove = useRemoveEntry(screen, 'travelDocument', 'passports')
  const today = useToday()
  return (
    <PageFrame title={LL.myData.travelDocuments.title()} variant="form" back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>
        {() => (
          <TravelDocumentList
            documents={screen.data.passports ?? []}
            visas={screen.data.visas ?? []}
            today={today}
            actions={screen.actions}
            online={screen.online}
            onDelete={remove}
          />
        )}
      </MyDataContent>
    </PageFrame>
  )
}
