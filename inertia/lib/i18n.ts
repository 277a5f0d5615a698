import { usePage } from '@inertiajs/react'
import type { SharedProps } from '#transformers/shared_props'

/** Props every page receives: typed on the server (app/transformers/shared_props.ts). */
export type { SharedProps }

/** Shared props of the current page. */
export function useShared() {
  return usePage().props as unknown as SharedProps
}

/**
 * Translator over the locale's catalogue from resources/lang: t('ui.nav.home'),
 * t('ui.errors.not_found', { name }). A missing key renders as the key itself.
 */
export function useT() {
  const { messages } = useShared()
  return (key: string, data?: Record<string, string | number>) => {
    const message = messages?.[key] ?? key
    if (!data) return message
    return message.replace(/\{(\w+)\}/g, (whole, name) =>
      name in data ? String(data[name]) : whole
    )
  }
}
