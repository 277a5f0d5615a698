import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { publicationGaps, type PublicationGap } from '#actions/products/review/publication_gaps'
import { reviewFingerprint } from '#actions/products/review/review_fingerprint'

/** Everything a producer entered on a product, as the admin review page needs it. */
export interface ReviewProduct {
  product: Record<string, any> & {
    id: number
    status: string
    changed_since_approval: boolean
    company_name: string
    company_tax_id: string
  }
  translations: {
    locale: string
    name: string
    slug: string
    description: string
    keywords: string
  }[]
  attributes: { name: Record<string, string>; value: Record<string, string> }[]
  images: {
    id: number
    path_base: string
    width: number
    height: number
    is_main: boolean
    position: number
  }[]
  /** Fingerprint of the reviewed content, posted back with the decision. */
  version: string
  /** What the catalog would lack if it were published now. */
  gaps: PublicationGap[]
}

/**
 * Loads a product of any status with its company (name, VÖEN, contacts), brand, category and
 * parent category in the admin's language, the seller address it is located at, the reviewer
 * and creator names, its texts in every language, attributes and images (main first), the
 * content fingerprint and the publication gaps. Null when there is no such product.
 */
export default class LoadReviewProduct {
  async handle(productId: number, locale: Locale): Promise<ReviewProduct | null> {
    const product = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('categories as cat', 'cat.id', 'p.category_id')
      .leftJoin('category_translations as ct', (join) =>
        join.on('ct.category_id', 'cat.id').andOnVal('ct.locale', locale)
      )
      .leftJoin('category_translations as pt', (join) =>
        join.on('pt.category_id', 'cat.parent_id').andOnVal('pt.locale', locale)
      )
      .leftJoin('addresses as a', 'a.id', 'p.location_address_id')
      .leftJoin('users as reviewer', 'reviewer.id', 'p.reviewed_by_user_id')
      .leftJoin('users as creator', 'creator.id', 'p.created_by_user_id')
      .where('p.id', productId)
      .select(
        'p.*',
        'c.name as company_name',
        'c.slug as company_slug',
        'c.tax_id as company_tax_id',
        'c.company_type',
        'c.status as company_status',
        'c.email as company_email',
        'c.phone as company_phone',
        'b.name as brand_name',
        'ct.name as category_name',
        'pt.name as parent_category_name',
        'a.address as location_street',
        'a.city as location_city',
        'a.region as location_region',
        'a.country as location_country',
        'a.postal_code as location_postal_code',
        db.raw(
          `nullif(trim(concat_ws(' ', reviewer.first_name, reviewer.last_name)), '') AS reviewer_name`
        ),
        db.raw(
          `nullif(trim(concat_ws(' ', creator.first_name, creator.last_name)), '') AS creator_name`
        ),
        'creator.email as creator_email'
      )
      .first()
    if (!product) return null
    const translations = await db
      .from('product_translations')
      .where('product_id', productId)
      .select('locale', 'name', 'slug', 'description', 'keywords')
    const attributes = await db
      .from('product_attributes')
      .where('product_id', productId)
      .orderBy('position')
      .orderBy('id')
      .select('name', 'value')
    const images = await db
      .from('product_images')
      .where('product_id', productId)
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .orderBy('id')
      .select('id', 'path_base', 'width', 'height', 'is_main', 'position')
    const version = await reviewFingerprint(db.connection(), productId)
    const gaps = await publicationGaps(db.connection(), productId)
    return { product, translations, attributes, images, version: version ?? '', gaps }
  }
}
