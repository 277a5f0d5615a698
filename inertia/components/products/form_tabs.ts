import type { Locale as Language } from '#shared/locales'
import type { FormTab } from './form'

/**
 * The tab of the product form that holds field `field` (an error key of the form):
 * attribute cells → attributes, names and descriptions → content, images → images, the export
 * offer's fields (`export.…`, sent by its own form) → export, the rest (including the
 * form-level message's absence) → general.
 */
export function tabOfField(field: string): FormTab | null {
  if (field === 'form') return null
  if (field === 'attributes' || field.startsWith('attributes.')) return 'attributes'
  if (/^(name|description)_(az|en|ru)$/.test(field)) return 'content'
  if (field === 'images' || field.startsWith('images.')) return 'images'
  if (field.startsWith('export.')) return 'export'
  return 'general'
}

/** Language of a content field (`name_en` → en), else null. */
export function languageOfField(field: string): Language | null {
  const match = /^(?:name|description)_(az|en|ru)$/.exec(field)
  return match ? (match[1] as Language) : null
}

/** Number of errors per tab. */
export function errorsByTab(errors: Record<string, string | undefined>): Record<FormTab, number> {
  const counts: Record<FormTab, number> = {
    general: 0,
    attributes: 0,
    content: 0,
    images: 0,
    export: 0,
  }
  for (const [field, message] of Object.entries(errors)) {
    const tab = message ? tabOfField(field) : null
    if (tab) counts[tab] += 1
  }
  return counts
}
