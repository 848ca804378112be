type Labels<K extends string> = { readonly [key in K]: string }

/** The part of a my-data dictionary the history reuses. */
interface MyDataLabels {
  readonly personal: Labels<'firstName' | 'middleName' | 'lastName' | 'birthDate' | 'birthPlace' | 'birthState' | 'birthCountry' | 'nationality' | 'gender' | 'isSmoker'>
  readonly contacts: Labels<'localNumber' | 'phoneType' | 'remark' | 'priority'>
  readonly addresses: Labels<'countryCode' | 'cityName' | 'street' | 'stateCode'>
  readonly travelDocuments: Labels<'issueDate' | 'issuePlace' | 'expiryDate' | 'addInfo'>
  readonly visas: Labels<'expiryDate' | 'issueDate'>
}

/**
 * The change history's labels of the fields My data shows on its own screens, taken from a language's my-data
 * dictionary so each field reads the same in both places (keys: the fields' wire names, as the history sends them).
 */
export const myDataFieldLabels = (myData: MyDataLabels) => ({
  firstName: myData.personal.firstName,
  middleName: myData.personal.middleName,
  lastName: myData.personal.lastName,
  birthDate: myData.personal.birthDate,
  birthPlace: myData.personal.birthPlace,
  birthState: myData.personal.birthState,
  birthCountry: myData.personal.birthCountry,
  nationality: myData.personal.nationality,
  gender: myData.personal.gender,
  isSmoker: myData.personal.isSmoker,
  localNo: myData.contacts.localNumber,
  phoneTypeCode: myData.contacts.phoneType,
  remark: myData.contacts.remark,
  prio: myData.contacts.priority,
  countryCode: myData.addresses.countryCode,
  cityName: myData.addresses.cityName,
  street: myData.addresses.street,
  stateCode: myData.addresses.stateCode,
  issueDate: myData.travelDocuments.issueDate,
  issuePlace: myData.travelDocuments.issuePlace,
  expiryDate: myData.travelDocuments.expiryDate,
  addInfo: myData.travelDocuments.addInfo,
  expiryDt: myData.visas.expiryDate,
  issueDt: myData.visas.issueDate,
})
