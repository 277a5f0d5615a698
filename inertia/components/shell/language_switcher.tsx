import { usePage } from '@inertiajs/react'
import ListLink from '~/components/ui/list_link'
import { useShared, useT } from '~/lib/i18n'
import { languageHref } from '~/components/shell/language_href'

/**
 * Same page in az, en and ru: alternates come from the server (each language's named route, so
 * entity slugs stay right) and keep this page's query string (filters, sort, page, search).
 */
export default function LanguageSwitcher() {
  const { locale, locales, alternates } = useShared()
  const { url } = usePage()
  const t = useT()
  return (
    <nav
      aria-label={t('ui.language.switch')}
      className="flex shrink-0 rounded-lg border border-line p-0.5 text-xs font-semibold"
    >
      {locales.map((lang) => (
        <ListLink
          key={lang}
          href={languageHref(alternates[lang], url)}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === locale ? 'true' : undefined}
          className={`rounded-md px-1.5 py-1 uppercase sm:px-2 ${lang === locale ? 'bg-brand-600 text-white' : 'text-muted hover:bg-brand-50'}`}
          data-testid={`lang-${lang}`}
        >
          {lang}
        </ListLink>
      ))}
    </nav>
  )
}
