import { Head } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'

/** 5xx: the localized "system error" page. */
export default function ServerError() {
  const t = useT()
  const { nav } = useShared()
  return (
    <section className="container-page py-20 text-center">
      <Head title={t('ui.errors.server_error_title')} />
      <h1 className="text-2xl font-bold">{t('ui.errors.server_error')}</h1>
      <p className="mt-2 text-muted">{t('ui.errors.server_error_hint')}</p>
      <a href={nav.home} className="btn-primary mt-8">
        {t('ui.errors.back_home')}
      </a>
    </section>
  )
}
