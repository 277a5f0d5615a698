/** Enquiry states (server: app/validators/enquiry.ts). */
export type EnquiryStatus = 'new' | 'answered' | 'closed'

/** An enquiry as listed (toSellerEnquiryItem, app/transformers/enquiry_transformer.ts). */
export interface SellerEnquiryItem {
  id: number
  name: string
  companyName: string | null
  country: string
  email: string
  status: EnquiryStatus
  statusLabel: string
  date: string
  excerpt: string
  product: string | null
  replies: number
  url: string
}

/** The enquiries box of the seller dashboard home (toEnquiryDashboardBox). */
export interface EnquiryDashboardBox {
  newCount: number
  total: number
  latest: SellerEnquiryItem[]
  listUrl: string
  newUrl: string
}
