import ListLink from '~/components/ui/list_link'
import { useShared, useT } from '~/lib/i18n'
import GtinLookupButton from '~/components/gtin/gtin_lookup_button'

/**
 * Static and service pages live here, not in the header (the header links the catalog,
 * special offers and manufacturers), so no link is shown twice.
 */
const FOOTER_LINKS = [
  'about',
  'feature',
  'news',
  'faq',
  'track_delivery',
  'terms',
  'export_declaration',
  'contact',
] as const

/** Footer: company and service links (only pages that exist), contact line, copyright. */
export default function Footer() {
  const { nav, support } = useShared()
  const t = useT()
  return (
    <footer className="below-fold mt-16 [--fold-height:34rem] sm:[--fold-height:26rem] lg:[--fold-height:18rem] border-t border-line bg-brand-900 text-brand-100">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Karvan</p>
          <p className="mt-2 text-sm leading-6">{t('ui.footer.tagline')}</p>
        </div>
        <nav aria-label={t('ui.footer.links')}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.filter((key) => nav[key]).map((key) => (
              <li key={key}>
                <ListLink href={nav[key]} className="hover:text-white hover:underline">
                  {t(`ui.nav.${key}`)}
                </ListLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p>{t('ui.contact.address_value')}</p>
          <p className="mt-1">
            {support.email} · {support.phone}
          </p>
          <GtinLookupButton className="mt-3 text-left underline-offset-2 hover:text-white hover:underline" />
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100/80">
        © {new Date().getFullYear()} Karvan · {t('ui.footer.rights')}
      </p>
    </footer>
  )
}
