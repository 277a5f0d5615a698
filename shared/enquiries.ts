/** Enquiry states (migration 0012: enquiries.status); labels in resources/lang enquiries.status.*. */
export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]
