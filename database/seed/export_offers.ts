import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { productCodeStems } from './products.js'
import { readData, upsert, type Trilingual } from './data_files.js'
import type { ExportCurrency, ExportUnit, Incoterm } from '#shared/export'

/** One category's export profile (database/data/export_offers.json). */
interface ExportProfile {
  hs_code: string
  /** Subheading for goods in shell (products whose key says "in-shell"). */
  hs_code_in_shell?: string
  currency: ExportCurrency
  /** Retail packs per carton when a variant is a single pack. */
  per_carton: number
  carton_cm: [number, number, number]
  moq: number
  sea_transport?: boolean
  incoterms: [Incoterm, string][]
  lead_time_days: number
  shelf_life_days: number | null
  monthly_capacity: number
  markets: string[]
}

interface VariantSeed {
  label: Trilingual
  price: number
  weight_kg: number
}

interface ProductSeed {
  key: string
  category_id: string
  currency: 'AZN' | 'USD' | 'EUR'
  variants: VariantSeed[]
}

/** The demo rates (database/seed/exchange_rates.ts, docs/money.md): AZN per unit. */
const DEMO_AZN_PER = { AZN: 1, USD: 1.7, EUR: 1.9788 } as const

/** What a variant is sold as abroad, its price per unit of sale (minor units) and the carton facts. */
interface Lot {
  unit: ExportUnit
  priceMinor: number
  moq: number
  unitsPerCarton: number | null
  cartonGrams: number | null
  samples: boolean
}

/**
 * How a variant is offered for export, from its label and weight: a pallet ("Pallet: …") per
 * pallet; a tonnage ("1 t", "Container lot, ~20 t") per tonne; a case or bulk pack ("6 × 0.75 l",
 * 4 kg and more) as one carton; a retail pack by the carton of `per_carton` packs. Wholesale
 * prices are the domestic price less 15 % (pallets, tonnes), 20 % (cases) or 38 % (packs),
 * converted at the demo rates; rounded to the cent.
 */
function lotOf(product: ProductSeed, variant: VariantSeed, profile: ExportProfile): Lot {
  const label = variant.label.en
  const price = (major: number, factor: number) =>
    Math.round(
      ((major * DEMO_AZN_PER[product.currency]) / DEMO_AZN_PER[profile.currency]) * factor * 100
    )
  if (/pallet/i.test(label))
    return {
      unit: 'pallet',
      priceMinor: price(variant.price, 0.85),
      moq: 2,
      unitsPerCarton: null,
      cartonGrams: null,
      samples: false,
    }
  const tonnes = /(?:^|[\s~])(\d+(?:\.\d+)?) t$/.exec(label)
  if (tonnes)
    return {
      unit: 'tonne',
      priceMinor: price(variant.price / Number(tonnes[1]), 0.85),
      moq: 5,
      unitsPerCarton: null,
      cartonGrams: null,
      samples: false,
    }
  const cased = /^(\d+) ×/.exec(label)
  if (cased || variant.weight_kg >= 4)
    return {
      unit: 'carton',
      priceMinor: price(variant.price, 0.8),
      moq: Math.max(10, Math.round(profile.moq / 5)),
      unitsPerCarton: cased ? Number(cased[1]) : null,
      cartonGrams: Math.round(variant.weight_kg * 1000),
      samples: false,
    }
  return {
    unit: 'carton',
    priceMinor: price(variant.price * profile.per_carton, 0.62),
    moq: profile.moq,
    unitsPerCarton: profile.per_carton,
    cartonGrams: Math.round((variant.weight_kg * profile.per_carton + 0.4) * 1000),
    samples: true,
  }
}

/**
 * Demo export offers (issue 24): every variant of the products.json items in the categories of
 * export_offers.json — about a third of the demo catalog (tea, wine, brandy, nuts, pomegranate
 * juice and fruit, dried fruit, honey) — gets a USD or EUR offer sold "both" domestically and
 * for export: three tiers (MOQ, 5 × MOQ at −6 %, 20 × MOQ at −11 %), the category's Incoterms
 * with named places (FOB Poti, FCA Baku, EXW Ganja…), its HS subheading, packaging, lead time,
 * capacity and markets. Idempotent: upserted by product, tiers and Incoterms replaced.
 */
export async function seedExportOffers(trx: TransactionClientContract) {
  const [products, file] = await Promise.all([
    readData<ProductSeed[]>('products.json'),
    readData<{ categories: Record<string, ExportProfile> }>('export_offers.json'),
  ])
  const stems = productCodeStems(products.map((product) => product.key))
  for (const product of products) {
    const profile = file.categories[product.category_id]
    if (!profile) continue
    for (const [index, variant] of product.variants.entries()) {
      const row = await trx
        .from('products')
        .where('product_code', `KRV-${stems.get(product.key)}-${index + 1}`)
        .select('id')
        .first()
      if (!row) continue
      const lot = lotOf(product, variant, profile)
      const tiers = [
        { min_quantity: lot.moq, unit_price_minor: lot.priceMinor },
        { min_quantity: lot.moq * 5, unit_price_minor: Math.round(lot.priceMinor * 0.94) },
        { min_quantity: lot.moq * 20, unit_price_minor: Math.round(lot.priceMinor * 0.89) },
      ]
      const [length, width, height] = profile.carton_cm
      const carton = lot.unitsPerCarton !== null
      const offerId = await upsert(
        trx,
        'export_offers',
        {
          product_id: row.id,
          currency: profile.currency,
          unit: lot.unit,
          moq: lot.moq,
          hs_code:
            profile.hs_code_in_shell && product.key.includes('in-shell')
              ? profile.hs_code_in_shell
              : profile.hs_code,
          sea_transport: profile.sea_transport ?? true,
          from_price_minor: Math.min(...tiers.map((tier) => tier.unit_price_minor)),
          units_per_carton: lot.unitsPerCarton,
          carton_length_mm: carton ? length * 10 : null,
          carton_width_mm: carton ? width * 10 : null,
          carton_height_mm: carton ? height * 10 : null,
          carton_gross_grams: lot.cartonGrams,
          cartons_per_pallet: lot.unit === 'carton' ? 60 : null,
          cartons_per_container_20: lot.unit === 'carton' ? 600 : null,
          cartons_per_container_40: lot.unit === 'carton' ? 1260 : null,
          lead_time_days: profile.lead_time_days,
          monthly_capacity: profile.monthly_capacity,
          shelf_life_days: profile.shelf_life_days,
          sample_available: lot.samples,
          sample_price_minor: null,
          sample_lead_time_days: lot.samples ? 5 : null,
          origin_country: 'AZ',
          markets: profile.markets,
        },
        'product_id'
      )
      await trx.from('export_offer_tiers').where('offer_id', offerId).delete()
      await trx
        .table('export_offer_tiers')
        .multiInsert(tiers.map((tier) => ({ offer_id: offerId, ...tier })))
      await trx.from('export_offer_incoterms').where('offer_id', offerId).delete()
      await trx.table('export_offer_incoterms').multiInsert(
        profile.incoterms.map(([incoterm, place]) => ({
          offer_id: offerId,
          incoterm,
          named_place: place,
        }))
      )
      await trx.from('products').where('id', row.id).update({ sale_mode: 'both' })
    }
  }
}
