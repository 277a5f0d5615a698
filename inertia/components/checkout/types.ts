/** Delivery types (app/lib/order_constants.ts), offered in this order. */
export type DeliveryType = 'urgent' | 'within_24h' | 'ordinary' | 'economy'

/** Payment methods (app/lib/order_constants.ts). */
export type PaymentMethod = 'test_gateway' | 'epoint' | 'cash_on_delivery'

/** A stale-cart notice on a line (app/transformers/checkout_transformer.ts `LineNotice`). */
export interface LineNotice {
  severity: 'error' | 'warning'
  text: string
}

/** A checkout line (`CheckoutLineView`): prices formatted in AZN. */
export interface CheckoutLine {
  productId: number
  name: string
  url: string | null
  image: string | null
  quantity: number
  /** null when the product has no AZN price now (an error notice says why). */
  unitPrice: string | null
  lineTotal: string | null
  /** Lines priced in a foreign currency: the seller's amount and the CBAR rate with its date. */
  rateNote?: string
  notices: LineNotice[]
}

/** One seller's lines (`CheckoutSellerView`). */
export interface CheckoutSeller {
  companyId: number
  name: string
  subtotal: string
  lines: CheckoutLine[]
}

/** A delivery type priced for one shipment (`DeliveryOptionView`); fee in qəpik and formatted. */
export interface DeliveryOptionData {
  type: DeliveryType
  feasible: boolean
  reason: string | null
  feeMinor: number
  fee: string
  window: string
}

/** Delivery of one seller's shipment to the pin (`ShipmentDeliveryView`). */
export interface ShipmentDelivery {
  companyId: number
  distance: string | null
  weight: string
  options: DeliveryOptionData[]
  defaultType: DeliveryType | null
  problem: string | null
}

/** Quotes for the pin they were computed for; null before there is a pin. */
export type CheckoutDelivery = { pin: { latitude: number; longitude: number }; shipments: ShipmentDelivery[] } | null

/** A saved delivery address (`SavedAddressView`); pin as text, '' when none. */
export interface SavedAddress {
  id: number
  label: string | null
  summary: string
  address: string
  city: string
  region: string
  country: string
  postalCode: string
  latitude: string
  longitude: string
  isDefault: boolean
}

/** Checkout form defaults (`CheckoutFormDefaults`). */
export interface CheckoutDefaults {
  name: string
  phone: string
  email: string
  address: string
  city: string
  region: string
  country: string
  postalCode: string
  latitude: string
  longitude: string
  savedAddressId: number | null
}

/** The checkout form's state as posted (app/validators/checkout.ts); the total the buyer saw is added on submit. */
export interface CheckoutFormData {
  name: string
  phone: string
  email: string
  address: string
  city: string
  region: string
  country: string
  postalCode: string
  latitude: string
  longitude: string
  billingSame: boolean
  billingAddress: string
  billingCity: string
  billingRegion: string
  billingCountry: string
  billingPostalCode: string
  deliveryTypes: Record<string, DeliveryType>
  paymentMethod: PaymentMethod | ''
  comment: string
  idempotencyKey: string
}

/** A country choice: ISO-2 code and its localized name. */
export interface CountryOption {
  code: string
  name: string
}
