import vine from '@vinejs/vine'
import { PRODUCT_IMAGE_MAX_COUNT } from '#services/images/product_images'
import { idRule } from '#validators/rules'

/** A row id in a route or a body: a positive integer within PostgreSQL's `integer` (idRule). */
const rowId = idRule

/** Route params of the product image routes (`:id` product, `:imageId` image); strings are cast. */
export const productImageParamsValidator = vine.create({
  id: rowId(),
  imageId: rowId().optional(),
})

/**
 * Reorder body: `ids`, every image of the product once, in the new order (JSON array or form
 * `ids[]`). At most PRODUCT_IMAGE_MAX_COUNT entries; whether they are exactly the product's
 * images is checked by reorderProductImages.
 */
export const reorderProductImagesValidator = vine.create({
  ids: vine.array(rowId()).minLength(1).maxLength(PRODUCT_IMAGE_MAX_COUNT).distinct(),
})
