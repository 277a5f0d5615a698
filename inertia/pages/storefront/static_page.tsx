import { Head } from '@inertiajs/react'
import RichText from '~/components/rich_text'
import { useT } from '~/lib/i18n'

/** About, feature and terms pages: title and body from the database. */
export default function StaticPage({
  title,
  body,
  updatedAt,
}: {
  code: string
  title: string
  body: string
  updatedAt: string
}) {
  const t = useT()
  return (
    <article className="container-page max-w-3xl py-10">
      <Head title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-1 text-xs text-muted">{t('ui.pages.updated', { date: updatedAt })}</p>
      <RichText text={body} />
    </article>
  )
}
