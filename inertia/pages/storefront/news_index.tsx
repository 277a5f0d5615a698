import { Head } from '@inertiajs/react'
import NewsCard, { type NewsCardData } from '~/components/news/news_card'
import Pager, { type PaginationData } from '~/components/ui/pager'
import { useT } from '~/lib/i18n'

/** News list (SPEC §2): newest first, 12 per page, real page links; empty state when there is no news. */
export default function NewsIndex({
  news,
  pagination,
}: {
  news: NewsCardData[]
  pagination: PaginationData
}) {
  const t = useT()
  const title =
    pagination.page > 1 ? t('news.title_page', { page: pagination.page }) : t('news.title')
  return (
    <section className="container-page py-10">
      <Head title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('news.title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('news.intro')}</p>
      {news.length > 0 ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center text-muted">
          {t('news.empty')}
        </p>
      )}
      <Pager pagination={pagination} label={t('news.pagination')} className="mt-10" />
    </section>
  )
}
