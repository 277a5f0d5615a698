import type Address from '#models/address'
import type { AddressKind } from '#models/address'
import type { Locale, PageKey } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { COUNTRY_CODES } from '#validators/address'

/** The address-book page of an account type: buyers' in the customer dashboard, sellers' in theirs. */
export type AddressBookPage = Extract<PageKey, 'user_addresses' | 'seller_addresses'>

/** An address as the browser sees it, with the links that act on it. */
export type AddressView = {
  id: number
  kind: AddressKind
  label: string | null
  address: string
  city: string
  region: string | null
  /** ISO 3166-1 alpha-2 code and its name in the page language. */
  country: string
  countryName: string
  postalCode: string | null
  /** WGS84 degrees, both or neither. */
  latitude: number | null
  longitude: number | null
  isDefault: boolean
  urls: { show: string; edit: string; update: string; destroy: string; makeDefault: string }
}

/** The form's values for an address (strings as the inputs hold them); empty for a new one. */
export type AddressFormValues = {
  kind: AddressKind
  label: string
  address: string
  city: string
  region: string
  country: string
  postal_code: string
  latitude: string
  longitude: string
  is_default: boolean
}

/** A country choice: ISO-2 code and its name in the page language. */
export type CountryOption = { code: string; name: string }

const displayNames = new Map<Locale, Intl.DisplayNames>()

/** Country name of an ISO-2 code in `locale` (Intl.DisplayNames, CLDR data); the code itself if unknown. */
export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}

const countryLists = new Map<Locale, CountryOption[]>()

/** Every ISO-2 country with its localized name, Azerbaijan first, the rest in the language's alphabetical order. */
export function countryOptions(locale: Locale): CountryOption[] {
  let list = countryLists.get(locale)
  if (!list) {
    const collator = new Intl.Collator(locale)
    const others = COUNTRY_CODES.filter((code) => code !== 'AZ')
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name))
    list = [{ code: 'AZ', name: countryName('AZ', locale) }, ...others]
    countryLists.set(locale, list)
  }
  return list
}

/** Links of one address in the address book of `page`. */
function addressUrls(page: AddressBookPage, locale: Locale, id: number) {
  const params = { id }
  return {
    show: urlTo(`${page}.show`, locale, params),
    edit: urlTo(`${page}.edit`, locale, params),
    update: urlTo(`${page}.update`, locale, params),
    destroy: urlTo(`${page}.destroy`, locale, params),
    makeDefault: urlTo(`${page}.default`, locale, params),
  }
}

/** One address for the page (never the model itself). */
export function toAddressView(
  address: Address,
  page: AddressBookPage,
  locale: Locale
): AddressView {
  return {
    id: address.id,
    kind: address.kind,
    label: address.label,
    address: address.address,
    city: address.city,
    region: address.region,
    country: address.country,
    countryName: countryName(address.country, locale),
    postalCode: address.postalCode,
    latitude: address.latitude,
    longitude: address.longitude,
    isDefault: address.isDefault,
    urls: addressUrls(page, locale, address.id),
  }
}

/** Form values of an existing address, or the defaults of a new one (first kind, Azerbaijan). */
export function toAddressForm(
  address: Address | null,
  kinds: readonly AddressKind[]
): AddressFormValues {
  if (!address) {
    return {
      kind: kinds[0],
      label: '',
      address: '',
      city: '',
      region: '',
      country: 'AZ',
      postal_code: '',
      latitude: '',
      longitude: '',
      is_default: false,
    }
  }
  return {
    kind: address.kind,
    label: address.label ?? '',
    address: address.address,
    city: address.city,
    region: address.region ?? '',
    country: address.country,
    postal_code: address.postalCode ?? '',
    latitude: address.latitude === null ? '' : String(address.latitude),
    longitude: address.longitude === null ? '' : String(address.longitude),
    is_default: address.isDefault,
  }
}
