import { Link } from 'wouter'
import { routeFor } from '../../../core/access/route-paths'
import { css, cx } from '../../../styled-system/css'
import type { ScreenProps } from '../../app/screen-props'
import { useSession } from '../../app/session.store'
import { ChevronRightIcon } from '../../design/icons'
import { List, ListItem, ListRow, listRowInteractive } from '../../design/list'
import { useI18n } from '../../i18n/use-i18n'
import { MyDataPage, ViewOnlyNote } from './my-data-page'

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
    <MyDataPage title={title} back={{ to: routeFor.profile(), label: LL.nav.backTo({ screen: LL.nav.profile() }) }}>
      {access.myDataMode() === 'VIEW_ONLY' ? <ViewOnlyNote /> : null}
      <List aria-label={title}>
        {links.map((link) => (
          <ListItem key={link.to}>
            <Link href={link.to} className={cx(css({ display: 'block' }), listRowInteractive)}>
              <ListRow title={link.label} meta={<ChevronRightIcon size={18} />} />
            </Link>
          </ListItem>
        ))}
      </List>
    </MyDataPage>
  )
}
