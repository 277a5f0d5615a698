/** The enquiry form's fields and their empty values; the card keeps them, the dialog edits them. */
export const FIELDS = {
  name: '',
  company: '',
  country: '',
  email: '',
  phone: '',
  quantity: '',
  message: '',
}
export type EnquiryFields = typeof FIELDS
export type EnquiryField = keyof typeof FIELDS
