/** The my-data screens, loaded together as one lazy part of the app (ui/app/route-table.tsx). */
export { AddressFormScreen } from './AddressFormScreen'
export { AddressesScreen } from './AddressesScreen'
export { ContactFormScreen } from './ContactFormScreen'
export { ContactsScreen } from './ContactsScreen'
export { MyDataHubScreen } from './MyDataHubScreen'
export { PersonalDataScreen } from './PersonalDataScreen'
export { TravelDocumentFormScreen } from './TravelDocumentFormScreen'
export { TravelDocumentsScreen } from './TravelDocumentsScreen'
