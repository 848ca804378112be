import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { PageFrame } from '../../app/page-frame'
import { MyDataContent } from './my-data-content'
import { PersonalDataView } from './personal-data-view'
import { useMyData } from './use-my-data'

const TYPES = ['basicInfo'] as const

/** `/my-data/personal`: the crew member's personal data, read-only. */
export const PersonalDataScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  return (
    <PageFrame title={LL.myData.personal.title()} variant="form" back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>{() => <PersonalDataView data={screen.data.basicInfo} />}</MyDataContent>
    </PageFrame>
  )
}
