/**
 * The detail screens, loaded together as one lazy part of the app (ui/app/signed-in-screens.tsx): opening any detail
 * screen brings the others, so moving between leg, pairing, hotel and check-in never waits for the network
 * (on hotel Wi-Fi, or offline after the first detail screen).
 */
export { CheckInScreen } from './check-in/check-in-screen'
export { EventRemarkScreen } from './event-remark/event-remark-screen'
export { HotelDetailsScreen } from './hotel/hotel-details-screen'
export { LegDetailsScreen } from './leg/leg-details-screen'
export { PairingDetailsScreen } from './pairing/pairing-details-screen'
export { RoleEditingScreen } from './roles/role-editing-screen'
export { RosterChangesScreen } from './roster-changes/roster-changes-screen'
/** The use cases of these screens, loaded into the container with them. */
export { detailsModule } from './details.module'
