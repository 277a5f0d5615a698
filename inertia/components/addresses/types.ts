/** Address kinds (buyers: delivery, billing; sellers: pickup, warehouse). */
export type AddressKind = 'delivery' | 'billing' | 'pickup' | 'warehouse'

/** An address as produced by app/transformers/address_transformer.ts (`toAddressView`). */
export interface AddressViewData {
  id: number
  kind: AddressKind
  label: string | null
  address: string
  city: string
  region: string | null
  country: string
  countryName: string
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  isDefault: boolean
  urls: { show: string; edit: string; update: string; destroy: string; makeDefault: string }
}

/** Whose address book a page shows: the customer's or the seller's dashboard frame. */
export type AddressBook = 'buyer' | 'seller'
