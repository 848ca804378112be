import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useI18n } from '../../i18n/use-i18n'
import { MyDataContent, MyDataPage } from './my-data-page'
import { PersonalDataView } from './personal-data-view'
import { useMyData } from './use-my-data'

const TYPES = ['basicInfo'] as const

/** `/my-data/personal`: the crew member's personal data, read-only. */
export const PersonalDataScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const screen = useMyData(TYPES)
  return (
    <MyDataPage title={LL.myData.personal.title()} back={{ to: routeFor.myData(), label: LL.myData.backToHub() }}>
      <MyDataContent screen={screen}>{() => <PersonalDataView data={screen.data.basicInfo} />}</MyDataContent>
    </MyDataPage>
  )
}
