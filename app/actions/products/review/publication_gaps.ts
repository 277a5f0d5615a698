import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { LOCALES } from '#lib/route_table'

/** Something a product lacks that the public catalog depends on. */
export type PublicationGap =
  'category' | `name_${(typeof LOCALES)[number]}` | `description_${(typeof LOCALES)[number]}`

/**
 * What stops a product from being shown publicly (DESIGN §4: a published product has all
 * three languages; listings group by category): a category, and a non-empty name (with its
 * slug) and description in az, en and ru. Returns an empty list when it can be published.
 * The producer's form enforces the full SPEC §5 list on submission; this is the catalog's own
 * safety net at approval.
 */
export async function publicationGaps(
  client: QueryClientContract,
  productId: number
): Promise<PublicationGap[]> {
  const product = await client.from('products').where('id', productId).select('category_id').first()
  const rows = await client
    .from('product_translations')
    .where('product_id', productId)
    .select('locale', 'name', 'slug', 'description')
  const gaps: PublicationGap[] = []
  if (!product?.category_id) gaps.push('category')
  for (const locale of LOCALES) {
    const row = rows.find((translation) => translation.locale === locale)
    if (!row?.name?.trim() || !row?.slug?.trim()) gaps.push(`name_${locale}`)
    if (!row?.description?.trim()) gaps.push(`description_${locale}`)
  }
  return gaps
}
