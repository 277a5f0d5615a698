import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { NewsCard } from '#transformers/news_transformer'

/** A news item in a list (app/transformers/news_transformer.ts `toNewsCard`). */
export type NewsCardData = NewsCard

/** News card: colour block, date, title, summary and a link to the item. */
export default function NewsCard({
  item,
  headingLevel = 'h2',
}: {
  item: NewsCardData
  headingLevel?: 'h2' | 'h3'
}) {
  const t = useT()
  const Heading = headingLevel
  return (
    <article
      className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition hover:shadow-md"
      data-testid="news-card"
    >
      <div
        className="h-28 rounded-t-[var(--radius-card)]"
        style={{ background: item.color ?? '#3f6b8f' }}
        aria-hidden="true"
      />
      <div className="flex flex-1 flex-col p-4">
        <time dateTime={item.isoDate} className="text-xs text-muted">
          {item.date}
        </time>
        <Heading className="mt-1 line-clamp-2 font-semibold text-ink">
          <Link href={item.url} className="hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{item.summary}</p>
        <Link
          href={item.url}
          className="mt-auto pt-3 text-sm font-semibold text-brand-700 hover:underline"
          aria-hidden="true"
          tabIndex={-1}
        >
          {t('news.read_more')} →
        </Link>
      </div>
    </article>
  )
}
