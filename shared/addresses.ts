/** Address kinds: buyers keep delivery/billing, sellers pick-up/warehouse addresses. */
export const ADDRESS_KINDS = ['delivery', 'billing', 'pickup', 'warehouse'] as const
export type AddressKind = (typeof ADDRESS_KINDS)[number]
