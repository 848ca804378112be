import { routeFor } from '../../../core/access/route-paths'
import type { ScreenProps } from '../../app/screen-props'
import { useSession } from '../../app/session.store'
import { useI18n } from '../../i18n/use-i18n'
import { PageFrame } from '../../app/page-frame'
import { EntryList, EntryRow } from './entry-list'
import { ViewOnlyNote } from './my-data-content'

/** `/my-data`: the personal-data hub, linking personal data, contacts, addresses and travel documents. */
export const MyDataHubScreen = (_: ScreenProps) => {
  const { LL } = useI18n()
  const { access } = useSession()
  const H = LL.myData.hub
  const links = [
    { to: routeFor.myDataPersonal(), label: H.personal() },
    { to: routeFor.myDataContacts(), label: H.contacts() },
    { to: routeFor.myDataAddresses(), label: H.addresses() },
    { to: routeFor.myDataTravelDocs(), label: H.travelDocuments() },
  ]
  const title = LL.myData.title()
  return (
    <PageFrame title={title} variant="form" back={{ to: routeFor.profile(), label: LL.nav.backTo({ screen: LL.nav.profile() }) }}>
      {access.myDataMode() === 'VIEW_ONLY' ? <ViewOnlyNote /> : null}
      <EntryList label={title}>
        {links.map((link) => (
          <EntryRow key={link.to} title={link.label} href={link.to} />
        ))}
      </EntryList>
    </PageFrame>
  )
}
