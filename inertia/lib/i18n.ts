import { usePage } from '@inertiajs/react'
import type { ClientRoutes } from '~/lib/routes'

/** Props every page receives from the Inertia middleware (app/middleware/inertia_middleware.ts). */
export interface SharedProps {
  locale: 'az' | 'en' | 'ru'
  locales: string[]
  messages: Record<string, string>
  nav: Record<string, string>
  alternates: Record<string, string>
  appUrl: string
  support: { email: string; phone: string }
  searchPath: string
  routes: ClientRoutes
  errors: Record<string, string>
  flash: { success: string | null }
  auth: { user: { id: number; name: string; accountType: 'buyer' | 'seller' | 'admin'; dashboard: string } | null }
  [key: string]: unknown
}

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
    return message.replace(/\{(\w+)\}/g, (whole, name) => (name in data ? String(data[name]) : whole))
  }
}
