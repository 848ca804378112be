/**
 * The detail screens, loaded together as one lazy part of the app (ui/app/route-table.tsx): opening any detail
 * screen brings the others, so moving between leg, pairing, hotel and check-in never waits for the network
 * (on hotel Wi-Fi, or offline after the first detail screen).
 */
export { CheckInScreen } from './check-in/CheckInScreen'
export { EventRemarkScreen } from './event-remark/EventRemarkScreen'
export { HotelDetailsScreen } from './hotel/HotelDetailsScreen'
export { LegDetailsScreen } from './leg/LegDetailsScreen'
export { PairingDetailsScreen } from './pairing/PairingDetailsScreen'
export { RoleEditingScreen } from './roles/RoleEditingScreen'
export { RosterChangesScreen } from './roster-changes/RosterChangesScreen'
