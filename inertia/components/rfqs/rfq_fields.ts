/** The RFQ form's fields and their empty values (issue 24); the card keeps them, the dialog edits them. */
export const FIELDS = {
  quantity: '',
  target_price: '',
  delivery: 'incoterm' as 'incoterm' | 'destination',
  incoterm: '',
  named_place: '',
  destination_country: '',
  destination_port: '',
  wanted_by: '',
  payment_terms: '',
  message: '',
  name: '',
  company: '',
  country: '',
  email: '',
  phone: '',
  website: '',
}
export type RfqFields = typeof FIELDS
export type RfqField = keyof RfqFields
