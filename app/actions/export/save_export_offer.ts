import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import { invalidate } from '#services/cache/invalidation'
import { loadExportOffer } from '#services/export/export_offers'
import { lowestUnitPrice } from '#shared/export'
import {
  exportOfferProblems,
  type ExportOfferInput,
  type ExportOfferProblem,
} from '#validators/export_offer'

/**
 * Outcome of saving an export offer: `queued` when a published product went back to the review
 * queue; otherwise the problems between fields (nothing was saved).
 */
export type SaveExportOfferResult =
  { saved: true; queued: boolean } | { saved: false; problems: ExportOfferProblem[] }

/** Named places are the offer's only free text: what a published product's review covers (DESIGN §4). */
const reviewedText = (places: { code: string; namedPlace: string }[]) =>
  JSON.stringify([...places].sort((a, b) => a.code.localeCompare(b.code)))

/**
 * Saves the export offer of `product` (issue 24) in one transaction, with the product row
 * locked: the offer row is created or updated, its tiers and Incoterms replaced by the form's,
 * `from_price_minor` (cards' "from …") kept as the lowest tier price, and the product's
 * sale_mode set (export or both). A published product whose named places change re-enters the
 * review queue (changed_since_approval, submitted_at), as other published text does in
 * SaveProduct; prices, quantities and logistics apply at once. Rules between fields refused →
 * nothing saved.
 */
export default class SaveExportOffer {
  async handle(product: Product, input: ExportOfferInput): Promise<SaveExportOfferResult> {
    const problems = exportOfferProblems(input)
    if (problems.length > 0) return { saved: false, problems }
    const result = await db.transaction((trx) => this.save(trx, product.id, input))
    // Published cards, listings and their counts show the offer: forget them everywhere.
    if (product.status === 'published') {
      invalidate('pages')
      invalidate('catalog')
    }
    return result
  }

  private async save(
    trx: TransactionClientContract,
    productId: number,
    input: ExportOfferInput
  ): Promise<SaveExportOfferResult> {
    const locked = await Product.query({ client: trx })
      .where('id', productId)
      .forUpdate()
      .firstOrFail()
    const before = await loadExportOffer(productId, trx)
    const tiers = input.tiers.map((tier) => ({
      minQuantity: tier.min_quantity,
      unitPriceMinor: tier.unit_price,
    }))
    const incoterms = input.incoterms.map((row) => ({
      code: row.code,
      namedPlace: row.named_place,
    }))
    const now = DateTime.now()
    const columns = {
      currency: input.currency,
      unit: input.unit,
      moq: input.moq,
      hs_code: input.hs_code,
      sea_transport: input.sea_transport,
      from_price_minor: lowestUnitPrice(tiers)!,
      units_per_carton: input.units_per_carton ?? null,
      carton_length_mm: input.carton_length ?? null,
      carton_width_mm: input.carton_width ?? null,
      carton_height_mm: input.carton_height ?? null,
      carton_gross_grams: input.carton_gross_weight ?? null,
      cartons_per_pallet: input.cartons_per_pallet ?? null,
      cartons_per_container_20: input.cartons_per_container_20 ?? null,
      cartons_per_container_40: input.cartons_per_container_40 ?? null,
      lead_time_days: input.lead_time_days ?? null,
      monthly_capacity: input.monthly_capacity ?? null,
      shelf_life_days: input.shelf_life_days ?? null,
      sample_available: input.sample_available ?? false,
      sample_price_minor: input.sample_available ? (input.sample_price ?? null) : null,
      sample_lead_time_days: input.sample_available ? (input.sample_lead_time_days ?? null) : null,
      origin_country: input.origin_country ?? 'AZ',
      markets: input.markets ?? [],
      updated_at: now.toJSDate(),
    }
    const [offer] = await trx
      .knexQuery()
      .table('export_offers')
      .insert({ product_id: productId, ...columns })
      .onConflict('product_id')
      .merge()
      .returning('id')
    const offerId = Number(offer.id)
    await trx.from('export_offer_tiers').where('offer_id', offerId).delete()
    await trx.table('export_offer_tiers').multiInsert(
      tiers.map((tier) => ({
        offer_id: offerId,
        min_quantity: tier.minQuantity,
        unit_price_minor: tier.unitPriceMinor,
      }))
    )
    await trx.from('export_offer_incoterms').where('offer_id', offerId).delete()
    await trx.table('export_offer_incoterms').multiInsert(
      incoterms.map((row) => ({
        offer_id: offerId,
        incoterm: row.code,
        named_place: row.namedPlace,
      }))
    )

    let queued = false
    locked.merge({ saleMode: input.sale_mode, updatedAt: now })
    if (
      locked.status === 'published' &&
      reviewedText(before?.incoterms ?? []) !== reviewedText(incoterms)
    ) {
      locked.merge({ changedSinceApproval: true, submittedAt: now })
      queued = true
    }
    await locked.save()
    return { saved: true, queued }
  }
}
