import { Link } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'

/** Same page in az, en and ru (alternates come from the server, so entity slugs stay right). */
export default function LanguageSwitcher() {
  const { locale, locales, alternates } = useShared()
  const t = useT()
  return (
    <nav
      aria-label={t('ui.language.switch')}
      className="flex rounded-lg border border-line p-0.5 text-xs font-semibold"
    >
      {locales.map((lang) => (
        <Link
          key={lang}
          href={alternates[lang]}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === locale ? 'true' : undefined}
          className={`rounded-md px-2 py-1 uppercase ${lang === locale ? 'bg-brand-600 text-white' : 'text-muted hover:bg-brand-50'}`}
          data-testid={`lang-${lang}`}
        >
          {lang}
        </Link>
      ))}
    </nav>
  )
}
