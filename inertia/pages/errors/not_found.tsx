import { Head, Link } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'

/** 404: "Page not found: {name}" in the current language (SPEC §2). */
export default function NotFound({ path }: { path: string }) {
  const t = useT()
  const { nav } = useShared()
  return (
    <section className="container-page py-20 text-center">
      <Head title={t('ui.errors.not_found_title')} />
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-bold break-words">
        {t('ui.errors.not_found', { name: path })}
      </h1>
      <p className="mt-2 text-muted">{t('ui.errors.not_found_hint')}</p>
      <Link href={nav.home} className="btn-primary mt-8">
        {t('ui.errors.back_home')}
      </Link>
    </section>
  )
}
