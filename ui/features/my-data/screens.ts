/** The my-data screens, loaded together as one lazy part of the app (ui/app/signed-in-screens.tsx). */
export { AddressFormScreen } from './address-form-screen'
export { AddressesScreen } from './addresses-screen'
export { ContactFormScreen } from './contact-form-screen'
export { ContactsScreen } from './contacts-screen'
export { MyDataHubScreen } from './my-data-hub-screen'
export { PersonalDataScreen } from './personal-data-screen'
export { TravelDocumentFormScreen } from './travel-document-form-screen'
export { TravelDocumentsScreen } from './travel-documents-screen'
/** The use cases of these screens, loaded into the container with them. */
export { myDataModule } from './my-data.module'
