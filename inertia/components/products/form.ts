/**
 * The product editor's own types. What the server sends (values, options, limits, statuses,
 * actions, URLs) is typed by app/transformers/seller_product_transformer.ts.
 */
import type { ProductFormValues } from '#transformers/seller_product_transformer'

/** The form's sections (tabs). */
export type FormTab = 'general' | 'attributes' | 'content' | 'images' | 'export'
export const FORM_TABS: readonly FormTab[] = [
  'general',
  'attributes',
  'content',
  'images',
  'export',
]

/** Setter of one form field, as the tabs receive it. */
export type SetField = <K extends keyof ProductFormValues>(
  key: K,
  value: ProductFormValues[K]
) => void
