import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { groupIban } from '#shared/bank'
import type User from '#models/user'
import type { SellerProfileRow } from '#actions/seller/get_seller_profile'
import type { RegionWithDistricts } from '#services/catalog/regions'

/** The profile form's initial values, every field a string (empty when unset), keyed like the form. */
export type SellerProfileValues = {
  first_name: string
  last_name: string
  email: string
  phone: string
  company_name: string
  legal_address: string
  representative: string
  website: string
  company_phone: string
  phone_secondary: string
  district_id: string
  description_az: string
  description_en: string
  description_ru: string
  latitude: string
  longitude: string
  bank_name: string
  /** Grouped in fours for reading (`AZ21 NABZ …`); stored without spaces. */
  bank_iban: string
  bank_swift: string
}

/** Region select: economic regions as groups of their districts (names in the page language). */
export type DistrictGroup = { name: string; districts: { id: number; name: string }[] }

/** Where the profile page sends its forms. */
export type SellerProfileUrls = { update: string; logo: string; removeLogo: string }

/** Form values of the seller profile page for `user` and the company `profile`, texts in `locale`. */
export function toSellerProfileValues(
  user: User,
  profile: SellerProfileRow,
  locale: Locale
): SellerProfileValues {
  const text = (value: string | null | undefined) => value ?? ''
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: text(user.phone),
    company_name: profile.name,
    legal_address: text(profile.legalAddresses[locale] ?? profile.legalAddresses.az),
    representative: text(profile.representative),
    website: text(profile.website),
    company_phone: text(profile.phone),
    phone_secondary: text(profile.phone_secondary),
    district_id: profile.district_id ? String(profile.district_id) : '',
    description_az: text(profile.descriptions.az),
    description_en: text(profile.descriptions.en),
    description_ru: text(profile.descriptions.ru),
    latitude: profile.latitude === null ? '' : String(Number(profile.latitude)),
    longitude: profile.longitude === null ? '' : String(Number(profile.longitude)),
    bank_name: text(profile.bank_name),
    bank_iban: profile.bank_iban ? groupIban(profile.bank_iban) : '',
    bank_swift: text(profile.bank_swift),
  }
}

/** Regions with their districts for the region select (the same data as the regions page). */
export function toDistrictGroups(regions: RegionWithDistricts[]): DistrictGroup[] {
  return regions.map((region) => ({
    name: region.name,
    districts: region.districts.map((district) => ({ id: district.id, name: district.name })),
  }))
}

/** The profile page's form targets in `locale` (start/routes/seller_dashboard.ts). */
export function sellerProfileUrls(locale: Locale): SellerProfileUrls {
  return {
    update: urlTo('seller_profile.update', locale),
    logo: urlTo('seller_profile.logo', locale),
    removeLogo: urlTo('seller_profile.logo.remove', locale),
  }
}
