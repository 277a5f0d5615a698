import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import ListLink from '~/components/ui/list_link'
import { useShared, useT } from '~/lib/i18n'
import { useCartState } from '~/lib/cart'
import LanguageSwitcher from '~/components/shell/language_switcher'
import SearchBox from '~/components/shell/search_box'
import Footer from '~/components/shell/footer'

/**
 * Header navigation (SPEC §2 shell) in display order. Home is the logo; cart, wish list and the
 * account are icons; static pages (about, FAQ, terms, contacts…) and order tracking are in the
 * footer, so no link appears twice. Only pages that exist are linked.
 */
const NAV_ORDER = ['category', 'special_offers', 'suppliers'] as const

/**
 * Storefront shell: header (logo, navigation, search combobox, account, wish list, cart,
 * language), page, footer; canonical + hreflang. The header is one 64 px row from `md` up (the
 * navigation joins it at `xl`, below that it opens from ☰); on phones the search box is a second
 * row, visible on every page, and every control fits 360 px.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const { locale, nav, alternates, appUrl, flash, auth } = useShared()
  const { lists } = useCartState()
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  const links = NAV_ORDER.filter((key) => nav[key]).map((key) => ({
    key,
    href: nav[key],
    label: t(`ui.nav.${key}`),
  }))
  const signOut = () => {
    setMenuOpen(false)
    router.post(nav.logout)
  }

  return (
    <div className="flex min-h-screen flex-col">
      <Head>
        <link head-key="canonical" rel="canonical" href={`${appUrl}${alternates[locale]}`} />
        {Object.entries(alternates).map(([lang, path]) => (
          <link
            key={lang}
            head-key={`alt-${lang}`}
            rel="alternate"
            hrefLang={lang}
            href={`${appUrl}${path}`}
          />
        ))}
        <link
          head-key="alt-default"
          rel="alternate"
          hrefLang="x-default"
          href={`${appUrl}${alternates.az}`}
        />
        <meta head-key="description" name="description" content={t('ui.meta.description')} />
      </Head>

      <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
        <div className="container-page flex flex-wrap items-center gap-x-1 gap-y-2 py-2 sm:gap-x-2 md:min-h-16 xl:gap-x-3">
          <ListLink
            href={nav.home}
            className="flex shrink-0 items-center gap-2 rounded-lg"
            aria-label={t('ui.nav.home')}
          >
            <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-600 text-lg font-black text-white">
              K
            </span>
            <span className="hidden text-xl font-extrabold tracking-tight text-brand-900 sm:inline">
              Karvan
            </span>
          </ListLink>
          <nav
            id="main-menu"
            aria-label={t('ui.nav.main')}
            className={`${menuOpen ? 'block' : 'hidden'} order-last basis-full border-t border-line pt-1 xl:order-none xl:block xl:basis-auto xl:border-0 xl:pt-0`}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && menuOpen) {
                setMenuOpen(false)
                menuButton.current?.focus()
              }
            }}
          >
            <ul className="flex flex-col gap-1 xl:flex-row xl:gap-1">
              {links.map((link) => (
                <li key={link.key}>
                  <ListLink
                    href={link.href}
                    className="block rounded px-2 py-1.5 text-sm font-medium whitespace-nowrap text-muted hover:bg-brand-50 hover:text-brand-700"
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </ListLink>
                </li>
              ))}
              {auth?.user && (
                <li className="xl:hidden">
                  <button
                    type="button"
                    className="block w-full rounded px-2 py-1.5 text-left text-sm font-medium text-muted hover:bg-brand-50 hover:text-brand-700"
                    onClick={signOut}
                  >
                    {t('auth.nav.sign_out')}
                  </button>
                </li>
              )}
            </ul>
          </nav>
          <SearchBox className="order-last flex basis-full md:order-none md:min-w-48 md:flex-1 md:basis-auto" />
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            {auth?.user ? (
              <>
                <ListLink
                  href={auth.user.dashboard}
                  className="btn-ghost px-2"
                  title={auth.user.name}
                  data-testid="account-link"
                >
                  <Icon name="user" />
                  <span className="sr-only">
                    {auth.user.name} — {t('auth.nav.my_account')}
                  </span>
                </ListLink>
                <button
                  type="button"
                  className="btn-ghost hidden px-2 xl:inline-flex"
                  aria-label={t('auth.nav.sign_out')}
                  title={t('auth.nav.sign_out')}
                  onClick={signOut}
                >
                  <Icon name="sign_out" />
                </button>
              </>
            ) : (
              nav.login && (
                <ListLink href={nav.login} className="btn-ghost px-2 whitespace-nowrap">
                  <Icon name="user" />
                  <span className="sr-only sm:not-sr-only">{t('auth.nav.sign_in')}</span>
                </ListLink>
              )
            )}
            {nav.wishlist && (
              <CountLink
                href={nav.wishlist}
                count={lists?.wishlist ?? 0}
                label={t('cart.header.wishlist', { count: lists?.wishlist ?? 0 })}
                icon="heart"
                testId="wishlist-link"
              />
            )}
            {nav.cart && (
              <CountLink
                href={nav.cart}
                count={lists?.cart ?? 0}
                label={t('cart.header.cart', { count: lists?.cart ?? 0 })}
                icon="cart"
                testId="cart-link"
              />
            )}
            <LanguageSwitcher />
            <button
              ref={menuButton}
              type="button"
              className="btn-ghost px-2 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
              <span className="sr-only">{t('ui.nav.menu')}</span>
            </button>
          </div>
        </div>
      </header>

      {flash?.success && (
        <div role="status" className="container-page mt-4">
          <p className="rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm text-success">
            {flash.success}
          </p>
        </div>
      )}

      <main id="content" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  )
}

const ICONS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  sign_out: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.1 1.8-2 3.3-3.1 5.4-3.1 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z',
}

/** A 20 px outline icon of ICONS, hidden from assistive technology (its control carries the name). */
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  )
}

/** Header link to the cart or the wish list with its count (shared prop `lists`). */
function CountLink({
  href,
  count,
  label,
  icon,
  testId,
}: {
  href: string
  count: number
  label: string
  icon: keyof typeof ICONS
  testId: string
}) {
  return (
    <ListLink
      href={href}
      className="btn-ghost relative px-2"
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <Icon name={icon} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ListLink>
  )
}
