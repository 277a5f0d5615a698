import db from '@adonisjs/lucid/services/db'
import { gtinBarcodeType } from '#lib/gtin'
import GtinRegistry, {
  pickText,
  type GtinLookupOptions,
  type GtinRecord,
  GtinRegistryUnavailable,
} from './registry.js'

/** 'YYYY-MM-DD' of a date column (pg returns Date objects for `date`), or null. */
function isoDate(value: unknown): string | null {
  if (!value) return null
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return String(value).slice(0, 10)
}

/** '250.0000' → '250', '0.7500' → '0.75'. */
function decimalText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/**
 * GTIN registry answered from PostgreSQL (tables gtin_registry_companies and
 * gtin_registry_items of migration 0013, seeded by database/seed/gtin_registry.ts): the
 * default in development, tests and installations without a registry API.
 */
export default class FixtureGtinRegistry extends GtinRegistry {
  async lookup(gtin14: string, options: GtinLookupOptions = {}): Promise<GtinRecord | null> {
    const locale = options.locale ?? 'az'
    let row
    try {
      row = await db
        .from('gtin_registry_items as i')
        .join('gtin_registry_companies as c', 'c.id', 'i.company_id')
        .where('i.gtin', gtin14)
        .select(
          'i.gtin',
          'i.barcode',
          'i.name',
          'i.brand',
          'i.quantity',
          'i.unit',
          'i.packaging',
          'i.trade_item_type',
          'i.gpc_brick_code',
          'i.gpc_brick_title',
          'i.classification',
          'i.item_group',
          'c.name as company_name',
          'c.tax_id',
          'c.gln',
          'c.opening_date',
          'c.official_license',
          'c.registration_date'
        )
        .first()
    } catch (error) {
      throw new GtinRegistryUnavailable(
        `fixture registry query failed: ${(error as Error).message}`,
        { cause: error }
      )
    }
    if (!row) return null
    return {
      gtin: row.gtin,
      company: {
        name: row.company_name,
        taxId: row.tax_id,
        gln: row.gln,
        openingDate: isoDate(row.opening_date),
        officialLicense: row.official_license,
        barcodeType: gtinBarcodeType(row.barcode) ?? 'EAN-13',
        barcode: row.barcode,
        registrationDate: isoDate(row.registration_date),
      },
      product: {
        name: pickText(row.name, locale),
        brand: row.brand,
        quantity: decimalText(row.quantity),
        unit: row.unit,
        packaging: pickText(row.packaging, locale),
        type: row.trade_item_type,
        globalClassification: row.gpc_brick_code
          ? { code: row.gpc_brick_code, title: pickText(row.gpc_brick_title, locale) }
          : null,
        classification: pickText(row.classification, locale),
        group: pickText(row.item_group, locale),
      },
    }
  }
}
