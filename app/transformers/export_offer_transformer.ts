import type { I18n } from '@adonisjs/i18n'
import { formatMoney } from '#lib/money'
import { numberFormat } from '#lib/intl_formats'
import type { Locale } from '#lib/route_table'
import { aznPrice, type DayRate } from '#services/rates/azn_prices'
import type { ExportOfferRecord } from '#services/export/export_offers'
import type { HsCodeRow } from '#services/export/hs_codes'
import type { ExportCurrency, ExportUnit, SaleMode } from '#shared/export'
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
  incoterms: { code: string; named_place: string }[]
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

const TEXT_KEYS = [
  'sale_mode',
  'currency',
  'unit',
  'moq',
  'hs_code',
  'units_per_carton',
  'carton_length',
  'carton_width',
  'carton_height',
  'carton_gross_weight',
  'cartons_per_pallet',
  'cartons_per_container_20',
  'cartons_per_container_40',
  'lead_time_days',
  'monthly_capacity',
  'shelf_life_days',
  'sample_price',
  'sample_lead_time_days',
  'origin_country',
] as const satisfies readonly (keyof ExportOfferForm)[]

const typedText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value.slice(0, 500)
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined

/**
 * The form values with what the seller typed in a refused save put back (the session's flashed
 * `export` input), so nothing typed is lost; unknown keys and odd shapes are ignored.
 */
export function withFlashedExport(values: ExportOfferForm, flashed: unknown): ExportOfferForm {
  if (!flashed || typeof flashed !== 'object' || Array.isArray(flashed)) return values
  const input = flashed as Record<string, unknown>
  const merged = { ...values } as Record<string, unknown>
  for (const key of TEXT_KEYS) {
    const text = typedText(input[key])
    if (text !== undefined) merged[key] = text
  }
  for (const key of ['sea_transport', 'sample_available'] as const)
    if (typeof input[key] === 'boolean') merged[key] = input[key]
  const rows = (value: unknown) =>
    (Array.isArray(value) ? value.slice(0, 20) : []).map((row) =>
      row && typeof row === 'object' ? (row as Record<string, unknown>) : {}
    )
  if (Array.isArray(input.tiers))
    merged.tiers = rows(input.tiers).map((row) => ({
      min_quantity: typedText(row.min_quantity) ?? '',
      unit_price: typedText(row.unit_price) ?? '',
    }))
  if (Array.isArray(input.incoterms))
    merged.incoterms = rows(input.incoterms).map((row) => ({
      code: typedText(row.code) ?? '',
      named_place: typedText(row.named_place) ?? '',
    }))
  if (Array.isArray(input.markets))
    merged.markets = input.markets.filter((code) => typeof code === 'string').slice(0, 100)
  return merged as unknown as ExportOfferForm
}

/**
 * What the product editor's Export tab receives: the form values (flashed input first),
 * whether an offer is stored (withdrawing needs one), the HS codes suggested for the product's
 * category, and the URLs it saves to, withdraws at and searches HS codes with (`?q=`).
 */
export interface ExportOfferEditor {
  values: ExportOfferForm
  stored: boolean
  suggestions: HsCodeRow[]
  urls: { save: string; remove: string; hsSearch: string }
}

/**
 * The product page's "Export offer" panel (issue 24), formatted in the page language: tiers in
 * the offer's currency with the AZN equivalent at the newest CBAR rate as a secondary figure
 * (aznPrice, docs/money.md; null with the reason's rate date when no usable rate is stored —
 * the offer's own price stays, it is what a quote starts from), the MOQ and unit, Incoterms
 * with their places, lead time, packaging facts, HS code and origin. HS descriptions are the
 * nomenclature's English.
 */
export interface ExportOfferView {
  currency: ExportCurrency
  unit: string
  moq: number
  moqText: string
  tiers: { range: string; price: string; azn: string | null }[]
  /** The CBAR rate the AZN figures use ('YYYY-MM-DD'), null without a usable one. */
  rateDate: string | null
  incoterms: { code: string; name: string; place: string }[]
  leadTime: string | null
  facts: { label: string; value: string }[]
  hsCode: string
  hsDescription: string
  origin: string
  markets: string[]
}

/** Formats an offer for the product page; see ExportOfferView. */
export function toExportOfferView(
  offer: ExportOfferRecord,
  locale: Locale,
  i18n: I18n,
  rates: Map<string, DayRate>
): ExportOfferView {
  const unit = i18n.t(`export.units.${offer.unit}`)
  const number = (value: number) => numberFormat(i18n.locale).format(value)
  const rate = rates.get(offer.currency)
  let rateDate: string | null = null
  const tiers = offer.tiers.map((tier, index) => {
    const next = offer.tiers[index + 1]
    const quote = aznPrice(
      { priceMinor: tier.unitPriceMinor, currency: offer.currency, discountPercent: 0 },
      rate
    )
    if (quote.ok) rateDate = quote.rate?.rateDate ?? null
    return {
      range: next
        ? i18n.t('export.panel.range', {
            from: number(tier.minQuantity),
            to: number(next.minQuantity - 1),
          })
        : i18n.t('export.panel.range_open', { from: number(tier.minQuantity) }),
      price: formatMoney(tier.unitPriceMinor, offer.currency, locale),
      azn: quote.ok ? formatMoney(quote.unitMinor, 'AZN', locale) : null,
    }
  })
  const country = (code: string) => i18n.formatDisplayNames(code, { type: 'region' }) ?? code
  const days = (value: number | null) =>
    value === null ? null : i18n.t('export.panel.days', { count: value })
  const cm = (mm: number | null) =>
    mm === null ? null : numberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(mm / 10)
  const sides = [offer.cartonLengthMm, offer.cartonWidthMm, offer.cartonHeightMm]
  const facts: { label: string; value: string | null }[] = [
    {
      label: i18n.t('export.form.fields.units_per_carton'),
      value: offer.unitsPerCarton === null ? null : number(offer.unitsPerCarton),
    },
    {
      label: i18n.t('export.panel.carton_size'),
      value: sides.every((side) => side !== null)
        ? i18n.t('export.panel.carton_size_value', { size: sides.map(cm).join(' × ') })
        : null,
    },
    {
      label: i18n.t('export.form.fields.carton_gross_weight'),
      value:
        offer.cartonGrossGrams === null
          ? null
          : numberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(
              offer.cartonGrossGrams / 1000
            ),
    },
    {
      label: i18n.t('export.form.fields.cartons_per_pallet'),
      value: offer.cartonsPerPallet === null ? null : number(offer.cartonsPerPallet),
    },
    {
      label: i18n.t('export.form.fields.cartons_per_container_20'),
      value: offer.cartonsPerContainer20 === null ? null : number(offer.cartonsPerContainer20),
    },
    {
      label: i18n.t('export.form.fields.cartons_per_container_40'),
      value: offer.cartonsPerContainer40 === null ? null : number(offer.cartonsPerContainer40),
    },
    {
      label: i18n.t('export.form.fields.monthly_capacity'),
      value:
        offer.monthlyCapacity === null
          ? null
          : i18n.t('export.panel.per_month', { count: number(offer.monthlyCapacity), unit }),
    },
    { label: i18n.t('export.form.fields.shelf_life_days'), value: days(offer.shelfLifeDays) },
    {
      label: i18n.t('export.panel.samples'),
      value: offer.sampleAvailable
        ? [
            offer.samplePriceMinor === null
              ? i18n.t('export.panel.sample_free')
              : formatMoney(offer.samplePriceMinor, offer.currency, locale),
            days(offer.sampleLeadTimeDays),
          ]
            .filter(Boolean)
            .join(', ')
        : i18n.t('export.panel.sample_none'),
    },
  ]
  return {
    currency: offer.currency,
    unit,
    moq: offer.moq,
    moqText: i18n.t('export.panel.moq_value', { moq: number(offer.moq), unit }),
    tiers,
    rateDate,
    incoterms: offer.incoterms.map((row) => ({
      code: row.code,
      name: i18n.t(`export.incoterms.${row.code}`),
      place: row.namedPlace,
    })),
    leadTime: days(offer.leadTimeDays),
    facts: facts.filter((fact): fact is { label: string; value: string } => fact.value !== null),
    hsCode: `${offer.hsCode.slice(0, 4)}.${offer.hsCode.slice(4)}`,
    hsDescription: offer.hsDescription,
    origin: country(offer.originCountry),
    markets: offer.markets.map(country),
  }
}
