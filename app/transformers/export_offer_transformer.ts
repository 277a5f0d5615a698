import type { ExportOfferRecord } from '#services/export/export_offers'
import type { HsCodeRow } from '#services/export/hs_codes'
import type { ExportCurrency, ExportUnit, Incoterm, SaleMode } from '#shared/export'
import { decimalText } from '#validators/product'

export type { HsCodeRow }

/**
 * The export tab's form values as the form sends them back (exportOfferValidator): numbers as
 * typed text in the form's units (prices in major units, carton sides in cm, carton weight in
 * kg), '' for an empty field. A product without an offer gets the defaults (USD, carton,
 * origin AZ, one empty tier and no Incoterm).
 */
export interface ExportOfferForm {
  sale_mode: SaleMode
  currency: ExportCurrency
  unit: ExportUnit
  moq: string
  hs_code: string
  hs_description: string
  sea_transport: boolean
  tiers: { min_quantity: string; unit_price: string }[]
  incoterms: { code: Incoterm; named_place: string }[]
  units_per_carton: string
  carton_length: string
  carton_width: string
  carton_height: string
  carton_gross_weight: string
  cartons_per_pallet: string
  cartons_per_container_20: string
  cartons_per_container_40: string
  lead_time_days: string
  monthly_capacity: string
  shelf_life_days: string
  sample_available: boolean
  sample_price: string
  sample_lead_time_days: string
  origin_country: string
  markets: string[]
}

const count = (value: number | null) => (value === null ? '' : String(value))
const scaled = (value: number | null, decimals: number) =>
  value === null ? '' : decimalText(value, decimals)
/** Minor units → major units with two decimals ("24.50"), as prices are shown. */
const money = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

/** The form values of `offer` (null: none yet) for a product sold as `saleMode`. */
export function toExportOfferForm(
  offer: ExportOfferRecord | null,
  saleMode: SaleMode
): ExportOfferForm {
  return {
    sale_mode: offer ? saleMode : 'both',
    currency: offer?.currency ?? 'USD',
    unit: offer?.unit ?? 'carton',
    moq: offer ? String(offer.moq) : '',
    hs_code: offer?.hsCode ?? '',
    hs_description: offer?.hsDescription ?? '',
    sea_transport: offer?.seaTransport ?? true,
    tiers: offer
      ? offer.tiers.map((tier) => ({
          min_quantity: String(tier.minQuantity),
          unit_price: money(tier.unitPriceMinor),
        }))
      : [{ min_quantity: '', unit_price: '' }],
    incoterms: (offer?.incoterms ?? []).map((row) => ({
      code: row.code,
      named_place: row.namedPlace,
    })),
    units_per_carton: count(offer?.unitsPerCarton ?? null),
    carton_length: scaled(offer?.cartonLengthMm ?? null, 1),
    carton_width: scaled(offer?.cartonWidthMm ?? null, 1),
    carton_height: scaled(offer?.cartonHeightMm ?? null, 1),
    carton_gross_weight: scaled(offer?.cartonGrossGrams ?? null, 3),
    cartons_per_pallet: count(offer?.cartonsPerPallet ?? null),
    cartons_per_container_20: count(offer?.cartonsPerContainer20 ?? null),
    cartons_per_container_40: count(offer?.cartonsPerContainer40 ?? null),
    lead_time_days: count(offer?.leadTimeDays ?? null),
    monthly_capacity: count(offer?.monthlyCapacity ?? null),
    shelf_life_days: count(offer?.shelfLifeDays ?? null),
    sample_available: offer?.sampleAvailable ?? false,
    sample_price:
      offer?.samplePriceMinor === null || offer?.samplePriceMinor === undefined
        ? ''
        : money(offer.samplePriceMinor),
    sample_lead_time_days: count(offer?.sampleLeadTimeDays ?? null),
    origin_country: offer?.originCountry ?? 'AZ',
    markets: offer?.markets ?? [],
  }
}
