import router from '@adonisjs/core/services/router'
import { LOCALES, PAGES, type Locale, type PageKey, routeName } from '#lib/route_table'
import { markServed } from '#lib/served_pages'

type Registrar = (path: string, locale: Locale, name: string) => void

/**
 * Registers a page of the SPEC §2 route table in az, en and ru: `register` receives the
 * locale's exact path and the route name (`about.en`) and declares the routes.
 */
export function localized(page: PageKey, register: Registrar) {
  markServed(page)
  for (const locale of LOCALES) register(PAGES[page][locale], locale, routeName(page, locale))
}

export { router }
