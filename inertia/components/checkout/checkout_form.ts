import type { InertiaFormProps } from '@inertiajs/react'
import type { CheckoutFormDefaults } from '#transformers/checkout_transformer'
import type { DeliveryType, PaymentMethod, PersonalIdKind } from '#shared/orders'

/** The checkout form's state as posted (app/validators/checkout.ts); the total the buyer saw is added on submit. */
export type CheckoutFormData = Omit<CheckoutFormDefaults, 'savedAddressId'> & {
  billingSame: boolean
  billingAddress: string
  billingCity: string
  billingRegion: string
  billingCountry: string
  billingPostalCode: string
  deliveryTypes: Record<string, DeliveryType>
  paymentMethod: PaymentMethod | ''
  comment: string
  personalIdKind: PersonalIdKind
  personalId: string
  idempotencyKey: string
}

/** What each checkout section gets: the page's form and its messages by field name. */
export interface CheckoutSectionProps {
  form: InertiaFormProps<CheckoutFormData>
  errors: Record<string, string | undefined>
}

/** The card every checkout fieldset sits in. */
export const SECTION_CLASS =
  'rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm'
