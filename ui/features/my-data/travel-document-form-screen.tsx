import * as O from 'fp-ts/Option'
import { routeFor } from '../../../core/access/route-paths'
import { parseDocType } from '../../../core/my-data/route-params.rules'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { EmptyEntries } from './entry-list'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { TravelDocumentForm } from './travel-document-form'
import { findDocument } from './travel-documents.view-model'
import { useKnownKindOrBack, useMyDataForm } from './use-my-data-form'

const TYPES = ['passports', 'visas'] as const

/**
 * `/my-data/traveldocs/{type}` (create) and `/my-data/traveldocs/{type}/{id}` (edit, `id` the
 * document number): the document with its visa rows, saved together. Unknown types redirect back.
 */
export const TravelDocumentFormScreen = ({ params }: ScreenProps) => {
  const { LL } = useI18n()
  const list = routeFor.myDataTravelDocs()
  const { screen, save, links } = useMyDataForm(TYPES, list)
  const docType = parseDocType(params['type'])
  useKnownKindOrBack(docType, list)
  if (O.isNone(docType)) return null
  const id = params['id']
  const docs = screen.data.passports ?? []
  const original = id === undefined ? undefined : findDocument(docs, docType.value, id)
  const T = LL.myData.travelDocuments
  const typeName = T.types[docType.value]()
  return (
    <PageFrame
      title={id === undefined ? T.newTitle({ type: typeName }) : T.editTitle({ type: typeName })}
      variant="form"
      back={{ to: list, label: LL.myData.backToList({ list: T.title() }) }}
    >
      <MyDataContent screen={screen}>
        {() =>
          id !== undefined && original === undefined ? (
            <EmptyEntries text={LL.errors.travelDocumentNotFound()} />
          ) : (
            <TravelDocumentForm
              docType={docType.value}
              mode={original === undefined ? 'create' : 'edit'}
              original={original}
              visas={screen.data.visas ?? []}
              crewCode={docs[0]?.natKey.crewCode ?? ''}
              onSubmit={(doc, visas) => save('travelDocument', original?.natKey, { passports: [doc], visas: [...visas] })}
              {...links}
            />
          )
        }
      </MyDataContent>
    </PageFrame>
  )
}
