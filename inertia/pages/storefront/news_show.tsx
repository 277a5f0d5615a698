import { Head, Link } from '@inertiajs/react'
import RichText from '~/components/rich_text'
import NewsCard, { type NewsCardData } from '~/components/news/news_card'
import type { NewsArticle } from '#transformers/news_transformer'
import { useShared, useT } from '~/lib/i18n'

/** Single news (SPEC §2): colour block, date, title, body, a link back to the list and 3 other recent items. */
export default function NewsShow({ item, others }: { item: NewsArticle; others: NewsCardData[] }) {
  const t = useT()
  const { nav } = useShared()
  return (
    <div className="container-page py-10">
      <Head title={item.title} />
      <Link href={nav.news} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('news.back')}
      </Link>
      <article className="mt-4 max-w-3xl">
        <div
          className="h-36 w-full rounded-[var(--radius-card)]"
          style={{ background: item.color ?? '#3f6b8f' }}
          aria-hidden="true"
        />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight break-words">{item.title}</h1>
        <time dateTime={item.isoDate} className="mt-2 block text-sm text-muted">
          {item.date}
        </time>
        <RichText text={item.body} />
      </article>
      {others.length > 0 && (
        <section aria-labelledby="other-news" className="mt-12">
          <h2 id="other-news" className="section-title">
            {t('news.others')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.id}>
                <NewsCard item={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
