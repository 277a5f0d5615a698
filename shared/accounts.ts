/** Account types (DESIGN §4 Accounts): separate sign-up, sign-in and dashboards. */
export const ACCOUNT_TYPES = ['buyer', 'seller', 'admin'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Account types that keep an address book and sign up in public: buyers and sellers. */
export type MemberType = Exclude<AccountType, 'admin'>

/** Company types of sellers (SPEC §1, §3: legal entities and individual entrepreneurs, equal rights). */
export const COMPANY_TYPES = ['legal', 'individual'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
