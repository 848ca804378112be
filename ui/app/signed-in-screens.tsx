import type { ContainerModule } from 'inversify'
import { lazy, type ComponentType } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import { loadHomeDictionary, loadSignedInDictionary } from '../i18n/load-language'
import { useContainer } from './container-context'
import { ForeignCrmId } from './foreign-crm-id'
import { preloadableScreen } from './route-table'
import { loadScreenStyles, loadSignedInStyles } from './signed-in-styles'
import type { LazyScreen, PreloadableScreen, ScreenProps } from './screen-props'
import type { SignedInViews } from './signed-in-views'
import { loadModules } from './shell-modules'

// The screens of the signed-in app, bound by the session module (SHELL.signedInScreens): the router reads this table
// only once the session runtime is bound, so a signed-out visitor never downloads it. The signed-out screens are in
// route-table.tsx.

/**
 * Home, the screen a session opens on. It waits for the home part of the dictionary (ui/i18n/load-language.ts) and
 * the signed-in stylesheet (signed-in-styles.ts) too, and is preloadable (`SignedInViews.preloadHome`): once those
 * and its code are in, it renders in the same turn as the session or the device's copy that opens it. A screen that
 * suspends shows the "Loading" fallback, which React then keeps at least 300 ms (its reveal throttle) however soon
 * the code arrives: the device's copy was ready 300-350 ms before home was on the screen.
 */
const HOME_SCREEN: PreloadableScreen = preloadableScreen(async () => {
  const [screen] = await Promise.all([import('../features/home/home-screen').then((m) => m.HomeScreen), loadHomeDictionary(), loadSignedInStyles()])
  return screen
})

/**
 * A screen of a feature whose use cases are bound by the feature's own module: both come from one lazy import, and
 * the module is loaded into the app's container (once) before the screen renders. It waits for the signed-in parts of
 * the dictionary and both signed-in stylesheets too (the other screens' one after the home screen's).
 */
const featureScreen = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  moduleOf: (m: M) => ContainerModule,
  screenOf: (m: M) => ComponentType<ScreenProps>,
): LazyScreen =>
  lazy(async () => {
    const [loaded] = await Promise.all([load(), loadSignedInDictionary(), loadScreenStyles()])
    const module = moduleOf(loaded)
    const Screen = screenOf(loaded)
    const WithModule = (props: ScreenProps) => {
      loadModules(useContainer(), module)
      return <Screen {...props} />
    }
    return { default: WithModule }
  })

const details = (screen: (m: typeof import('../features/details/screens')) => ComponentType<ScreenProps>): LazyScreen =>
  featureScreen(() => import('../features/details/screens'), (m) => m.detailsModule, screen)
const communication = (screen: (m: typeof import('../features/communication/screens')) => ComponentType<ScreenProps>): LazyScreen =>
  featureScreen(() => import('../features/communication/screens'), (m) => m.communicationModule, screen)
const myData = (screen: (m: typeof import('../features/my-data/screens')) => ComponentType<ScreenProps>): LazyScreen =>
  featureScreen(() => import('../features/my-data/screens'), (m) => m.myDataModule, screen)

/**
 * Core `RouteId` → screen of the signed-in table. The router renders the screen of the route core's `decideSignedIn`
 * chose; a route without an entry shows the "not available yet" screen. Guards live in core only.
 */
export const SIGNED_IN_SCREENS: Partial<Readonly<Record<RouteId, LazyScreen | PreloadableScreen>>> = {
  home: HOME_SCREEN,

  // details routes
  leg: details((m) => m.LegDetailsScreen),
  'leg-edit-roles': details((m) => m.RoleEditingScreen),
  pairing: details((m) => m.PairingDetailsScreen),
  hotel: details((m) => m.HotelDetailsScreen),
  event: details((m) => m.EventRemarkScreen),
  'check-in': details((m) => m.CheckInScreen),
  notifications: details((m) => m.RosterChangesScreen),
  // end details routes

  // communication routes
  news: communication((m) => m.NewsScreen),
  'news-item': communication((m) => m.NewsItemScreen),
  'daily-remarks': communication((m) => m.DailyRemarksScreen),
  'daily-remark-new': communication((m) => m.NewRemarkScreen),
  'daily-remark': communication((m) => m.RemarkScreen),
  summary: communication((m) => m.SummaryScreen),
  profile: communication((m) => m.SettingsScreen),
  history: communication((m) => m.HistoryScreen),
  logbook: communication((m) => m.LogbookScreen),
  'notification-settings': communication((m) => m.NotificationSettingsScreen),
  // end communication routes

  // my-data routes
  'my-data': myData((m) => m.MyDataHubScreen),
  'my-data-personal': myData((m) => m.PersonalDataScreen),
  'my-data-contacts': myData((m) => m.ContactsScreen),
  'my-data-contact-new': myData((m) => m.ContactFormScreen),
  'my-data-contact-edit': myData((m) => m.ContactFormScreen),
  'my-data-addresses': myData((m) => m.AddressesScreen),
  'my-data-address-new': myData((m) => m.AddressFormScreen),
  'my-data-address-edit': myData((m) => m.AddressFormScreen),
  'my-data-traveldocs': myData((m) => m.TravelDocumentsScreen),
  'my-data-traveldoc-new': myData((m) => m.TravelDocumentFormScreen),
  'my-data-traveldoc-edit': myData((m) => m.TravelDocumentFormScreen),
  // end my-data routes
}

/** What the router shows once signed in: the screens, and the message for a route of another crew member's crmId. */
export const SIGNED_IN_VIEWS: SignedInViews = { screens: SIGNED_IN_SCREENS, ForeignCrmId, preloadHome: HOME_SCREEN.preload }
