import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteId } from '../../core/features/route-paths'
import type { ScreenProps } from './screen-props'

/** A screen loaded on first use (its own chunk). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

/** `lazyScreen(() => import('../screens/communication-screens').then((m) => m.XScreen))`: a named export as a lazy screen. */
export const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>): LazyScreen =>
  lazy(async () => ({ default: await load() }))

/**
 * Core `RouteId` → screen. The router renders the screen of the route core's `decideRoute` chose;
 * a route without an entry shows the "not available yet" screen. Guards live in core only.
 */
export const ROUTE_TABLE: Partial<Readonly<Record<RouteId, LazyScreen>>> = {
  // shell routes
  'server-selection': lazyScreen(() => import('../screens/sign-in-screens').then((m) => m.ServerSelectionScreen)),
  login: lazyScreen(() => import('../screens/sign-in-screens').then((m) => m.LoginScreen)),
  'forget-password': lazyScreen(() => import('../screens/sign-in-screens').then((m) => m.ForgetPasswordScreen)),
  home: lazyScreen(() => import('../screens/home/HomeScreen').then((m) => m.HomeScreen)),
  // end shell routes

  // details routes
  leg: lazyScreen(() => import('../screens/details/screens').then((m) => m.LegDetailsScreen)),
  'leg-edit-roles': lazyScreen(() => import('../screens/details/screens').then((m) => m.RoleEditingScreen)),
  pairing: lazyScreen(() => import('../screens/details/screens').then((m) => m.PairingDetailsScreen)),
  hotel: lazyScreen(() => import('../screens/details/screens').then((m) => m.HotelDetailsScreen)),
  event: lazyScreen(() => import('../screens/details/screens').then((m) => m.EventRemarkScreen)),
  'check-in': lazyScreen(() => import('../screens/details/screens').then((m) => m.CheckInScreen)),
  notifications: lazyScreen(() => import('../screens/details/screens').then((m) => m.RosterChangesScreen)),
  // end details routes

  // communication routes
  news: lazyScreen(() => import('../screens/communication-screens').then((m) => m.NewsScreen)),
  'news-item': lazyScreen(() => import('../screens/communication-screens').then((m) => m.NewsItemScreen)),
  'daily-remarks': lazyScreen(() => import('../screens/communication-screens').then((m) => m.DailyRemarksScreen)),
  'daily-remark-new': lazyScreen(() => import('../screens/communication-screens').then((m) => m.NewRemarkScreen)),
  'daily-remark': lazyScreen(() => import('../screens/communication-screens').then((m) => m.RemarkScreen)),
  summary: lazyScreen(() => import('../screens/communication-screens').then((m) => m.SummaryScreen)),
  profile: lazyScreen(() => import('../screens/communication-screens').then((m) => m.SettingsScreen)),
  'notification-settings': lazyScreen(() => import('../screens/communication-screens').then((m) => m.NotificationSettingsScreen)),
  // end communication routes

  // my-data routes
  'my-data': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.MyDataHubScreen)),
  'my-data-personal': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.PersonalDataScreen)),
  'my-data-contacts': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.ContactsScreen)),
  'my-data-contact-new': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.ContactFormScreen)),
  'my-data-contact-edit': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.ContactFormScreen)),
  'my-data-addresses': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.AddressesScreen)),
  'my-data-address-new': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.AddressFormScreen)),
  'my-data-address-edit': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.AddressFormScreen)),
  'my-data-traveldocs': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.TravelDocumentsScreen)),
  'my-data-traveldoc-new': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.TravelDocumentFormScreen)),
  'my-data-traveldoc-edit': lazyScreen(() => import('../screens/my-data/screens').then((m) => m.TravelDocumentFormScreen)),
  // end my-data routes
}
