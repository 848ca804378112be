import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import type { ScreenProps } from './screen-props'

/** A screen loaded on first use (its own chunk). */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

/** `lazyScreen(() => import('../features/communication/screens').then((m) => m.XScreen))`: a named export as a lazy screen. */
export const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>): LazyScreen =>
  lazy(async () => ({ default: await load() }))

/**
 * Core `RouteId` → screen. The router renders the screen of the route core's `decideRoute` chose;
 * a route without an entry shows the "not available yet" screen. Guards live in core only.
 */
export const ROUTE_TABLE: Partial<Readonly<Record<RouteId, LazyScreen>>> = {
  // shell routes
  'server-selection': lazyScreen(() => import('../features/sign-in/screens').then((m) => m.ServerSelectionScreen)),
  login: lazyScreen(() => import('../features/sign-in/screens').then((m) => m.LoginScreen)),
  'forget-password': lazyScreen(() => import('../features/sign-in/screens').then((m) => m.ForgetPasswordScreen)),
  home: lazyScreen(() => import('../features/home/home-screen').then((m) => m.HomeScreen)),
  // end shell routes

  // details routes
  leg: lazyScreen(() => import('../features/details/screens').then((m) => m.LegDetailsScreen)),
  'leg-edit-roles': lazyScreen(() => import('../features/details/screens').then((m) => m.RoleEditingScreen)),
  pairing: lazyScreen(() => import('../features/details/screens').then((m) => m.PairingDetailsScreen)),
  hotel: lazyScreen(() => import('../features/details/screens').then((m) => m.HotelDetailsScreen)),
  event: lazyScreen(() => import('../features/details/screens').then((m) => m.EventRemarkScreen)),
  'check-in': lazyScreen(() => import('../features/details/screens').then((m) => m.CheckInScreen)),
  notifications: lazyScreen(() => import('../features/details/screens').then((m) => m.RosterChangesScreen)),
  // end details routes

  // communication routes
  news: lazyScreen(() => import('../features/communication/screens').then((m) => m.NewsScreen)),
  'news-item': lazyScreen(() => import('../features/communication/screens').then((m) => m.NewsItemScreen)),
  'daily-remarks': lazyScreen(() => import('../features/communication/screens').then((m) => m.DailyRemarksScreen)),
  'daily-remark-new': lazyScreen(() => import('../features/communication/screens').then((m) => m.NewRemarkScreen)),
  'daily-remark': lazyScreen(() => import('../features/communication/screens').then((m) => m.RemarkScreen)),
  summary: lazyScreen(() => import('../features/communication/screens').then((m) => m.SummaryScreen)),
  profile: lazyScreen(() => import('../features/communication/screens').then((m) => m.SettingsScreen)),
  'notification-settings': lazyScreen(() => import('../features/communication/screens').then((m) => m.NotificationSettingsScreen)),
  // end communication routes

  // my-data routes
  'my-data': lazyScreen(() => import('../features/my-data/screens').then((m) => m.MyDataHubScreen)),
  'my-data-personal': lazyScreen(() => import('../features/my-data/screens').then((m) => m.PersonalDataScreen)),
  'my-data-contacts': lazyScreen(() => import('../features/my-data/screens').then((m) => m.ContactsScreen)),
  'my-data-contact-new': lazyScreen(() => import('../features/my-data/screens').then((m) => m.ContactFormScreen)),
  'my-data-contact-edit': lazyScreen(() => import('../features/my-data/screens').then((m) => m.ContactFormScreen)),
  'my-data-addresses': lazyScreen(() => import('../features/my-data/screens').then((m) => m.AddressesScreen)),
  'my-data-address-new': lazyScreen(() => import('../features/my-data/screens').then((m) => m.AddressFormScreen)),
  'my-data-address-edit': lazyScreen(() => import('../features/my-data/screens').then((m) => m.AddressFormScreen)),
  'my-data-traveldocs': lazyScreen(() => import('../features/my-data/screens').then((m) => m.TravelDocumentsScreen)),
  'my-data-traveldoc-new': lazyScreen(() => import('../features/my-data/screens').then((m) => m.TravelDocumentFormScreen)),
  'my-data-traveldoc-edit': lazyScreen(() => import('../features/my-data/screens').then((m) => m.TravelDocumentFormScreen)),
  // end my-data routes
}
