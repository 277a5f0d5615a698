/** Props of the mobile-signature page (built by app/services/mobile_signature/page_props.ts). */
export interface AttemptView {
  id: string
  state: 'running' | 'choosing' | 'not_found' | 'failed' | 'cancelled' | 'expired'
  verificationCode: string | null
  expiresAt: string
  result: string | null
  person: string | null
  certificates: Array<{ index: number; type: 'individual' | 'legal'; name: string; voen: string | null }>
}

export interface MobileSignatureUrls {
  start: string
  status: string
  cancel: string
  certificate: string
  register: string
  login: string
}

export type AccountType = 'buyer' | 'seller'
